import Foundation

/// The little XML S3 answers with (errors, multipart ids, listings) is flat and machine-written, so a
/// search for an element's text is enough; no XML parser is among our Linux packages' dependencies.
enum S3XML {
    /// The text of the first `<name>…</name>`, entities decoded.
    static func element(_ name: String, in body: [UInt8]) -> String? {
        elements(name, in: String(decoding: body, as: UTF8.self)).first
    }

    /// The text of every `<name>…</name>`, in order.
    static func elements(_ name: String, in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "<\(name)>"), let close = rest.range(of: "</\(name)>", range: open.upperBound..<rest.endIndex) {
            found.append(unescape(String(rest[open.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        return found
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
