/// A header beyond those every message is rendered with (`List-Unsubscribe`, `List-Unsubscribe-Post`).
/// Checked when made, so whatever a caller passes can never end its line and start a header of its own
/// (a `Bcc:`), end the header block, or replace a header the message writes itself.
public struct MailExtraHeader: Sendable, Equatable {
    public let name: String
    public let value: String

    /// The headers `MailMessage` writes, and the ones that add recipients: never extra.
    static let reserved: Set<String> = [
        "from", "to", "cc", "bcc", "subject", "date", "message-id", "mime-version", "content-type", "content-transfer-encoding",
        "sender", "return-path",
    ]
    /// RFC 5322 allows 998 characters a line; the name, colon and space take the rest.
    static let maximumValueLength = 900

    /// Nil when `name` is not an RFC 5322 field name (printable ASCII but `:`) or is reserved, or when
    /// `value` holds anything but printable ASCII, spaces and tabs (a line break above all).
    public init?(_ name: String, _ value: String) {
        guard !name.isEmpty, name.utf8.count <= 76, name.utf8.allSatisfy({ (33...126).contains($0) && $0 != UInt8(ascii: ":") }),
              !Self.reserved.contains(name.lowercased()),
              value.utf8.count <= Self.maximumValueLength,
              value.utf8.allSatisfy({ (32...126).contains($0) || $0 == UInt8(ascii: "\t") })
        else { return nil }
        self.name = name
        self.value = value
    }

    /// The header line, without its CRLF.
    var line: String { "\(name): \(value)" }
}
