import Foundation
import ServerKit

/// Where an app's mail goes: `smtp://user:password@host:587` (STARTTLS, required) or
/// `smtps://user:password@host:465` (TLS from the first byte), and the sender it uses.
public struct SMTPConfiguration: Sendable {
    public enum Security: Sendable, Equatable {
        /// Plain connection upgraded with STARTTLS before anything else; a server without it is refused.
        case startTLS
        /// TLS from the first byte (SMTPS).
        case implicitTLS
    }

    public var host: String
    public var port: Int
    public var security: Security
    public var username: String?
    public var password: String?
    public var sender: MailAddress
    /// A PEM file of the only authorities trusted (a test server's); nil trusts the system's.
    public var trustRootsFile: String?
    /// The name given in EHLO.
    public var heloName: String

    public init(
        host: String, port: Int, security: Security, username: String? = nil, password: String? = nil,
        sender: MailAddress, trustRootsFile: String? = nil, heloName: String = "greenhouse.localhost"
    ) {
        self.host = host
        self.port = port
        self.security = security
        self.username = username
        self.password = password
        self.sender = sender
        self.trustRootsFile = trustRootsFile
        self.heloName = heloName
    }

    /// `url` as `smtp://` or `smtps://`, user and password percent-decoded.
    public init(url text: String, sender: MailAddress, trustRootsFile: String? = nil, variable: String = "SMTP URL") throws(ConfigurationError) {
        guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            throw ConfigurationError(variable: variable, message: "must be smtp://user:password@host:587 or smtps://user:password@host:465")
        }
        let security: Security
        switch scheme {
        case "smtp": security = .startTLS
        case "smtps": security = .implicitTLS
        default: throw ConfigurationError(variable: variable, message: "must start with smtp:// (STARTTLS) or smtps:// (TLS)")
        }
        self.init(
            host: host, port: url.port ?? (security == .startTLS ? 587 : 465), security: security,
            username: url.percentEncodedUser?.removingPercentEncoding, password: url.percentEncodedPassword?.removingPercentEncoding,
            sender: sender, trustRootsFile: trustRootsFile
        )
    }

    /// Reads `<APP>_SMTP_URL`, `<APP>_MAIL_FROM` (`Name <address>` or an address) and, for a test server,
    /// `GREENHOUSE_SMTP_CA_FILE`. Nil when the app has no SMTP URL: it sends no mail.
    public init?(app: String, environment: [String: String]) throws(ConfigurationError) {
        let prefix = app.uppercased()
        guard let url = environment["\(prefix)_SMTP_URL"], !url.isEmpty else { return nil }
        let fromVariable = "\(prefix)_MAIL_FROM"
        guard let from = environment[fromVariable], let sender = Self.address(from) else {
            throw ConfigurationError(variable: fromVariable, message: "is required with \(prefix)_SMTP_URL: an address, or Name <address>")
        }
        let roots = environment["GREENHOUSE_SMTP_CA_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        try self.init(url: url, sender: sender, trustRootsFile: roots, variable: "\(prefix)_SMTP_URL")
    }

    /// `Name <address>` or a bare address.
    static func address(_ text: String) -> MailAddress? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.lastIndex(of: "<"), trimmed.hasSuffix(">") else { return MailAddress(trimmed) }
        let name = trimmed[..<open].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return MailAddress(String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]), displayName: name.isEmpty ? nil : name)
    }
}
