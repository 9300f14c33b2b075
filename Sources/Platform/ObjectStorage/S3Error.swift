import Foundation

/// The store said no: its status and S3's error code and message (from the XML error document).
public struct S3Error: Error, Equatable, CustomStringConvertible {
    public let status: Int
    public let code: String?
    public let message: String?

    init(status: Int, body: [UInt8]) {
        self.status = status
        let text = String(decoding: body, as: UTF8.self)
        code = Self.element("Code", in: text)
        message = Self.element("Message", in: text)
    }

    public var description: String {
        "S3 answered \(status)\(code.map { " \($0)" } ?? "")\(message.map { ": \($0)" } ?? "")"
    }

    /// The text of the first `<name>…</name>` (S3's error documents are flat).
    static func element(_ name: String, in text: String) -> String? {
        guard let open = text.range(of: "<\(name)>"), let close = text.range(of: "</\(name)>", range: open.upperBound..<text.endIndex) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }
}
