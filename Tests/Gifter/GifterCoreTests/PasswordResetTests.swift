import ClientKit
import Foundation
import GifterAPI
import GifterCore
import MailTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// "Forgot your password?" end to end: the link by mail through the real SMTP server
/// `scripts/with-smtp.sh` starts, opened as the app's deep link, a new password, signed in.
@Suite("Gifter password reset", .enabled(if: TestSMTPServer.current != nil))
@MainActor
struct PasswordResetTests {
    static let linkBase = "gifter://reset-password?token="

    @Test("ask for the link (the same words for any email), open it, choose a new password, signed in; the link again: expired, ask anew", arguments: TestDatabases.backends)
    func reset(backend: DatabaseBackend) async throws {
        let server = try #require(TestSMTPServer.current)
        let smtp = [
            "GIFTER_SMTP_URL": server.startTLS, "GIFTER_MAIL_FROM": "Gifter <hello@gifter.example>", "GREENHOUSE_SMTP_CA_FILE": server.authority,
            "GIFTER_RESET_LINK_BASE": Self.linkBase,
        ]
        try await GifterWorld.run(backend: backend, environment: smtp) { world in
            let email = "reset-\(UUID().uuidString.prefix(8).lowercased())@example.org"
            _ = try await world.client().signUp(email: email, password: "first password", name: "Rosa")

            let phone = world.client()
            let app = GifterAppModel(environment: try world.environment(phone), sleep: { _ in })
            await app.start()
            #expect(app.route == .welcome)
            let ask = PasswordResetModel(client: phone)
            #expect(ask.title == "Let’s get you back in." && !ask.canSubmit)
            ask.email = email
            await ask.submit()
            #expect(ask.step == .linkSent)
            #expect(ask.line == "If there’s an account for that email, the link is on its way. It works once, for 30 minutes.")
            let stranger = PasswordResetModel(email: "nobody-\(UUID().uuidString.prefix(8))@example.org", client: phone)
            await stranger.submit()
            #expect(stranger.step == .linkSent && stranger.line == ask.line)

            let link = try await Self.link(to: email)
            let url = try #require(URL(string: link))
            app.open(try #require(GifterDeepLink(url: url)))
            let reset = try #require(app.passwordReset)
            #expect(reset.title == "Choose a new password.")
            reset.newPassword = "short"
            #expect(!reset.canSubmit)
            reset.newPassword = "second password"
            await reset.submit()
            let user = try #require(reset.user)
            #expect(reset.step == .done && user.email == email)
            app.authenticated(as: user)
            #expect(app.route == .onboarding && app.passwordReset == nil)
            _ = try await world.client().logIn(email: email, password: "second password")

            let again = PasswordResetModel(token: String(link.dropFirst(Self.linkBase.count)), client: world.client())
            again.newPassword = "third password"
            await again.submit()
            #expect(again.error == "That link has expired or was already used. Ask for a new one." && again.step == .askForLink)
        }
    }

    /// The reset link mailed to `email` (waiting, up to a bound on hangs, for the mail).
    static func link(to email: String) async throws -> String {
        var link: String?
        _ = try await pollUntil(every: .milliseconds(50)) {
            link = try TestSMTPServer.current!.received(by: email).compactMap(\.body).lazy.compactMap { body in
                body.split(separator: "\r\n").first { $0.hasPrefix(linkBase) }.map(String.init)
            }.first
            return link != nil
        }
        guard let link else { throw CancellationError() }
        return link
    }
}
