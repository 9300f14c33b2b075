import CalyxAPI
import Foundation
import HTTPTypes
import HummingbirdTesting
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// `DELETE /user/account`: two steps, then nothing of the person anywhere, and everyone else's counts
/// equal to the rows that remain.
@Suite("Calyx account deletion")
struct AccountDeletionTests {
    @Test("deleting leaves no trace in any table or file, keeps others' answers and copies, and corrects every count", arguments: TestDatabases.backends)
    func deletion(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let scenario = try await LeavingScenario.make(calyx)
            let dana = scenario.dana
            // An export first, so her allowance row exists too.
            _ = try await [UInt8](collecting: try dana.client.exportData().ok.body.applicationZip, upTo: 64 << 20)
            // What the deletion must correct, seen before it.
            let before = try await scenario.olive.client.getUserProfile(path: .init(userId: scenario.olive.id)).ok.body.json
            #expect(before.followerCount == 1 && before.followingCount == 2)
            #expect(try await Self.mismatchedCounts(calyx).isEmpty)

            let refresh = try await calyx.signInWithApple(subject: "dana-apple", email: LeavingScenario.email)
            // Step one deletes nothing; a token from another of Dana's sessions, or no token at all, deletes nothing.
            let confirmation = try await dana.client.deleteAccount().ok.body.json
            #expect(confirmation.expiresAt > Date() && confirmation.expiresAt < Date().addingTimeInterval(600))
            let otherSession = try await calyx.client(token: refresh.accessToken).deleteAccount().ok.body.json.confirmationToken
            for (token, status, field) in [("not a token", 400, true), (otherSession, 422, true), (confirmation.confirmationToken + "x", 422, true)] {
                let refused = try await Self.delete(calyx, token: dana.token, confirmation: token)
                #expect(refused.status.code == status && (refused.problem?.errors?.first?.field == "Confirmation-Token") == field, "\(refused.text)")
            }
            _ = try await dana.client.getProfile().ok

            let photoFiles = scenario.photos.flatMap { photo in
                [photo.variants.thumb.url, photo.variants.medium.url, photo.variants.large.url].flatMap { url in
                    ["jpg", "webp"].map { LeavingScenario.storedFile(url, encoding: $0, in: calyx) }
                }
            }
            #expect(photoFiles.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
            _ = try await dana.client.deleteAccount(headers: .init(confirmationToken: confirmation.confirmationToken)).noContent

            // Every session ended: the access tokens and refresh tokens of both sign-ins are refused.
            let signedOut = try await Self.delete(calyx, token: dana.token, confirmation: confirmation.confirmationToken)
            #expect(signedOut.status == .unauthorized)
            guard case .default(let refreshStatus, _) = try await calyx.client().refreshSession(body: .json(.init(refreshToken: refresh.refreshToken))) else {
                Issue.record("a deleted account's refresh token worked"); return
            }
            #expect(refreshStatus == 401)
            #expect(photoFiles.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) }, "her photo files are gone")

            // Nothing in any table names her, in any spelling, or holds her words.
            let id = try #require(UUID(uuidString: dana.id))
            let needles = [
                id.uuidString, id.uuidString.replacingOccurrences(of: "-", with: ""), LeavingScenario.username, LeavingScenario.word, LeavingScenario.phone,
            ]
                .map { $0.lowercased() }
            let traces = try await Self.tablesContaining(needles, calyx)
            #expect(traces.isEmpty, "traces of the deleted person in \(traces)")
            let files = try Self.filesContaining([LeavingScenario.word, LeavingScenario.email], under: calyx.server.isolation.scratch.url)
            #expect(files.isEmpty, "the deleted person's words on disk in \(files)")
            #expect(try await Self.mismatchedCounts(calyx).isEmpty, "every count equals its rows")

            // What others see: counts corrected, answers kept under a placeholder, copies uncredited.
            let olive = scenario.olive.client
            let after = try await olive.getUserProfile(path: .init(userId: scenario.olive.id)).ok.body.json
            #expect(after.followerCount == 0 && after.followingCount == 1)
            let pete = try await olive.getUserProfile(path: .init(userId: scenario.pete.id)).ok.body.json
            #expect(pete.followingCount == 0 && pete.followerCount == 1)
            let threads = try await olive.listComments(path: .init(flowerId: scenario.flowers[2]), query: .init(sort: .oldest)).ok.body.json.items
            #expect(threads.map(\.id) == [scenario.answeredComment, scenario.peteComment])
            let placeholder = threads[0]
            #expect(placeholder.state == .deleted && placeholder.author == nil && placeholder.text == nil && placeholder.photo == nil)
            #expect(placeholder.replies?.map(\.id) == [scenario.oliveReply] && placeholder.replyCount == 1)
            #expect(threads[1].replyCount == 0 && threads[1].replies?.isEmpty == true)
            let otherThreads = try await olive.listComments(path: .init(flowerId: scenario.flowers[3])).ok.body.json.items
            #expect(otherThreads.isEmpty, "Olive's deleted thread held only Dana's reply")
            let copy = try await olive.getCollection(path: .init(collectionId: scenario.oliveCopy)).ok.body.json
            #expect(copy.collection.copiedFrom == nil && copy.items.map(\.flower.id) == [scenario.flowers[0], scenario.flowers[1], scenario.flowers[5]])
            let original = try await olive.getCollection(path: .init(collectionId: scenario.oliveCollection)).ok.body.json.collection
            #expect(original.likeCount == 1 && original.saveCount == 0)

            // Olive's inbox: Dana's follow is gone; the like she shared with Pete is Pete's alone.
            let inbox = try await olive.listNotifications(query: .init()).ok.body.json.items
            #expect(!inbox.contains { $0.kind == .follow }, "\(inbox.map(\.text))")
            let likes = try #require(inbox.first { $0.kind == .collectionLike })
            #expect(likes.actorCount == 1 && likes.actors.map(\.id) == [scenario.pete.id], "\(likes.text)")
            #expect(!inbox.contains { item in item.actors.contains { $0.id == dana.id } || item.text.contains("Dana") })
            guard case .default(let gone, _) = try await olive.getUserProfile(path: .init(userId: dana.id)) else {
                Issue.record("the deleted person's profile is still shown"); return
            }
            #expect(gone == 404)
            #expect(try await olive.checkUsername(query: .init(username: LeavingScenario.username)).ok.body.json.available)

            // Signing in again with the same Apple account starts afresh.
            let fresh = try await calyx.signInWithApple(subject: "dana-apple", email: LeavingScenario.email)
            #expect(fresh.user.id != dana.id && fresh.user.username == nil)
        }
    }

    @Test("a confirmation token expires after 5 minutes and deletes nothing then", arguments: TestDatabases.backends)
    func expiry(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let session = try await calyx.devSignIn("erin")
            let client = calyx.client(token: session.accessToken)
            let token = try await client.deleteAccount().ok.body.json.confirmationToken
            clock.advance(by: 301)
            let expired = try await Self.delete(calyx, token: session.accessToken, confirmation: token)
            #expect(expired.status == .unprocessableContent && expired.problem?.errors?.first?.field == "Confirmation-Token")
            #expect(try await client.getProfile().ok.body.json.id == session.user.id)
            let anonymous = try await calyx.raw.execute(.init("/calyx/v1/user/account", method: .delete))
            #expect(anonymous.status == .unauthorized && anonymous.problem != nil)
        }
    }

    static func delete(_ calyx: CalyxHarness, token: String, confirmation: String) async throws -> TestClient.Response {
        try await calyx.raw.execute(.init(
            "/calyx/v1/user/account", method: .delete,
            headers: [.authorization: "Bearer \(token)", HTTPField.Name("Confirmation-Token")!: confirmation]
        ))
    }

    // MARK: Looking everywhere

    /// Columns of the app's database with a row holding one of `needles` (lowercase), in any table.
    static func tablesContaining(_ needles: [String], _ calyx: CalyxHarness) async throws -> [String] {
        try await calyx.withDatabase { database in
            let tables = Set(try await DatabaseTraces.columns(in: database).map(\.table))
            #expect(tables.isSuperset(of: ["users", "comments", "media", "data_exports", "profiles"]))
            return try await DatabaseTraces.columnsContaining(needles, in: database)
        }
    }

    /// Files under `directory` holding any of `words`, byte for byte.
    static func filesContaining(_ words: [String], under directory: URL) throws -> [String] {
        try DatabaseTraces.filesContaining(words.map { Array($0.utf8) }, under: directory)
    }

    /// Each stored count compared with the rows it counts, recomputed; the rows that disagree.
    static func mismatchedCounts(_ calyx: CalyxHarness) async throws -> [String] {
        try await calyx.withDatabase { database in
            let checks: [(String, SQLQueryString)] = [
                ("followers", "SELECT user_id AS id FROM profiles p WHERE follower_count <> (SELECT COUNT(*) FROM follows WHERE followee_id = p.user_id)"),
                ("following", "SELECT user_id AS id FROM profiles p WHERE following_count <> (SELECT COUNT(*) FROM follows WHERE follower_id = p.user_id)"),
                ("flower likes", "SELECT id FROM flowers f WHERE like_count <> (SELECT COUNT(*) FROM flower_likes WHERE flower_id = f.id)"),
                ("flower saves", "SELECT id FROM flowers f WHERE save_count <> (SELECT COUNT(*) FROM saved_flowers WHERE flower_id = f.id)"),
                ("flower comments", "SELECT id FROM flowers f WHERE comment_count <> (SELECT COUNT(*) FROM comments WHERE flower_id = f.id AND state = 'visible')"),
                ("collection likes", "SELECT id FROM collections c WHERE like_count <> (SELECT COUNT(*) FROM collection_likes WHERE collection_id = c.id)"),
                ("collection saves", "SELECT id FROM collections c WHERE save_count <> (SELECT COUNT(*) FROM saved_collections WHERE collection_id = c.id)"),
                ("upvotes", "SELECT id FROM comments c WHERE upvotes <> (SELECT COUNT(*) FROM comment_votes WHERE comment_id = c.id AND value = 1)"),
                ("downvotes", "SELECT id FROM comments c WHERE downvotes <> (SELECT COUNT(*) FROM comment_votes WHERE comment_id = c.id AND value = -1)"),
                ("score", "SELECT id FROM comments c WHERE score <> upvotes - downvotes"),
                ("notification actors", """
                    SELECT id FROM notifications n WHERE kind <> 'commentUpvotes'
                        AND actor_count <> (SELECT COUNT(*) FROM notification_actors WHERE notification_id = n.id)
                    """),
                ("notifications nobody caused", """
                    SELECT id FROM notifications n WHERE kind <> 'commentUpvotes'
                        AND NOT EXISTS (SELECT 1 FROM notification_actors WHERE notification_id = n.id)
                    """),
                ("replies", """
                    SELECT id FROM comments c WHERE parent_id IS NULL
                        AND reply_count <> (SELECT COUNT(*) FROM comments r WHERE r.parent_id = c.id AND r.state = 'visible')
                    """),
            ]
            var mismatched: [String] = []
            for (name, query) in checks {
                let rows = try await database.sql.raw(query).all()
                if !rows.isEmpty { mismatched.append("\(name): \(rows.count)") }
            }
            return mismatched
        }
    }
}
