/// What an upload may weigh. Both limits are checked before a single pixel is decoded.
public struct ImageLimits: Sendable, Equatable {
    /// Encoded size (20 MiB); a 48 MP iPhone HEIC is ~8 MB, a 12 MP JPEG 3–6 MB.
    public var maxBytes: Int
    /// Decoded size: 50 MP is 150 MB of RGB. A small file claiming more is a decompression bomb.
    public var maxPixels: Int
    /// Longest side over shortest. Panoramas reach ~10:1; beyond 50:1 a square thumbnail would have to
    /// enlarge a sliver hundreds of times (a 50,000,000×1 image: a 192 MP intermediate).
    public var maxAspectRatio: Int

    public init(maxBytes: Int = 20 << 20, maxPixels: Int = 50_000_000, maxAspectRatio: Int = 50) {
        self.maxBytes = maxBytes
        self.maxPixels = maxPixels
        self.maxAspectRatio = maxAspectRatio
    }
}
