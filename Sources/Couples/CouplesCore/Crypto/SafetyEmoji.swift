import Crypto
import Foundation

/// Four emoji both partners compare after joining by a typed code (no link, so no fingerprint): if the
/// server swapped a key, the two phones show different emoji. Derived from both pairing keys, sorted,
/// so it does not matter which partner computes it.
public enum SafetyEmoji {
    /// 64 distinct emoji that read clearly at any size and have no skin tones, flags or look-alikes
    /// (one cat, one flower of each kind), so 6 bits each: 24 bits for four.
    public static let alphabet: [String] = [
        "🐶", "🐱", "🦊", "🐻", "🐼", "🐨", "🐯", "🦁", "🐮", "🐷", "🐸", "🐵", "🐔", "🐧", "🦉", "🦋",
        "🐢", "🐙", "🐳", "🐬", "🦀", "🐝", "🐞", "🦒", "🐘", "🦔", "🦓", "🐪", "🦩", "🦜", "🐌", "🦕",
        "🌵", "🌻", "🌷", "🍄", "🌲", "🍁", "🌈", "⭐", "🌙", "☀️", "⚡", "❄️", "🔥", "💧", "🍎", "🍌",
        "🍇", "🍓", "🍍", "🥕", "🌽", "🍕", "🎈", "🎁", "🔔", "🔑", "⚓", "🚲", "🚀", "⛵", "🎸", "📚",
    ]

    static let label = Data("greenhouse.couples/safety-emoji/v1".utf8)

    public static func derive(_ first: Curve25519.KeyAgreement.PublicKey, _ second: Curve25519.KeyAgreement.PublicKey) -> [String] {
        let keys = [Array(first.rawRepresentation), Array(second.rawRepresentation)].sorted { $0.lexicographicallyPrecedes($1) }
        var hasher = SHA256()
        hasher.update(data: label)
        for key in keys { hasher.update(data: key) }
        let digest = Array(hasher.finalize())
        let bits = Int(digest[0]) << 16 | Int(digest[1]) << 8 | Int(digest[2])
        return (0..<4).map { alphabet[(bits >> (18 - 6 * $0)) & 0x3F] }
    }

    /// From the API's text form of both keys.
    public static func derive(_ first: String, _ second: String) throws(CouplesCryptoError) -> [String] {
        derive(try PublicKeyText.decode(first), try PublicKeyText.decode(second))
    }
}
