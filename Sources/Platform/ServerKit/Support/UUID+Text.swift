import Foundation

/// A UUID's 36-character text (8-4-4-4-12 hex digits), written and read by hand. On Linux Foundation
/// writes `uuidString` with `snprintf` and parses `UUID(uuidString:)` with `sscanf`, one call per byte:
/// together with their allocations about 5 % of a feed page's CPU under `perf` (`make bench-feed`,
/// SQLite, where every id is stored as text), for ids that only ever come from `uuidString`.
extension UUID {
    /// The same text as `uuidString` (upper case) or `apiString` (lower case).
    public func text(uppercase: Bool) -> String {
        let letters = uppercase ? UInt8(ascii: "A") - 10 : UInt8(ascii: "a") - 10
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : letters + nibble }
        return withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { out in
                var at = 0
                for index in 0..<16 {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        out[at] = UInt8(ascii: "-")
                        at += 1
                    }
                    out[at] = digit(bytes[index] >> 4)
                    out[at + 1] = digit(bytes[index] & 0x0F)
                    at += 2
                }
                return at
            }
        }
    }

    /// Reads exactly what `uuidString` and `apiString` write: 36 characters, hex digits of either case
    /// with dashes after the 8th, 12th, 16th and 20th. Anything else is nil (`UUID(uuidString:)` lets a
    /// pair of digits begin with a space, which nothing we write has).
    public init?(text: String) {
        var text = text
        let parsed: uuid_t? = text.withUTF8 { chars in
            guard chars.count == 36 else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let complete = withUnsafeMutableBytes(of: &value) { bytes -> Bool in
                var at = 0
                for index in 0..<16 {
                    if at == 8 || at == 13 || at == 18 || at == 23 {
                        guard chars[at] == UInt8(ascii: "-") else { return false }
                        at += 1
                    }
                    guard let high = Self.hexValue(chars[at]), let low = Self.hexValue(chars[at + 1]) else { return false }
                    bytes[index] = high << 4 | low
                    at += 2
                }
                return true
            }
            return complete ? value : nil
        }
        guard let parsed else { return nil }
        self.init(uuid: parsed)
    }

    private static func hexValue(_ char: UInt8) -> UInt8? {
        switch char {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): char - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): char - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): char - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
