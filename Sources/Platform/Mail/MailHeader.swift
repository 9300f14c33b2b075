import Foundation

/// Header text that survives any mail transport: plain ASCII as it is, anything else as RFC 2047
/// encoded words (UTF-8, base64), each at most 75 characters.
enum MailHeader {
    static func text(_ value: String) -> String {
        if value.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 32 && $0.value != 127 }) { return value }
        return encodedWords(value)
    }

    /// A display name: quoted when it holds specials, encoded when it is not ASCII.
    static func phrase(_ value: String) -> String {
        let encoded = text(value)
        guard encoded == value else { return encoded }
        let specials = CharacterSet(charactersIn: "()<>[]:;@\\,.\"")
        guard value.unicodeScalars.contains(where: specials.contains) else { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Splits on whole characters so no word ends inside a UTF-8 sequence: 45 bytes become 60 base64 characters.
    private static func encodedWords(_ value: String) -> String {
        var words: [String] = []
        var chunk = Data()
        for character in value {
            let bytes = Data(String(character).utf8)
            if chunk.count + bytes.count > 45 {
                words.append("=?UTF-8?B?\(chunk.base64EncodedString())?=")
                chunk = Data()
            }
            chunk.append(bytes)
        }
        if !chunk.isEmpty { words.append("=?UTF-8?B?\(chunk.base64EncodedString())?=") }
        return words.joined(separator: "\r\n ")
    }
}
