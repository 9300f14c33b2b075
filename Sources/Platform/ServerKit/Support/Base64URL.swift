import Foundation

/// RFC 4648 §5 base64url without padding, as JWTs and query strings want it.
public enum Base64URL {
    /// Byte-wise, without `NSString` replacing: every paged response encodes a cursor, and the
    /// Foundation string search showed up in the search endpoint's profile.
    public static func encode(_ data: some DataProtocol) -> String {
        var utf8 = Array(Data(data).base64EncodedString().utf8)
        while utf8.last == UInt8(ascii: "=") { utf8.removeLast() }
        for index in utf8.indices {
            switch utf8[index] {
            case UInt8(ascii: "+"): utf8[index] = UInt8(ascii: "-")
            case UInt8(ascii: "/"): utf8[index] = UInt8(ascii: "_")
            default: break
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Whether `byte` is one of base64url's 64 characters (no padding).
    public static func isAlphabet(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// The bytes, or nil if `text` is not unpadded base64url.
    public static func decode(_ text: String) -> Data? {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(text.utf8.count + 3)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"): utf8.append(UInt8(ascii: "+"))
            case UInt8(ascii: "_"): utf8.append(UInt8(ascii: "/"))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                utf8.append(byte)
            default: return nil
            }
        }
        utf8 += Array(repeating: UInt8(ascii: "="), count: (4 - utf8.count % 4) % 4)
        return Data(base64Encoded: Data(utf8))
    }
}

extension Sequence<UInt8> {
    /// Lowercase hexadecimal, two digits a byte (digests, HMACs).
    public var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
