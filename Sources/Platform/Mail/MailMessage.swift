import Foundation

/// One plain-text email. Rendered as RFC 5322 with a UTF-8 body in base64, so no line of the body can
/// be read as SMTP's end-of-data or exceed the line limit, whatever the text holds.
public struct MailMessage: Sendable, Equatable {
    public var from: MailAddress
    public var to: [MailAddress]
    public var subject: String
    public var text: String
    /// Written after the standard headers, in this order.
    public var headers: [MailExtraHeader]

    public init(from: MailAddress, to: [MailAddress], subject: String, text: String, headers: [MailExtraHeader] = []) {
        self.from = from
        self.to = to
        self.subject = subject
        self.text = text
        self.headers = headers
    }

    /// The message as sent in DATA, lines ending in CRLF.
    func rendered(date: Date, messageID: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        let body = Data(text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n").utf8)
            .base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed])
        let headers = [
            "From: \(from.header)",
            "To: \(to.map(\.header).joined(separator: ", "))",
            "Subject: \(MailHeader.text(subject))",
            "Date: \(formatter.string(from: date))",
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: base64",
        ] + self.headers.map(\.line)
        return headers.joined(separator: "\r\n") + "\r\n\r\n" + body + "\r\n"
    }
}
