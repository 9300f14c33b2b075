/// The slight tilt of a Polaroid card (§7.8: −2° to +2°, "for an organic feel"), the same for an item
/// on every render and every launch so a grid never reshuffles. It comes from a 64-bit FNV-1a hash of
/// the item's id: Swift's `hashValue` is seeded per process and would change every launch.
public enum PolaroidTilt {
    public static let maximumDegrees = 2.0

    /// The tilt for `id`, in degrees, from −2 to +2 in steps of 0.001.
    public static func degrees(for id: String) -> Double {
        Double(fnv1a64(id) % 4001) / 1000 - maximumDegrees
    }

    /// FNV-1a, 64-bit, over the UTF-8 bytes: tiny, fast, and spreads similar ids (UUIDs) well.
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
