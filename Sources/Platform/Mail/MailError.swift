/// Why a message was not handed to the SMTP server.
public enum MailError: Error, Equatable, CustomStringConvertible {
    /// The server could not be reached, or the connection broke or timed out.
    case connection(String)
    /// TLS could not be set up (STARTTLS refused, certificate not trusted).
    case tls(String)
    /// The server refused the credentials.
    case authentication(code: Int, text: String)
    /// The server refused a step of the transaction (a sender, a recipient, the message).
    case rejected(command: String, code: Int, text: String)
    /// The server answered something SMTP does not allow.
    case protocolViolation(String)

    public var description: String {
        switch self {
        case .connection(let reason): "SMTP connection failed: \(reason)"
        case .tls(let reason): "SMTP TLS failed: \(reason)"
        case .authentication(let code, let text): "SMTP authentication refused (\(code) \(text))"
        case .rejected(let command, let code, let text): "SMTP server refused \(command) (\(code) \(text))"
        case .protocolViolation(let reason): "SMTP server broke the protocol: \(reason)"
        }
    }

    /// Worth trying again later (4xx, a dropped connection) rather than a permanent refusal (5xx).
    public var isTransient: Bool {
        switch self {
        case .connection: true
        case .rejected(_, let code, _), .authentication(let code, _): (400..<500).contains(code)
        case .tls, .protocolViolation: false
        }
    }
}
