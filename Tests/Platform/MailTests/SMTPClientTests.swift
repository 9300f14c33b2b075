import Foundation
import Mail
import MailTestSupport
import ServerKit
import Testing

/// The SMTP client against a real SMTP server on loopback (aiosmtpd, started by `scripts/with-smtp.sh`,
/// which `make test` runs): STARTTLS and implicit TLS, AUTH, what arrives, and each way it can fail.
@Suite("SMTP client", .enabled(if: TestSMTPServer.current != nil))
struct SMTPClientTests {
    static var server: TestSMTPServer? { TestSMTPServer.current }

    static let sender = MailAddress("hello@gifter.example", displayName: "Gifter")!

    typealias Received = TestSMTPServer.Received

    /// Messages the server accepted that were sent to `recipient`.
    func received(by recipient: String) throws -> [Received] { try Self.server!.received(by: recipient) }

    /// A client whose timeout bounds a hang only: the real server here runs on the same loaded machine.
    func client(_ url: String, trust: Bool = true) throws -> SMTPClient {
        var client = SMTPClient(configuration: try SMTPConfiguration(url: url, sender: Self.sender, trustRootsFile: trust ? Self.server!.authority : nil))
        client.timeout = .seconds(600)
        return client
    }

    func body(_ message: Received) -> String? { message.body }

    @Test("STARTTLS and implicit TLS both deliver, authenticated and encrypted; the text arrives exactly, lines starting with a dot included")
    func delivers() async throws {
        let text = "Hi Zoë,\n\nReset your password here:\nhttps://gifter.example/reset#t=abc\n.\n.. a line of dots\nFrom the start of a line\n"
        for (index, url) in [Self.server!.startTLS, Self.server!.implicitTLS].enumerated() {
            let recipient = "zoe+\(index)-\(UUID().uuidString.prefix(8).lowercased())@example.org"
            let message = MailMessage(from: Self.sender, to: [MailAddress(recipient, displayName: "Zoë Brontë")!], subject: "Réinitialise ton mot de passe 🔑\r\nBcc: evil@example.com", text: text)
            try await client(url).send(message)
            let arrived = try received(by: recipient)
            #expect(arrived.count == 1)
            let mail = try #require(arrived.first)
            #expect(mail.tls && mail.auth)
            #expect(mail.from == "hello@gifter.example")
            #expect(body(mail) == text.replacingOccurrences(of: "\n", with: "\r\n"))
            #expect(mail.data.contains("Subject: =?UTF-8?B?"))
            // The subject's line break was encoded inside it, not sent as a header of its own.
            #expect(!mail.data.contains("\r\nBcc:"))
            #expect(mail.data.contains("From: Gifter <hello@gifter.example>"))
        }
    }

    @Test("extra headers (List-Unsubscribe, RFC 8058) arrive as headers of their own, after the standard ones")
    func extraHeaders() async throws {
        let recipient = "list-\(UUID().uuidString.prefix(8).lowercased())@example.org"
        let link = "https://calyx.example/calyx/v1/email/unsubscribe?token=abc_DEF-123"
        let headers = [MailExtraHeader("List-Unsubscribe", "<\(link)>")!, MailExtraHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")!]
        let message = MailMessage(from: Self.sender, to: [MailAddress(recipient)!], subject: "Weekly", text: "Hello", headers: headers)
        try await client(Self.server!.startTLS).send(message)
        let mail = try #require(try received(by: recipient).first)
        let head = try #require(mail.data.components(separatedBy: "\r\n\r\n").first)
        let lines = head.components(separatedBy: "\r\n")
        #expect(lines.contains("List-Unsubscribe: <\(link)>"))
        #expect(lines.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"))
        #expect(lines.firstIndex(of: "Content-Transfer-Encoding: base64")! < lines.firstIndex(of: "List-Unsubscribe: <\(link)>")!)
        #expect(body(mail) == "Hello")
    }

    @Test("a wrong password, an untrusted certificate and a closed port each fail clearly, delivering nothing")
    func failures() async throws {
        let recipient = "nobody-\(UUID().uuidString.prefix(8).lowercased())@example.org"
        let message = MailMessage(from: Self.sender, to: [MailAddress(recipient)!], subject: "x", text: "x")
        var wrong = URLComponents(string: Self.server!.startTLS)!
        wrong.password = "not-the-password"
        await #expect {
            try await client(wrong.string!).send(message)
        } throws: { error in
            guard case MailError.authentication(let code, _) = error else { return false }
            return code == 535
        }
        await #expect {
            try await client(Self.server!.implicitTLS, trust: false).send(message)
        } throws: { error in
            guard case MailError.tls = error else { return false }
            return true
        }
        let closed = try SMTPClient(configuration: SMTPConfiguration(url: "smtps://a:b@127.0.0.1:9", sender: Self.sender))
        await #expect {
            try await closed.send(message)
        } throws: { error in
            guard case MailError.connection = error else { return false }
            return (error as? MailError)?.isTransient == true
        }
        #expect(try received(by: recipient).isEmpty)
    }
}

