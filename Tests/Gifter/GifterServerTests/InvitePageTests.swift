import Foundation
import GifterAPI
@testable import GifterServer
import HTTPTypes
import HummingbirdTesting
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("The web page behind an invite link")
struct InvitePageTests {
    static let name = #"Ann <b>&""#
    static let escapedName = "Ann &lt;b&gt;&amp;&quot;"

    /// The page as someone without the app and without a session fetches it.
    static func open(_ token: String, _ harness: GifterHarness) async throws -> TestClient.Response {
        try await harness.raw.execute(.init("/gifter/invite/\(token)", method: .get))
    }

    /// Every column of every invite, to show a view changes none of them.
    static func inviteRows(_ harness: GifterHarness) async throws -> [String] {
        try await harness.withDatabase { database in
            struct Row: Decodable { let token_hash: String; let owner_id: UUID; let created_at: Date; let expires_at: Date }
            return try await database.sql.raw("SELECT token_hash, owner_id, created_at, expires_at FROM friend_invites ORDER BY token_hash")
                .all(decoding: Row.self).map { "\($0.token_hash) \($0.owner_id) \($0.created_at) \($0.expires_at)" }
        }
    }

    static func expectPageHeaders(_ response: TestClient.Response) {
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(response.headers[.cacheControl] == "private, no-store")
        #expect(response.headers[.contentSecurityPolicy] == InvitePageRoutes.contentSecurityPolicy)
        #expect(response.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'none';") == true)
        #expect(response.headers[.contentSecurityPolicy]?.contains("script") == false)
        #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
        #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer")
    }

    @Test("a real invite renders the inviter's name escaped and nothing else of theirs; viewing it changes nothing", arguments: TestDatabases.backends)
    func invitePage(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let ann = try await harness.member(Self.name, email: "ann.page@example.org")
            try await FriendsServerTests.setUsername("ann_page", of: ann, harness)
            let invite = try await harness.client(token: ann.token).createFriendInvite().created.body.json
            let before = try await Self.inviteRows(harness)

            let page = try await Self.open(invite.token, harness)
            #expect(page.status == .ok)
            Self.expectPageHeaders(page)
            let html = page.text
            #expect(html.contains("<h1>\(Self.escapedName) invited you to be friends on Gifter</h1>"), "\(html)")
            #expect(html.contains(#"<meta property="og:title" content="\#(Self.escapedName) invited you to Gifter">"#))
            #expect(html.contains(#"<meta property="og:description" content="\#(InvitePage.about)">"#))
            #expect(html.contains(#"<meta name="robots" content="noindex, nofollow">"#))
            #expect(html.contains(#"<meta name="viewport""#))
            #expect(html.contains(#"href="gifter://invite/\#(invite.token)""#))
            #expect(html.contains("Open this link on your iPhone"))
            #expect(html.contains("Gifter is coming to the App Store soon"))
            #expect(!html.contains("<b>") && !html.contains("<script"))
            for secret in ["ann.page@example.org", "ann_page", ann.id] { #expect(!html.contains(secret), "\(secret)") }

            // A preview only: the invite is as it was, and Ben can still use it through the API.
            #expect(try await Self.inviteRows(harness) == before)
            let ben = try await harness.person("Ben")
            let benClient = harness.client(token: ben.token)
            #expect(try await benClient.getFriendInvite(path: .init(token: invite.token)).ok.body.json.from.displayName == Self.name)
            #expect(try await benClient.acceptFriendInvite(path: .init(token: invite.token)).ok.body.json.id == ann.id)
            #expect(try await FriendsServerTests.friendNames(ben, harness) == [Self.name])
        }
    }

    @Test("GIFTER_APP_STORE_URL becomes the page's Get Gifter button; anything but an https address stops the server", arguments: TestDatabases.backends)
    func appStoreLink(backend: DatabaseBackend) async throws {
        let store = "https://apps.apple.com/app/gifter/id1234567890"
        try await GifterHarness.run(backend: backend, environment: ["GIFTER_APP_STORE_URL": store]) { harness in
            let ann = try await harness.person("Ann")
            let invite = try await harness.client(token: ann.token).createFriendInvite().created.body.json
            let html = try await Self.open(invite.token, harness).text
            #expect(html.contains(#"<a class="button primary" href="\#(store)">Get Gifter on the App Store</a>"#))
            #expect(!html.contains("coming to the App Store"))
        }
        for bad in ["http://apps.apple.com/app/id1", "apps.apple.com/app/id1", "https://"] {
            #expect(throws: ConfigurationError.self) { try InvitePageRoutes.appStoreURL(["GIFTER_APP_STORE_URL": bad]) }
        }
        #expect(try InvitePageRoutes.appStoreURL(["GIFTER_APP_STORE_URL": ""]) == nil)
    }

    @Test("unknown, expired and malformed links get one identical 404 page", arguments: TestDatabases.backends)
    func missingPages(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let ann = try await harness.person("Ann")
            let invite = try await harness.client(token: ann.token).createFriendInvite().created.body.json
            #expect(try await Self.open(invite.token, harness).status == .ok)
            harness.clock.advance(by: invite.expiresAt.timeIntervalSince(harness.clock.now()))

            let tokens = [
                invite.token,  // expired
                String(repeating: "A", count: 43),  // unknown
                String(invite.token.dropLast()),  // malformed: cut short
                invite.token + "A",  // malformed: too long
                String(invite.token.dropLast()) + "%21",  // malformed: a character outside base64url
            ]
            var bodies: Set<String> = []
            for token in tokens {
                let response = try await Self.open(token, harness)
                #expect(response.status == .notFound, "\(token)")
                Self.expectPageHeaders(response)
                bodies.insert(response.text)
            }
            #expect(bodies.count == 1)
            let html = try #require(bodies.first)
            #expect(html.contains("<h1>This invitation has run out or the link is incomplete. Ask for a new one.</h1>"), "\(html)")
            #expect(html.contains(#"<meta name="robots" content="noindex, nofollow">"#))
            #expect(!html.contains("Ann") && !html.contains("gifter://"))
        }
    }
}
