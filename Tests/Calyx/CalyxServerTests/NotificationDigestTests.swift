import CalyxAPI
@testable import CalyxServer
import Foundation
import HTTPTypes
import HummingbirdTesting
import MailTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// The weekly email through the real SMTP test server (`scripts/with-smtp.sh`): unread activity only,
/// at most once a week, never with email off, and a one-click unsubscribe link that works without sign-in.
@Suite("Calyx notification digest", .enabled(if: TestSMTPServer.current != nil))
struct NotificationDigestTests {
    static let day: TimeInterval = 24 * 3600

    @Test("weekly digest of unread activity with RFC 8058 unsubscribe; the link turns email off, a forged one changes nothing", arguments: TestDatabases.backends)
    func digest(_ backend: DatabaseBackend) async throws {
        let smtp = try #require(TestSMTPServer.current)
        // Now: the stand-in identity provider dates its tokens by the real clock.
        let clock = ManualWallClock(Date())
        let address = "olive-\(UUID().uuidString.prefix(8).lowercased())@example.org"
        try await CalyxHarness.run(backend: backend, wallClock: clock, environment: [
            "CALYX_SMTP_URL": smtp.startTLS, "CALYX_MAIL_FROM": "Calyx <hello@calyx.example>", "GREENHOUSE_SMTP_CA_FILE": smtp.authority,
            "CALYX_PUBLIC_URL": "https://calyx.example",
        ]) { calyx in
            let digest = try calyx.notifications().digest
            // The stand-in provider dates its token by the real clock, which moved while the server started.
            clock.advance(by: max(0, Date().timeIntervalSince(clock.now())))
            let session = try await calyx.signInWithApple(subject: "olive-\(address)", email: address, displayName: "Olive")
            var olive = Member(id: session.user.id, name: "Olive", client: calyx.client(token: session.accessToken), token: session.accessToken)
            // Access tokens last a day and the clock moves by days: Olive refreshes her session as the app
            // does; the others sign in again.
            var refreshToken = session.refreshToken
            func renewOlive() async throws {
                let renewed = try await calyx.client().refreshSession(body: .json(.init(refreshToken: refreshToken))).ok.body.json
                refreshToken = renewed.refreshToken
                olive = Member(id: olive.id, name: "Olive", client: calyx.client(token: renewed.accessToken), token: renewed.accessToken)
            }
            let walk = try await olive.client.createCollection(body: .json(.init(name: "Spring Walk", isPublic: true))).created.body.json.id
            var fans: [String: Member] = [:]
            for name in ["Anna", "Ben", "Cleo", "Dan"] { fans[name] = try await calyx.member(name) }
            _ = try await fans["Anna"]!.client.likeCollection(path: .init(collectionId: walk)).ok
            clock.advance(by: 60)
            _ = try await fans["Ben"]!.client.followUser(path: .init(userId: olive.id)).ok

            // Email is off by default: nothing is sent.
            #expect(try await digest.sendDue(now: clock.now()) == 0)
            _ = try await olive.client.updatePreferences(body: .json(.init(emailNotifications: true))).ok
            #expect(try await digest.sendDue(now: clock.now()) == 1)
            #expect(try await digest.sendDue(now: clock.now()) == 0, "one a week")
            var mails = try smtp.received(by: address)
            #expect(mails.count == 1)
            let first = try #require(mails.first)
            #expect(first.tls && first.from == "hello@calyx.example")
            #expect(first.data.contains("Subject: 2 new notifications on Calyx"))
            #expect(first.data.contains("\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"))
            let header = try #require(first.data.components(separatedBy: "\r\n").first { $0.hasPrefix("List-Unsubscribe: ") })
            #expect(header.hasPrefix("List-Unsubscribe: <https://calyx.example/calyx/v1/email/unsubscribe?token=") && header.hasSuffix(">"))
            let link = String(header.dropFirst("List-Unsubscribe: <".count).dropLast())
            let body = try #require(first.body)
            #expect(body.contains("Hello Olive,"))
            #expect(body.contains("• Ben started following you\r\n• Anna liked Spring Walk\r\n"), "\(body)")
            #expect(body.contains(link))

            // Three days on there is news, but a week has not passed.
            clock.advance(by: 3 * Self.day)
            _ = try await calyx.member("Cleo").client.likeCollection(path: .init(collectionId: walk)).ok
            #expect(try await digest.sendDue(now: clock.now()) == 0)
            // A week after the first: only what changed since it (the follow did not).
            clock.advance(by: 4 * Self.day)
            #expect(try await digest.sendDue(now: clock.now()) == 1)
            mails = try smtp.received(by: address)
            #expect(mails.count == 2)
            let second = try #require(mails.last?.body)
            #expect(second.contains("• Cleo and Anna liked Spring Walk") && !second.contains("Ben started following you"), "\(second)")

            // All read: a week later there is nothing to send.
            try await renewOlive()
            _ = try await olive.client.markAllNotificationsRead().ok
            clock.advance(by: 8 * Self.day)
            #expect(try await digest.sendDue(now: clock.now()) == 0)

            // The link, as a mail app posts it (RFC 8058), without sign-in: email goes off, and again is fine.
            let url = try #require(URL(string: link))
            let target = "/calyx/v1/email/unsubscribe?\(url.query ?? "")"
            func post(_ path: String) async throws -> TestClient.Response {
                try await calyx.raw.execute(.init(
                    path, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: "List-Unsubscribe=One-Click".buffer
                ))
            }
            #expect(try await post(target).status == .ok)
            try await renewOlive()
            #expect(try await olive.client.getSettings().ok.body.json.preferences.emailNotifications == false)
            #expect(try await post(target).status == .ok)
            // With email off, new activity a week on sends nothing.
            _ = try await calyx.member("Dan").client.likeCollection(path: .init(collectionId: walk)).ok
            clock.advance(by: 8 * Self.day)
            #expect(try await digest.sendDue(now: clock.now()) == 0)

            // A forged or mangled token is refused and changes nothing.
            try await renewOlive()
            _ = try await olive.client.updatePreferences(body: .json(.init(emailNotifications: true))).ok
            let token = String(target.split(separator: "=").last!)
            let forged = String(token.dropLast()) + (token.hasSuffix("A") ? "B" : "A")
            let otherPerson = try calyx.unsubscribeToken(for: fans["Dan"]!.id)
            for bad in [forged, "abc", String(otherPerson.prefix(22)) + String(token.dropFirst(22))] {
                let refused = try await post("/calyx/v1/email/unsubscribe?token=\(bad)")
                #expect(refused.status == .forbidden && refused.problem?.errors?.first?.field == "token", "\(bad)")
            }
            #expect(try await olive.client.getSettings().ok.body.json.preferences.emailNotifications == true)
            #expect(try await digest.sendDue(now: clock.now()) == 1, "Dan's like, now that email is on again")
            #expect(try smtp.received(by: address).count == 3)
        }
    }
}
