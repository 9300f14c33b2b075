import CalyxAPI
@testable import CalyxServer
import Foundation
import Media
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// `greenhouse seed --demo` for Calyx beside real people made through the API, on both backends:
/// the dev sign-in's app is alive, stored counts are what the API keeps, the same seed gives the same
/// community, a second run does nothing, and removal leaves every real row byte for byte as it was.
@Suite("Calyx demo community")
struct CalyxDemoTests {
    /// Rankings the jobs rebuild (with new generation numbers) and per-request bookkeeping: not anyone's data.
    static let derived: Set<String> = ["trending_flowers", "taste_neighbours", "popular_collections", "job_leases", "rate_limit_buckets"]

    func demo(_ calyx: CalyxHarness, _ database: Database, people: Int = 40) throws -> CalyxDemo {
        let configuration = try calyx.server.isolation.configuration()
        let library = MediaLibrary(
            database: database, store: MediaStorage.store(configuration), processor: .shared, wallClock: calyx.wallClock, scope: "calyx"
        )
        return CalyxDemo(database: database, library: library, wallClock: calyx.wallClock, progress: { _ in }, people: people)
    }

    func dump(_ database: Database, leaving skipped: Set<String> = derived) async throws -> [String: [String]] {
        try await DatabaseDump.of(database).filter { !skipped.contains($0.key) }
    }

    func mediaFiles(_ calyx: CalyxHarness) throws -> [String] {
        let root = try calyx.server.isolation.configuration().dataDirectory
        let files = FileManager.default.enumerator(at: root.appendingPathComponent("media"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }.map(\.path) ?? []
        return files.sorted()
    }

    @Test("beside real people who follow, like, save, reply and vote on demo things: removal leaves real data byte for byte", arguments: TestDatabases.backends)
    func removalLeavesRealData(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend, wallClock: ManualWallClock(Date(timeIntervalSince1970: 1_790_000_000))) { calyx in
            let alice = try await calyx.devSignIn("Alice")
            let ben = try await calyx.devSignIn("ben")
            let asAlice = calyx.client(token: alice.accessToken), asBen = calyx.client(token: ben.accessToken)
            let flowers = try await calyx.client().searchFlowers(query: .init(limit: 3)).ok.body.json.items.map(\.id)
            _ = try await asBen.followUser(path: .init(userId: alice.user.id)).ok
            _ = try await asAlice.likeFlower(path: .init(flowerId: flowers[0])).ok
            let benCollection = try await asBen.createCollection(body: .json(.init(name: "Ben's meadow", isPublic: true, coverFlowerId: flowers[1]))).created.body.json
            _ = try await asAlice.likeCollection(path: .init(collectionId: benCollection.id)).ok
            let thread = try await asAlice.postComment(path: .init(flowerId: flowers[2]), body: .json(.init(text: "Mine came up early this year."))).created.body.json
            _ = try await asBen.postComment(path: .init(flowerId: flowers[2]), body: .json(.init(text: "Same here!", parentId: thread.id))).created.body.json

            try await calyx.withDatabase { database in
                let before = try await dump(database)
                let filesBefore = try mediaFiles(calyx)
                #expect(try await demo(calyx, database).seed(3))

                // The dev sign-in's app is alive: feed, trending, Explore, comments, inbox.
                let feed = try await asAlice.getFeed(query: .init()).ok.body.json
                #expect(!feed.items.isEmpty)
                let inbox = try await asAlice.listNotifications(query: .init()).ok.body.json
                #expect(Set(inbox.items.map(\.kind.rawValue)).isSuperset(of: ["follow", "collectionLike", "commentReply"]))
                #expect(try mediaFiles(calyx).count > filesBefore.count, "the avatars' files")

                // Real people act on demo things.
                let demoPerson = try await database.sql.raw("SELECT row_id AS id FROM demo_rows WHERE table_name = 'users' ORDER BY row_id LIMIT 1").first(decoding: Row.self)!.id
                let demoCollection = try await database.sql.raw("""
                    SELECT id FROM collections WHERE user_id IN (SELECT row_id FROM demo_rows WHERE table_name = 'users') ORDER BY id LIMIT 1
                    """).first(decoding: Row.self)!.id
                let demoComment = try await database.sql.raw("""
                    SELECT id, flower_id FROM comments WHERE parent_id IS NULL AND user_id IN (SELECT row_id FROM demo_rows WHERE table_name = 'users')
                    ORDER BY id LIMIT 1
                    """).first(decoding: CommentRef.self)!
                _ = try await asBen.followUser(path: .init(userId: demoPerson.apiString)).ok
                _ = try await asBen.likeCollection(path: .init(collectionId: demoCollection.apiString)).ok
                _ = try await asBen.saveCollection(path: .init(collectionId: demoCollection.apiString)).ok
                _ = try await asBen.postComment(
                    path: .init(flowerId: demoComment.flower_id.apiString), body: .json(.init(text: "Thank you, very useful.", parentId: demoComment.id.apiString))
                ).created
                _ = try await asBen.upvoteComment(path: .init(commentId: demoComment.id.apiString)).ok

                try await demo(calyx, database).remove()
                let after = try await dump(database)
                for table in Set(before.keys).union(after.keys).sorted() where before[table] != after[table] {
                    Issue.record("\(table) differs after removal: \(Set(after[table] ?? []).symmetricDifference(before[table] ?? []).sorted().prefix(4))")
                }
                #expect(try mediaFiles(calyx) == filesBefore, "every avatar file is gone, no other file touched")
                #expect(try await calyx.client().searchFlowers(query: .init(limit: 1)).ok.body.json.items.count == 1)
            }
        }
    }

