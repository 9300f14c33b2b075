import Foundation
import GifterAPI
import MailTestSupport
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// Email and password accounts through the generated client: sign up, log in, the one failure, refresh,
/// log out, password change, reset by mail through a real SMTP server, and deleting everything.
@Suite("Gifter accounts")
struct AccountsAPITests {
    @Test("sign up, log in, one answer for every failure, refresh and log out", arguments: TestDatabases.backends)
    func signUpAndLogIn(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let client = harness.client()
            let session = try await client.signUp(body: .json(.init(email: "Mia@Example.org", password: "slow mornings", name: "Mia Rossi"))).ok.body.json
            #expect(session.user.firstName == "Mia" && session.user.email == "mia@example.org" && session.user.onboarded == false)
            #expect(defaultStatus(try await client.signUp(body: .json(.init(email: "mia@example.org", password: "another password", name: "Mia")))) == 409)
            let weak = defaultStatus(try await client.signUp(body: .json(.init(email: "ben@example.org", password: "short", name: "Ben"))))
            #expect(weak == 422 || weak == 400)
            _ = try await client.logIn(body: .json(.init(email: "MIA@example.org", password: "slow mornings"))).ok
            // Wrong password and unknown email: the same status and the same words.
            let wrong = try await harness.send(.post, "/auth/login", json: ["email": "mia@example.org", "password": "fast mornings"])
            let unknown = try await harness.send(.post, "/auth/login", json: ["email": "nobody@example.org", "password": "fast mornings"])
            #expect(wrong.status == .unauthorized && unknown.status == .unauthorized)
            #expect(wrong.problem?.detail == unknown.problem?.detail)
            let refreshed = try await client.refreshSession(body: .json(.init(refreshToken: session.refreshToken))).ok.body.json
            _ = try await client.signOut(body: .json(.init(refreshToken: refreshed.refreshToken))).noContent
            #expect(defaultStatus(try await client.refreshSession(body: .json(.init(refreshToken: refreshed.refreshToken)))) == 401)
        }
    }

    @Test("changing the password needs the current one and ends other sessions", arguments: TestDatabases.backends)
    func changePassword(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let phone = try await harness.client().signUp(body: .json(.init(email: "ana@example.org", password: "orange groves", name: "Ana"))).ok.body.json
            let laptop = try await harness.client().logIn(body: .json(.init(email: "ana@example.org", password: "orange groves"))).ok.body.json
            let me = harness.client(token: phone.accessToken)
            let wrong = try await harness.send(.put, "/user/password", json: ["currentPassword": "lemon groves", "newPassword": "olive groves 2"], token: phone.accessToken)
            #expect(wrong.status.code == 422)
            #expect(wrong.problem?.errors?.first?.field == "currentPassword")
            _ = try await me.changePassword(body: .json(.init(currentPassword: "orange groves", newPassword: "olive groves 2"))).noContent
            #expect(defaultStatus(try await harness.client().refreshSession(body: .json(.init(refreshToken: laptop.refreshToken)))) == 401)
            _ = try await harness.client().refreshSession(body: .json(.init(refreshToken: phone.refreshToken))).ok
            _ = try await harness.client().logIn(body: .json(.init(email: "ana@example.org", password: "olive groves 2"))).ok
        }
    }

    @Test("deleting the account removes every row of the person", arguments: TestDatabases.backends)
    func deleteAccount(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let mia = try await harness.member("Mia", email: "mia@example.org")
            let ben = try await harness.member("Ben", email: "ben@example.org")
            try await harness.befriend(mia, ben, email: "ben@example.org")
            let client = harness.client(token: mia.token)
            _ = try await harness.answer(mia, ["deep-style": ["deep-style.minimal"]])
            let profile = try await client.createProfile(body: .json(.init(name: "Dad", relationship: .father, threeWords: "gardener"))).created.body.json
            _ = try await client.createOccasion(body: .json(.init(person: profile.person!, kind: .birthday, date: "1960-05-02"))).created
            _ = try await client.saveToWishlist(path: .init(productId: "stoneware-pour-over-set"), body: .json(.init())).ok
            _ = try await client.saveIdea(path: .init(person: profile.person!, productId: "garden-kneeler-seat"), body: .json(.init())).ok
            _ = try await client.saveIdea(path: .init(person: ben.ref, productId: "stoneware-pour-over-set"), body: .json(.init())).ok
            _ = try await client.createWishlist(body: .json(.init(name: "Kitchen"))).created
            _ = try await client.registerDevice(path: .init(deviceToken: String(repeating: "ab", count: 32)), body: .json(.init(environment: .development))).noContent
            // Ben plans for Mia, and wishes for something Mia claims.
            let benClient = harness.client(token: ben.token)
            _ = try await benClient.saveToWishlist(path: .init(productId: "stonewashed-linen-apron"), body: .json(.init())).ok
            _ = try await client.claimItem(path: .init(friendId: ben.id, productId: "stonewashed-linen-apron")).noContent
            _ = try await benClient.saveIdea(path: .init(person: mia.ref, productId: "stoneware-pour-over-set"), body: .json(.init())).ok
            _ = try await benClient.createOccasion(body: .json(.init(person: mia.ref, kind: .birthday, date: "1994-08-19"))).created

            _ = try await client.deleteAccount().noContent
            let id = UUID(uuidString: mia.id)!
            try await harness.withDatabase { database in
            let sql = database.sql
            for (table, column) in [
                ("users", "id"), ("identities", "user_id"), ("session_families", "user_id"), ("password_credentials", "user_id"), ("members", "user_id"),
                ("gifting_profiles", "owner_id"), ("friendships", "user_id"), ("friendships", "friend_id"), ("friend_requests", "from_id"),
                ("wishlists", "owner_id"), ("wishlist_items", "owner_id"), ("claims", "claimer_id"), ("occasions", "owner_id"), ("gift_ideas", "owner_id"),
                ("push_devices", "account_id"),
            ] {
                let rows = try await sql.raw("SELECT COUNT(*) AS n FROM \(unsafeRaw: table) WHERE \(unsafeRaw: column) = \(bind: id)").first(decoding: Count.self)
                #expect(rows?.n == 0, "\(table).\(column) still names the deleted account")
            }
            for table in ["gift_ideas", "occasions"] {
                let rows = try await sql.raw("SELECT COUNT(*) AS n FROM \(unsafeRaw: table) WHERE person = \(bind: "friend:\(mia.id)")").first(decoding: Count.self)
                #expect(rows?.n == 0, "\(table) still plans for the deleted account")
            }
            }
            #expect(try await benClient.listFriends().ok.body.json.friends.isEmpty)
            #expect(defaultStatus(try await harness.client().logIn(body: .json(.init(email: "mia@example.org", password: "a long quiet walk")))) == 401)
            #expect(defaultStatus(try await client.getUser()) == 401)
        }
    }

    struct Count: Decodable { let n: Int }
}

