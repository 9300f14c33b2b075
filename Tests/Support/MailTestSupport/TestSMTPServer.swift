import Foundation

/// The real SMTP server `scripts/with-smtp.sh` started (aiosmtpd on loopback behind a throwaway
/// certificate authority), from the variables it exports; nil when the tests do not run under it.
public struct TestSMTPServer: Sendable {
    /// `smtp://user:password@localhost:port` (STARTTLS).
    public let startTLS: String
    /// `smtps://…` (implicit TLS).
    public let implicitTLS: String
    /// The PEM of the authority its certificate chains to.
    public let authority: String
    /// Every accepted message, one JSON object per line.
    public let mailbox: URL

    public static let current: TestSMTPServer? = {
        let environment = ProcessInfo.processInfo.environment
        guard let startTLS = environment["GREENHOUSE_TEST_SMTP_URL"], let implicitTLS = environment["GREENHOUSE_TEST_SMTPS_URL"],
              let authority = environment["GREENHOUSE_TEST_SMTP_CA_FILE"], let mailbox = environment["GREENHOUSE_TEST_SMTP_MAILBOX"]
        else { return nil }
        return TestSMTPServer(startTLS: startTLS, implicitTLS: implicitTLS, authority: authority, mailbox: URL(fileURLWithPath: mailbox))
    }()

    /// A message as the server recorded it.
    public struct Received: Decodable, Sendable {
        public let from: String
        public let to: [String]
        public let data: String
        public let tls: Bool
        public let auth: Bool

        /// The text body, decoded from its base64.
        public var body: String? {
            guard let split = data.range(of: "\r\n\r\n") else { return nil }
            let encoded = data[split.upperBound...].replacingOccurrences(of: "\r\n", with: "")
            return Data(base64Encoded: encoded).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Messages accepted so far that were sent to `recipient` alone.
    public func received(by recipient: String) throws -> [Received] {
        guard FileManager.default.fileExists(atPath: mailbox.path) else { return [] }
        let text = try String(contentsOf: mailbox, encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Received.self, from: Data($0.utf8)) }.filter { $0.to == [recipient] }
    }
}
