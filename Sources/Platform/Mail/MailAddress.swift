/// An email address as SMTP carries it (`local@domain`), with an optional display name for headers.
/// Anything that could break out of a header or an SMTP command (line breaks, angle brackets, spaces)
/// is refused, so an address from a sign-up form can never inject headers or recipients.
public struct MailAddress: Sendable, Hashable, CustomStringConvertible {
    public let address: String
    public let displayName: String?

    public init?(_ address: String, displayName: String? = nil) {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
              address.utf8.count <= 254,
              address.unicodeScalars.allSatisfy({ $0.value > 32 && $0.value != 127 && !"<>()[],;:\\\"".unicodeScalars.contains($0) })
        else { return nil }
        if let displayName, displayName.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }) { return nil }
        self.address = address
        self.displayName = displayName
    }

    public var description: String { address }

    /// The `From:`/`To:` form: `Name <local@domain>`, the name as an RFC 2047 word when it is not plain ASCII.
    var header: String {
        guard let displayName, !displayName.isEmpty else { return address }
        return "\(MailHeader.phrase(displayName)) <\(address)>"
    }
}
