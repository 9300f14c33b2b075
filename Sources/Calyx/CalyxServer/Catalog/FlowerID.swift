import Crypto
import Foundation

/// A catalog flower's public identifier, derived from its slug: the same flower has the same id in
/// every database and after every re-import, so links, caches and saved flowers stay valid.
enum FlowerID {
    static func make(slug: String) -> UUID {
        var bytes = Array(SHA256.hash(data: Data("calyx.flower:\(slug)".utf8)).prefix(16))
        // RFC 9562 version 8 (custom), variant 10.
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }

    /// "Rosa rugosa" → "rosa-rugosa"; "Rosa 'Peace'" → "rosa-peace".
    static func slug(scientificName: String) -> String {
        SearchText.normalize(scientificName).replacingOccurrences(of: " ", with: "-")
    }
}