/// Password reset links by mail through the real SMTP server `scripts/with-smtp.sh` starts.
@Suite("Gifter password reset", .enabled(if: TestSMTPServer.current != nil))
struct PasswordResetAPITests {
    var smtp: [String: String] {
        let server = TestSMTPServer.current!
        return [
            "GIFTER_SMTP_URL": server.startTLS, "GIFTER_MAIL_FROM": "Gifter <hello@gifter.example>", "GREENHOUSE_SMTP_CA_FILE": server.authority,
            "GIFTER_RESET_LINK_BASE": "https://gifter.example/reset#token=",
        ]
    }

    /// The reset links mailed to `email`, waiting (up to a bound on hangs) until there are `count`.
    func links(_ email: String, count: Int) async throws -> [String] {
        var links: [String] = []
        _ = try await pollUntil(every: .milliseconds(50)) {
            links = try TestSMTPServer.current!.received(by: email).compactMap(\.body).compactMap { body in
                body.split(separator: "\r\n").first { $0.hasPrefix("https://gifter.example/reset#token=") }.map(String.init)
            }
            return links.count >= count
        }
        return links
    }

    @Test("the same answer for any email; a single-use link by mail that ends every session", arguments: TestDatabases.backends)
    func reset(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend, environment: smtp) { harness in
            let email = "reset-\(UUID().uuidString.prefix(8).lowercased())@example.org"
            let stranger = "nobody-\(UUID().uuidString.prefix(8).lowercased())@example.org"
            let old = try await harness.client().signUp(body: .json(.init(email: email, password: "first password", name: "Rosa"))).ok.body.json
            let known = try await harness.send(.post, "/auth/password-reset", json: ["email": email])
            let unknown = try await harness.send(.post, "/auth/password-reset", json: ["email": stranger])
            #expect(known.status == .accepted && unknown.status == .accepted)
            #expect(known.text == unknown.text)
            // What is not an address at all is told apart: that says nothing about accounts.
            let malformed = try await harness.send(.post, "/auth/password-reset", json: ["email": "0000"])
            #expect(malformed.status.code == 422 && malformed.text.contains("\"field\":\"email\""), "\(malformed.status) \(malformed.text)")
            let link = try #require(try await links(email, count: 1).first)
            let mail = try #require(try TestSMTPServer.current!.received(by: email).first)
            #expect(mail.tls && mail.auth && mail.from == "hello@gifter.example")
            let token = String(link.dropFirst("https://gifter.example/reset#token=".count))
            let session = try await harness.client().completePasswordReset(body: .json(.init(token: token, password: "second password"))).ok.body.json
            #expect(session.user.email == email)
            #expect(defaultStatus(try await harness.client().completePasswordReset(body: .json(.init(token: token, password: "third password")))) == 410)
            #expect(defaultStatus(try await harness.client().refreshSession(body: .json(.init(refreshToken: old.refreshToken)))) == 401)
            _ = try await harness.client().logIn(body: .json(.init(email: email, password: "second password"))).ok
            #expect(defaultStatus(try await harness.client().logIn(body: .json(.init(email: email, password: "first password")))) == 401)
            // Nothing was ever mailed to the address without an account.
            try await Task.sleep(for: .milliseconds(200), tolerance: .zero)
            #expect(try TestSMTPServer.current!.received(by: stranger).isEmpty)
        }
    }

    @Test("a link is no good after 30 minutes", arguments: TestDatabases.backends)
    func expiry(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend, environment: smtp) { harness in
            let email = "late-\(UUID().uuidString.prefix(8).lowercased())@example.org"
            _ = try await harness.client().signUp(body: .json(.init(email: email, password: "first password", name: "Lee"))).ok
            _ = try await harness.client().requestPasswordReset(body: .json(.init(email: email))).accepted
            let link = try #require(try await links(email, count: 1).first)
            harness.clock.advance(by: 31 * 60)
            let token = String(link.dropFirst("https://gifter.example/reset#token=".count))
            #expect(defaultStatus(try await harness.client().completePasswordReset(body: .json(.init(token: token, password: "second password")))) == 410)
        }
    }
}
