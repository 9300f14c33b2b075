import CalyxAPI
@testable import CalyxServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MailTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// The moderation console over real HTTP on both backends: every refusal (no cookie, a wrong CSRF
/// token, someone who is not a moderator, a used or expired link) changes nothing; the actions do what
/// they say and are logged; a suspension hides, refuses and ends on time.
@Suite("Calyx moderation console")
struct ModerationConsoleTests {
    /// A thread on the first flower: Olive's comment, and Rowan's reply that three people reported (so hidden).
    struct Scene {
        let flower: String
        let rowan: Member
        let olive: Member
        let reported: String
        let reporters: [Member]
    }

    static func scene(_ calyx: CalyxHarness) async throws -> Scene {
        let flower = try await calyx.client().searchFlowers(query: .init(limit: 1)).ok.body.json.items[0].id
        let olive = try await calyx.member("Olive")
        let rowan = try await calyx.member("Rowan")
        let opening = try await olive.client.postComment(path: .init(flowerId: flower), body: .json(.init(text: "My rose flowered!"))).created.body.json
        let reported = try await rowan.client.postComment(
            path: .init(flowerId: flower), body: .json(.init(text: "Ugly garden, give up.", parentId: opening.id))
        ).created.body.json.id
        var reporters: [Member] = []
        for (name, reason) in [("Priya", Components.Schemas.ReportRequest.ReasonPayload.harassment), ("Tomasz", .harassment), ("Aiko", .other)] {
            let member = try await calyx.member(name)
            _ = try await member.client.reportComment(path: .init(commentId: reported), body: .json(.init(reason: reason))).noContent
            reporters.append(member)
        }
        return Scene(flower: flower, rowan: rowan, olive: olive, reported: reported, reporters: reporters)
    }

    static func console(_ calyx: CalyxHarness) throws -> ModerationConsole {
        try #require(calyx.app.builtConsole.latest)
    }

    /// A browser's session: the cookie's value and the CSRF token its pages carry.
    struct Browser {
        let cookie: String
        let csrf: String

        var headers: HTTPFields { [.cookie: "calyx_console=\(cookie)", .contentType: "application/x-www-form-urlencoded"] }
    }

    /// Signs `user` in as the mailed link would: a link issued by the server, confirmed over HTTP.
    static func signIn(_ calyx: CalyxHarness, _ user: UUID) async throws -> Browser {
        let secret = try #require(try await console(calyx).links.issue(for: user))
        let confirmed = try await calyx.raw.post("/calyx/console/sign-in/confirm", headers: form, body: "token=\(secret)".buffer)
        #expect(confirmed.status == .seeOther && confirmed.headers[.location] == "/calyx/console")
        let setCookie = try #require(confirmed.headers[.setCookie])
        let cookie = try #require(setCookie.split(separator: ";").first?.split(separator: "=", maxSplits: 1).last.map(String.init))
        let queue = try await calyx.raw.get("/calyx/console", headers: [.cookie: "calyx_console=\(cookie)"])
        #expect(queue.status == .ok)
        let csrf = try #require(queue.text.firstMatch(of: /name="csrf" value="([A-Za-z0-9_-]+)"/)?.1).description
        return Browser(cookie: cookie, csrf: csrf)
    }

    static let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    static func state(of comment: String, _ calyx: CalyxHarness) async throws -> String? {
        try await calyx.withDatabase { db in
            try await db.sql.raw("SELECT state FROM comments WHERE id = \(bind: UUID(uuidString: comment)!)").first(decoding: StateRow.self)?.state
        }
    }

    static func logCount(_ calyx: CalyxHarness) async throws -> Int {
        try await calyx.withDatabase { db in
            try await db.sql.raw("SELECT COUNT(*) AS n FROM moderation_log").first(decoding: CountRow.self)?.n ?? -1
        }
    }

    struct StateRow: Decodable { let state: String }
    struct CountRow: Decodable { let n: Int }

