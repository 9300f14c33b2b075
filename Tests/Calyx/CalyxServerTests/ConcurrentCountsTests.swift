import CalyxAPI
import Foundation
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// Stored counts stay exact when many people act at once: each is compared with a count of the rows
/// it stands for, on both backends.
@Suite("Calyx counts under concurrency")
struct ConcurrentCountsTests {
    func sessions(_ calyx: CalyxHarness, _ prefix: String, _ count: Int) async throws -> [Components.Schemas.Session] {
        var sessions: [Components.Schemas.Session] = []
        for index in 0..<count { sessions.append(try await calyx.devSignIn("\(prefix)\(index)")) }
        return sessions
    }

    @Test("20 people liking, saving and taking them back at once leave a collection's true counts", arguments: TestDatabases.backends)
    func collectionReactions(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let owner = calyx.client(token: try await calyx.devSignIn("olive").accessToken)
            let flower = try await calyx.client().searchFlowers(query: .init(limit: 1)).ok.body.json.items[0].id
            let collection = try await owner.createCollection(body: .json(.init(name: "Meadow", isPublic: true, coverFlowerId: flower))).created.body.json.id
            let fans = try await sessions(calyx, "fan", 20)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for fan in fans {
                    let client = calyx.client(token: fan.accessToken)
                    group.addTask { _ = try await client.likeCollection(path: .init(collectionId: collection)).ok }
                    group.addTask { _ = try await client.saveCollection(path: .init(collectionId: collection)).ok }
                }
                try await group.waitForAll()
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, fan) in fans.enumerated() where index.isMultiple(of: 3) {
                    let client = calyx.client(token: fan.accessToken)
                    group.addTask { _ = try await client.unlikeCollection(path: .init(collectionId: collection)).ok }
                    group.addTask { _ = try await client.unsaveCollection(path: .init(collectionId: collection)).ok }
                    group.addTask { _ = try await client.likeCollection(path: .init(collectionId: collection)).ok }  // races its own unlike
                }
                try await group.waitForAll()
            }
            let check = try await calyx.withDatabase { db in
                try await db.sql.raw("""
                    SELECT c.like_count, c.save_count,
                        (SELECT COUNT(*) FROM collection_likes l WHERE l.collection_id = c.id) AS likes,
                        (SELECT COUNT(*) FROM saved_collections s WHERE s.collection_id = c.id) AS saves
                    FROM collections c WHERE c.id = \(bind: UUID(uuidString: collection)!)
                    """).first(decoding: ReactionCheck.self)
            }
            #expect(check?.like_count == check?.likes && check?.save_count == check?.saves)
            #expect(check?.saves == 13)
        }
    }

    @Test("comments, replies, deletions and votes at once leave true comment, reply and vote counts", arguments: TestDatabases.backends)
    func conversation(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend, environment: ["CALYX_COMMENTS_PER_MINUTE": "600"]) { calyx in
            let flower = try await calyx.client().searchFlowers(query: .init(limit: 1)).ok.body.json.items[0].id
            let author = calyx.client(token: try await calyx.devSignIn("author").accessToken)
            let thread = try await author.postComment(path: .init(flowerId: flower), body: .json(.init(text: "Start"))).created.body.json.id
            let people = try await sessions(calyx, "p", 20)
            // Everyone replies twice and votes on the thread (half up, half down, some switching).
            let replies = try await withThrowingTaskGroup(of: String.self) { group in
                for (index, person) in people.enumerated() {
                    let client = calyx.client(token: person.accessToken)
                    group.addTask {
                        try await client.postComment(path: .init(flowerId: flower), body: .json(.init(text: "Reply \(index) a", parentId: thread))).created.body.json.id
                    }
                    group.addTask {
                        try await client.postComment(path: .init(flowerId: flower), body: .json(.init(text: "Reply \(index) b", parentId: thread))).created.body.json.id
                    }
                    group.addTask {
                        if index.isMultiple(of: 2) {
                            _ = try await client.upvoteComment(path: .init(commentId: thread)).ok
                        } else {
                            _ = try await client.downvoteComment(path: .init(commentId: thread)).ok
                            _ = try await client.upvoteComment(path: .init(commentId: thread)).ok
                        }
                        return ""
                    }
                }
                return try await group.reduce(into: [String]()) { if !$1.isEmpty { $0.append($1) } }
            }
            #expect(replies.count == 40)
            // Then every author deletes their "a" reply while others post more.
            let listed = try await calyx.client().listReplies(path: .init(commentId: thread), query: .init(limit: 100)).ok.body.json.items
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, person) in people.enumerated() {
                    let client = calyx.client(token: person.accessToken)
                    let mine = listed.first { $0.text == "Reply \(index) a" }!.id
                    group.addTask { _ = try await client.deleteComment(path: .init(commentId: mine)).noContent }
                    group.addTask { _ = try await client.postComment(path: .init(flowerId: flower), body: .json(.init(text: "Late \(index)"))).created }
                }
                try await group.waitForAll()
            }
            let flowerID = UUID(uuidString: flower)!
            let (counts, votes) = try await calyx.withDatabase { db in
                let counts = try await db.sql.raw("""
                    SELECT f.comment_count, (SELECT COUNT(*) FROM comments c WHERE c.flower_id = f.id AND c.state = 'visible') AS visible,
                        (SELECT reply_count FROM comments WHERE id = \(bind: UUID(uuidString: thread)!)) AS reply_count,
                        (SELECT COUNT(*) FROM comments WHERE parent_id = \(bind: UUID(uuidString: thread)!) AND state = 'visible') AS replies
                    FROM flowers f WHERE f.id = \(bind: flowerID)
                    """).first(decoding: CommentCheck.self)
                let votes = try await db.sql.raw("""
                    SELECT c.upvotes, c.downvotes, c.score,
                        (SELECT COUNT(*) FROM comment_votes v WHERE v.comment_id = c.id AND v.value = 1) AS ups,
                        (SELECT COUNT(*) FROM comment_votes v WHERE v.comment_id = c.id AND v.value = -1) AS downs
                    FROM comments c WHERE c.id = \(bind: UUID(uuidString: thread)!)
                    """).first(decoding: VoteCheck.self)
                return (counts, votes)
            }
            #expect(counts?.comment_count == counts?.visible && counts?.visible == 1 + 20 + 20)
            #expect(counts?.reply_count == counts?.replies && counts?.replies == 20)
            #expect(votes?.upvotes == votes?.ups && votes?.downvotes == votes?.downs && votes?.score == (votes?.ups ?? 0) - (votes?.downs ?? 0))
            #expect(votes?.ups == 20 && votes?.downs == 0)
        }
    }
}

private struct ReactionCheck: Decodable {
    let like_count: Int
    let save_count: Int
    let likes: Int
    let saves: Int
}

private struct CommentCheck: Decodable {
    let comment_count: Int
    let visible: Int
    let reply_count: Int
    let replies: Int
}

private struct VoteCheck: Decodable {
    let upvotes: Int
    let downvotes: Int
    let score: Int
    let ups: Int
    let downs: Int
}