    @Test("the same seed gives the same community, counts as the API keeps them, a second run does nothing", arguments: TestDatabases.backends)
    func deterministicCountedIdempotent(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend, wallClock: ManualWallClock(Date(timeIntervalSince1970: 1_790_000_000))) { calyx in
            _ = try await calyx.devSignIn("Alice")
            try await calyx.withDatabase { database in
                // Media ids are drawn by the library: compared through their content instead.
                let random: Set<String> = Self.derived.union(["media", "media_pending", "media_variant_jobs"])
                func community() async throws -> [String: [String]] {
                    var tables = try await dump(database, leaving: random)
                    tables["profiles"] = tables["profiles"]?.map { $0.replacingOccurrences(of: #"photo_id=\S+"#, with: "photo", options: .regularExpression) }.sorted()
                    tables["demo_rows"] = tables["demo_rows"]?.filter { !$0.contains("table_name=media") }
                    tables["media content"] = try await database.sql.raw("SELECT content_key FROM media").all(decodingColumn: "content_key", as: String.self).sorted()
                    return tables
                }
                let seeder = try demo(calyx, database)
                #expect(try await seeder.seed(7))
                let first = try await community()
                #expect(try await !seeder.seed(7), "a second run finds the demo and does nothing")
                #expect(try await community() == first)
                #expect(try await mismatchedCounts(database).isEmpty)

                try await seeder.remove()
                #expect(try await seeder.seed(7))
                let again = try await community()
                for table in Set(first.keys).union(again.keys).sorted() where first[table] != again[table] {
                    Issue.record("\(table) differs for the same seed: \(Set(again[table] ?? []).symmetricDifference(first[table] ?? []).sorted().prefix(2))")
                }
                try await seeder.remove()
                #expect(try await seeder.seed(8))
                #expect(try await community()["comments"] != first["comments"], "another seed, another community")

                // Comments are kind and pass our moderation; names are plausible and distinct.
                let bodies = try await database.sql.raw("SELECT body FROM comments").all(decodingColumn: "body", as: String.self)
                #expect(bodies.count > 40 && bodies.allSatisfy { WordListModerator.shipped.blockedWord(in: $0) == nil })
                let names = try await database.sql.raw("""
                    SELECT username FROM users WHERE id IN (SELECT row_id FROM demo_rows WHERE table_name = 'users')
                    """).all(decodingColumn: "username", as: String.self)
                #expect(names.count == 40 && Set(names).count == 40)
            }
        }
    }

    /// Stored counts that differ from the rows they count (as the API keeps them): empty when exact.
    func mismatchedCounts(_ database: Database) async throws -> [String] {
        let checks: [(String, SQLQueryString)] = [
            ("followers", "SELECT user_id AS id FROM profiles p WHERE follower_count <> (SELECT COUNT(*) FROM follows f WHERE f.followee_id = p.user_id)"),
            ("following", "SELECT user_id AS id FROM profiles p WHERE following_count <> (SELECT COUNT(*) FROM follows f WHERE f.follower_id = p.user_id)"),
            ("flower likes", "SELECT id FROM flowers f WHERE like_count <> (SELECT COUNT(*) FROM flower_likes l WHERE l.flower_id = f.id)"),
            ("flower saves", "SELECT id FROM flowers f WHERE save_count <> (SELECT COUNT(*) FROM saved_flowers s WHERE s.flower_id = f.id)"),
            ("flower comments", "SELECT id FROM flowers f WHERE comment_count <> (SELECT COUNT(*) FROM comments c WHERE c.flower_id = f.id AND c.state = 'visible')"),
            ("replies", "SELECT id FROM comments c WHERE reply_count <> (SELECT COUNT(*) FROM comments r WHERE r.parent_id = c.id AND r.state = 'visible')"),
            ("upvotes", "SELECT id FROM comments c WHERE upvotes <> (SELECT COUNT(*) FROM comment_votes v WHERE v.comment_id = c.id AND v.value = 1)"),
            ("downvotes", "SELECT id FROM comments c WHERE downvotes <> (SELECT COUNT(*) FROM comment_votes v WHERE v.comment_id = c.id AND v.value = -1)"),
            ("score", "SELECT id FROM comments c WHERE score <> upvotes - downvotes"),
            ("collection likes", "SELECT id FROM collections c WHERE like_count <> (SELECT COUNT(*) FROM collection_likes l WHERE l.collection_id = c.id)"),
            ("collection saves", "SELECT id FROM collections c WHERE save_count <> (SELECT COUNT(*) FROM saved_collections s WHERE s.collection_id = c.id)"),
            ("inbox actors", "SELECT id FROM notifications n WHERE actor_count <> (SELECT COUNT(*) FROM notification_actors a WHERE a.notification_id = n.id)"),
        ]
        var wrong: [String] = []
        for (name, query) in checks where try await database.sql.raw(query).first() != nil { wrong.append(name) }
        return wrong
    }

    private struct Row: Decodable { let id: UUID }
    private struct CommentRef: Decodable { let id: UUID; let flower_id: UUID }
}