    @Test("no cookie, a wrong or missing CSRF token, a non-moderator, a used or expired link: each refused, nothing changed", arguments: TestDatabases.backends)
    func refusals(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            _ = try await calyx.signInModerator()
            let scene = try await Self.scene(calyx)
            #expect(try await Self.state(of: scene.reported, calyx) == "hidden")
            let remove = "/calyx/console/comments/\(scene.reported)/remove"

            // No cookie: pages send to sign-in, forms are refused.
            let page = try await calyx.raw.get("/calyx/console")
            #expect(page.status == .seeOther && page.headers[.location] == "/calyx/console/sign-in")
            let anonymous = try await calyx.raw.post(remove, headers: Self.form, body: "csrf=anything".buffer)
            #expect(anonymous.status == .unauthorized && anonymous.text.contains("Not signed in"))
            let forged = try await calyx.raw.post(remove, headers: [.cookie: "calyx_console=made-up", .contentType: "application/x-www-form-urlencoded"], body: "csrf=x".buffer)
            #expect(forged.status == .unauthorized)

            // A moderator's session: the cookie is HttpOnly, SameSite=Strict, for the console only, not Secure over plain HTTP.
            let secret = try #require(try await Self.console(calyx).links.issue(for: CalyxHarness.moderatorID))
            let confirm = try await calyx.raw.get("/calyx/console/sign-in?token=\(secret)")
            #expect(confirm.status == .ok && confirm.text.contains(#"name="token" value="\#(secret)""#), "a GET only asks to confirm")
            #expect(confirm.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin")
            let confirmed = try await calyx.raw.post("/calyx/console/sign-in/confirm", headers: Self.form, body: "token=\(secret)".buffer)
            let cookie = try #require(confirmed.headers[.setCookie])
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/calyx/console") && !cookie.contains("Secure"))
            // The link worked once.
            let again = try await calyx.raw.post("/calyx/console/sign-in/confirm", headers: Self.form, body: "token=\(secret)".buffer)
            #expect(again.status == .gone && again.headers[.setCookie] == nil)
            // One link a minute per moderator.
            #expect(try await Self.console(calyx).links.issue(for: CalyxHarness.moderatorID) == nil)
            clock.advance(by: ConsoleLinks.spacing)
            let moderator = try await Self.signIn(calyx, CalyxHarness.moderatorID)

            // Wrong, missing and another session's CSRF token.
            for body in ["csrf=\(moderator.csrf.dropLast())x", "", "csrf="] {
                let wrong = try await calyx.raw.post(remove, headers: moderator.headers, body: body.buffer)
                #expect(wrong.status == .forbidden && wrong.text.contains("Form expired"), "\(body)")
            }
            clock.advance(by: ConsoleLinks.spacing)
            let other = try await Self.signIn(calyx, CalyxHarness.moderatorID)
            #expect(other.csrf != moderator.csrf)
            let crossed = try await calyx.raw.post(remove, headers: moderator.headers, body: "csrf=\(other.csrf)".buffer)
            #expect(crossed.status == .forbidden)

            // Someone who is not a moderator: a link for them does not sign in, and a session of theirs is refused and ended.
            let rowan = UUID(uuidString: scene.rowan.id)!
            let rowansLink = try #require(try await Self.console(calyx).links.issue(for: rowan))
            let notModerator = try await calyx.raw.post("/calyx/console/sign-in/confirm", headers: Self.form, body: "token=\(rowansLink)".buffer)
            #expect(notModerator.status == .gone && notModerator.headers[.setCookie] == nil)
            let rowansSession = try await Self.console(calyx).sessions.start(for: rowan)
            let rowansSessionRow = try await Self.console(calyx).sessions.find(rowansSession)
            let rowansCSRF = try #require(rowansSessionRow).csrfToken
            let rowanActs = try await calyx.raw.post(
                remove, headers: [.cookie: "calyx_console=\(rowansSession)", .contentType: "application/x-www-form-urlencoded"], body: "csrf=\(rowansCSRF)".buffer
            )
            #expect(rowanActs.status == .forbidden && rowanActs.text.contains("Not a moderator"))
            #expect(try await Self.console(calyx).sessions.find(rowansSession) == nil, "the session ended")

            // An expired link: 15 minutes and a second.
            clock.advance(by: ConsoleLinks.spacing)
            let late = try #require(try await Self.console(calyx).links.issue(for: CalyxHarness.moderatorID))
            clock.advance(by: ConsoleLinks.lifetime + 1)
            let expired = try await calyx.raw.post("/calyx/console/sign-in/confirm", headers: Self.form, body: "token=\(late)".buffer)
            #expect(expired.status == .gone && expired.text.contains("This link no longer works"))

            // A form from another site, even with the session's cookie and token.
            var crossSite = moderator.headers
            crossSite[.origin] = "https://evil.example"
            let fromElsewhere = try await calyx.raw.post(remove, headers: crossSite, body: "csrf=\(moderator.csrf)".buffer)
            #expect(fromElsewhere.status == .forbidden)
            let signInFromElsewhere = try await calyx.raw.post(
                "/calyx/console/sign-in/confirm", headers: [.origin: "https://evil.example", .contentType: "application/x-www-form-urlencoded"], body: "token=x".buffer
            )
            #expect(signInFromElsewhere.status == .forbidden)

            // After every refusal: still hidden, nothing logged.
            #expect(try await Self.state(of: scene.reported, calyx) == "hidden")
            #expect(try await Self.logCount(calyx) == 0)

            // The right token removes it (from the console's own page, as a browser says), and the log says who did what.
            var sameSite = moderator.headers
            sameSite[.origin] = "http://127.0.0.1:\(calyx.server.port)"
            let done = try await calyx.raw.execute(.init(
                remove, method: .post, authority: "127.0.0.1:\(calyx.server.port)", headers: sameSite, body: "csrf=\(moderator.csrf)".buffer
            ))
            #expect(done.status == .seeOther && done.headers[.location] == "/calyx/console?done=removed")
            #expect(try await Self.state(of: scene.reported, calyx) == "removed")
            let queue = try await calyx.raw.get("/calyx/console?done=removed", headers: moderator.headers)
            #expect(queue.text.contains("Removed: the comment is gone for everyone.") && queue.text.contains("<td>remove</td>"))
            #expect(!queue.text.contains("Ugly garden, give up."), "out of the queue")

            // Signing out ends the session on the server, not only in the browser.
            _ = try await calyx.raw.post("/calyx/console/sign-out", headers: moderator.headers, body: "csrf=\(moderator.csrf)".buffer)
            #expect(try await calyx.raw.get("/calyx/console", headers: moderator.headers).status == .seeOther)
        }
    }

    @Test("the session cookie is Secure when the console is served over TLS (CALYX_PUBLIC_URL https)")
    func secureCookie() async throws {
        try await CalyxHarness.run(environment: ["CALYX_PUBLIC_URL": "https://calyx.example"]) { calyx in
            _ = try await calyx.signInModerator()
            let secret = try #require(try await Self.console(calyx).links.issue(for: CalyxHarness.moderatorID))
            let confirmed = try await calyx.raw.post("/calyx/console/sign-in/confirm", headers: Self.form, body: "token=\(secret)".buffer)
            #expect(try #require(confirmed.headers[.setCookie]).contains("Secure"))
        }
    }

    @Test("a suspension hides the author's comments, refuses their posts and edits, keeps an approved comment hidden, and ends on time", arguments: TestDatabases.backends)
    func suspension(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            _ = try await calyx.signInModerator()
            let scene = try await Self.scene(calyx)
            let other = try await scene.rowan.client.postComment(path: .init(flowerId: scene.flower), body: .json(.init(text: "Roses need sun."))).created.body.json
            var reader = scene.olive
            func count() async throws -> Int { try await reader.client.getFlower(path: .init(flowerId: scene.flower)).ok.body.json.commentCount }
            func texts() async throws -> [String] {
                try await reader.client.listComments(path: .init(flowerId: scene.flower)).ok.body.json.items.flatMap { [$0.text] + ($0.replies ?? []).map(\.text) }
                    .compactMap { $0 }
            }
            let before = try await count()
            #expect(try await texts().contains("Roses need sun."))
            let moderator = try await Self.signIn(calyx, CalyxHarness.moderatorID)
            let suspend = "/calyx/console/people/\(scene.rowan.id)/suspend"

            // Bad input is refused and changes nothing.
            let badPeriod = try await calyx.raw.post(suspend, headers: moderator.headers, body: "csrf=\(moderator.csrf)&period=2y&reason=x".buffer)
            #expect(badPeriod.status == .unprocessableContent && badPeriod.text.contains("period"))
            let noReason = try await calyx.raw.post(suspend, headers: moderator.headers, body: "csrf=\(moderator.csrf)&period=1d&reason=%20".buffer)
            #expect(noReason.status == .unprocessableContent && noReason.text.contains("reason"))
            let nobody = try await calyx.raw.post(
                "/calyx/console/people/\(UUID())/suspend", headers: moderator.headers, body: "csrf=\(moderator.csrf)&period=1d&reason=Spam".buffer
            )
            #expect(nobody.status == .notFound)
            #expect(try await count() == before)
            #expect(try await Self.logCount(calyx) == 0)

            let suspended = try await calyx.raw.post(
                suspend, headers: moderator.headers, body: "csrf=\(moderator.csrf)&period=1d&reason=Harassment%20in%20a%20thread&comment=\(scene.reported)".buffer
            )
            #expect(suspended.status == .seeOther)
            #expect(try await count() == before - 1, "the visible one is out of the count (the hidden one already was)")
            #expect(!(try await texts()).contains("Roses need sun."))
            #expect(try await Self.state(of: other.id, calyx) == "suspended")

            // Posting and editing are refused with a problem that says until when.
            guard case .default(let status, let response) = try await scene.rowan.client.postComment(
                path: .init(flowerId: scene.flower), body: .json(.init(text: "Hello again"))
            ) else { Issue.record("a suspended author posted"); return }
            let problem = try #require(try? response.body.applicationProblemJson)
            #expect(status == 403 && problem._type == "urn:greenhouse:problem:account-suspended")
            #expect(problem.detail?.contains(ConsoleFormat.time(clock.now().addingTimeInterval(86_400))) == true, "\(problem.detail ?? "")")
            guard case .default(let editStatus, _) = try await scene.rowan.client.editComment(
                path: .init(commentId: other.id), body: .json(.init(text: "Edited"))
            ) else { Issue.record("a suspended author edited"); return }
            #expect(editStatus == 403)
            // Others still post.
            _ = try await scene.olive.client.postComment(path: .init(flowerId: scene.flower), body: .json(.init(text: "Still here."))).created

            // Approving the reported comment while its author is suspended keeps it out of sight.
            let approve = try await calyx.raw.post(
                "/calyx/console/comments/\(scene.reported)/approve", headers: moderator.headers, body: "csrf=\(moderator.csrf)".buffer
            )
            #expect(approve.status == .seeOther)
            #expect(try await Self.state(of: scene.reported, calyx) == "suspended")
            let page = try await calyx.raw.get("/calyx/console", headers: moderator.headers)
            #expect(page.text.contains("<td>suspend</td>") && page.text.contains("1 day: Harassment in a thread") && page.text.contains("<td>approve</td>"))

            // Not before its end; then both comments show again and the counts come back.
            let suspensions = try Self.console(calyx).suspensions
            #expect(try await suspensions.liftExpired(now: clock.now()) == 0)
            clock.advance(by: 86_400 + 1)
            #expect(try await suspensions.liftExpired(now: clock.now()) == 1)
            // A day on, access tokens have run out: everyone signs in again, as the app would refresh.
            reader = try await calyx.member("Olive")
            let rowan = try await calyx.member("Rowan")
            #expect(try await count() == before + 2, "the reply approved, the other comment, and Olive's new one")
            let shown = try await texts()
            #expect(shown.contains("Roses need sun.") && shown.contains("Ugly garden, give up."))
            _ = try await rowan.client.postComment(path: .init(flowerId: scene.flower), body: .json(.init(text: "Sorry, everyone."))).created
            let history = try await Self.console(calyx).queue.queue.authors([UUID(uuidString: scene.rowan.id)!])
            #expect(history.values.first?.pastSuspensions == 1 && history.values.first?.suspension == nil)
            #expect(try await Self.logCount(calyx) == 3, "suspend, approve, suspension-ended")
        }
    }

    @Test("the sign-in form mails a moderator a link through SMTP, mails nobody else, and answers both the same", .enabled(if: TestSMTPServer.current != nil))
    func mailedLink() async throws {
        let smtp = try #require(TestSMTPServer.current)
        let address = "mona-\(UUID().uuidString.prefix(8).lowercased())@calyx.example"
        let stranger = "rowan-\(UUID().uuidString.prefix(8).lowercased())@calyx.example"
        try await CalyxHarness.run(environment: [
            "CALYX_SMTP_URL": smtp.startTLS, "CALYX_MAIL_FROM": "Calyx <moderation@calyx.example>", "GREENHOUSE_SMTP_CA_FILE": smtp.authority,
            "CALYX_PUBLIC_URL": "https://calyx.example", "CALYX_MODERATORS": "\(CalyxHarness.moderatorID)=\(address)",
        ]) { calyx in
            _ = try await calyx.signInModerator()
            let asked = try await calyx.raw.post("/calyx/console/sign-in", headers: Self.form, body: "email=\(address.uppercased())".buffer)
            let other = try await calyx.raw.post("/calyx/console/sign-in", headers: Self.form, body: "email=\(stranger)".buffer)
            #expect(asked.status == .ok && other.status == .ok)
            #expect(asked.text.replacingOccurrences(of: address.uppercased(), with: "") == other.text.replacingOccurrences(of: stranger, with: ""))
            // Asked again within the minute: the same page, no second mail.
            let twice = try await calyx.raw.post("/calyx/console/sign-in", headers: Self.form, body: "email=\(address)".buffer)
            #expect(twice.status == .ok && twice.text.contains("Check your mail"))
            let mails = try smtp.received(by: address)
            #expect(mails.count == 1)
            #expect(try smtp.received(by: stranger).isEmpty)
            let body = try #require(mails.first?.body)
            let link = try #require(body.firstMatch(of: /https:\/\/calyx\.example\/calyx\/console\/sign-in\?token=([A-Za-z0-9_-]+)/))
            // Only the link's hash is stored.
            let stored = try await calyx.withDatabase { db in
                try await db.sql.raw("SELECT token_hash FROM console_links").all(decoding: HashRow.self).map(\.token_hash)
            }
            #expect(stored == [RandomSecret.hash(String(link.1))])
            let confirmed = try await calyx.raw.post("/calyx/console/sign-in/confirm", headers: Self.form, body: "token=\(link.1)".buffer)
            #expect(confirmed.status == .seeOther && confirmed.headers[.setCookie]?.contains("Secure") == true)
        }
    }

    struct HashRow: Decodable { let token_hash: String }
}