@Suite("Mail messages")
struct MailMessageTests {
    @Test("addresses that could inject headers or recipients are refused; a subject's line breaks are encoded, never raw")
    func injection() throws {
        #expect(MailAddress("a@example.com\r\nBcc: evil@example.com") == nil)
        #expect(MailAddress("a@example.com>, <evil@example.com") == nil)
        #expect(MailAddress("no-at-sign") == nil)
        #expect(MailAddress("a@example.com", displayName: "Eve\r\nBcc: evil@example.com") == nil)
        #expect(MailAddress("zoe@example.org") != nil)
    }

    @Test("extra headers cannot inject: line breaks, colons in names, non-ASCII and the message's own headers are refused")
    func extraHeaderInjection() {
        #expect(MailExtraHeader("List-Unsubscribe", "<https://x.example/u?t=1>\r\nBcc: evil@example.com") == nil)
        #expect(MailExtraHeader("List-Unsubscribe", "<https://x.example/u>\nBcc: evil@example.com") == nil)
        #expect(MailExtraHeader("List-Unsubscribe", "<https://x.example/u>\r") == nil)
        #expect(MailExtraHeader("X-Evil\r\nBcc", "evil@example.com") == nil)
        #expect(MailExtraHeader("Bcc: evil@example.com\r\nX", "y") == nil)
        #expect(MailExtraHeader("X Name", "y") == nil)
        #expect(MailExtraHeader("", "y") == nil)
        #expect(MailExtraHeader("X-Note", "Zoë") == nil)
        #expect(MailExtraHeader("X-Long", String(repeating: "a", count: 1_000)) == nil)
        for reserved in ["Bcc", "to", "CC", "Subject", "From", "Content-Type", "Message-ID", "MIME-Version", "Date", "Sender"] {
            #expect(MailExtraHeader(reserved, "x") == nil, "\(reserved)")
        }
        let header = MailExtraHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
        #expect(header?.name == "List-Unsubscribe-Post" && header?.value == "List-Unsubscribe=One-Click")
        #expect(MailExtraHeader("X-Tabbed", "a\tb") != nil)
    }

    @Test("configuration: smtp:// is STARTTLS on 587, smtps:// TLS on 465, credentials percent-decoded; others are refused")
    func configuration() throws {
        let sender = MailAddress("a@example.com")!
        let plain = try SMTPConfiguration(url: "smtp://me%40example.com:p%3Ass@mail.example.com", sender: sender)
        #expect(plain.security == .startTLS && plain.port == 587 && plain.username == "me@example.com" && plain.password == "p:ss")
        let tls = try SMTPConfiguration(url: "smtps://mail.example.com", sender: sender)
        #expect(tls.security == .implicitTLS && tls.port == 465 && tls.username == nil)
        #expect(throws: ConfigurationError.self) { try SMTPConfiguration(url: "http://mail.example.com", sender: sender) }
        #expect(try SMTPConfiguration(app: "gifter", environment: [:]) == nil)
        #expect(throws: ConfigurationError.self) { try SMTPConfiguration(app: "gifter", environment: ["GIFTER_SMTP_URL": "smtps://mail.example.com"]) }
        let named = try #require(try SMTPConfiguration(app: "gifter", environment: [
            "GIFTER_SMTP_URL": "smtps://mail.example.com", "GIFTER_MAIL_FROM": "Gifter <hello@gifter.example>",
        ]))
        #expect(named.sender == MailAddress("hello@gifter.example", displayName: "Gifter"))
    }
}
