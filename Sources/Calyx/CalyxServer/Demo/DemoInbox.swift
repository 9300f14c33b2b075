import Foundation
import ServerKit
import SplitMix64
import SQLKit

/// The dev account's notifications from the demo, as `NotificationRecorder` would have grouped them:
/// new followers, likes and saves of its showcase collection, replies to its comment and that
/// comment's upvote milestones. No pushes are queued (nothing happened on a phone's watch).
///
/// A group the demo opens is marked in `demo_rows`. When the account already has an unread group of
/// new followers (real ones), demo followers join it without moving its time, and leave it again on
/// removal (`NotificationRecorder.forget` recounts it), so the real group is left as it was.
struct DemoInbox: Sendable {
    let database: Database
    let plan: DemoPlan
    let dev: UUID
    let seed: UInt64
    let id: @Sendable (Int) -> UUID

    func write() async throws {
        try await database.transaction { db in
            // Group ids drawn from the seed too: the same seed gives the same rows.
            var random = SplitMix64(seed: seed ^ 0x696E_626F_78)
            let followers = plan.follows.filter { $0.followee == DemoPlan.dev }.map { (plan.people[$0.follower].id, $0.at) }
            try await group(.follow, .you, actors: followers, id: UUID(using: &random), db)
            for (index, collection) in plan.collections.enumerated() where collection.person == DemoPlan.dev {
                let likes = plan.collectionLikes.filter { $0.collection == index }.map { (plan.people[$0.person].id, $0.at) }
                let saves = plan.collectionSaves.filter { $0.collection == index }.map { (plan.people[$0.person].id, $0.at) }
                try await group(.collectionLike, .collection(collection.id), actors: likes, id: UUID(using: &random), db)
                try await group(.collectionSave, .collection(collection.id), actors: saves, id: UUID(using: &random), db)
            }
            for (index, comment) in plan.comments.enumerated() where comment.author == DemoPlan.dev && comment.parent == nil {
                let flower = try await flowerID(of: comment.id, db)
                let replies = plan.comments.filter { $0.parent == index }.map { (id($0.author), $0.at) }
                try await group(.commentReply, .replies(to: comment.id, on: flower), actors: replies, id: UUID(using: &random), db)
                let upvotes = plan.votes.filter { $0.comment == index && $0.value > 0 }.count
                for milestone in NotificationKind.upvoteMilestones.sorted() where upvotes >= milestone {
                    try await group(.commentUpvotes, .upvotes(milestone, of: comment.id, on: flower), actors: [], at: comment.at, id: UUID(using: &random), db)
                }
            }
        }
    }

    private func flowerID(of comment: UUID, _ db: any SQLDatabase) async throws -> UUID {
        try await db.raw("SELECT flower_id AS id FROM comments WHERE id = \(bind: comment)").first(decoding: ID.self)!.id
    }

    /// One unread group for the dev account, joined by `actors` (a milestone has none: `at` dates it).
    private func group(
        _ kind: NotificationKind, _ subject: NotificationSubject, actors: [(UUID, Int64)], at: Int64? = nil, id newGroup: UUID,
        _ db: any SQLDatabase
    ) async throws {
        guard let settings = try await RecipientSettings.read(dev, kind: kind, in: db), settings.channels.inbox else { return }
        let times = actors.map(\.1) + (at.map { [$0] } ?? [])
        guard let first = times.min(), let last = times.max() else { return }
        let key = subject.key(for: kind)
        let open = try await db.raw("""
            SELECT id FROM notifications WHERE recipient_id = \(bind: dev) AND kind = \(bind: kind.rawValue) AND subject_key = \(bind: key) AND read_us IS NULL
            """).first(decoding: ID.self)?.id
        let group: UUID
        if let open {
            // A real group: demo actors join it; its time stays, so it reads the same once they leave.
            guard kind.hasActors else { return }
            group = open
        } else {
            group = newGroup
            try await db.raw("""
                INSERT INTO notifications (id, recipient_id, kind, subject_key, collection_id, comment_id, flower_id, milestone, actor_count, created_us, updated_us)
                VALUES (\(bind: group), \(bind: dev), \(bind: kind.rawValue), \(bind: key), \(bind: subject.collection), \(bind: subject.comment),
                    \(bind: subject.flower), \(bind: subject.milestone), 0, \(bind: first), \(bind: last))
                """).run()
            try await db.raw("INSERT INTO demo_rows (table_name, row_id, seed) VALUES ('notifications', \(bind: group), \(bind: Int64(bitPattern: seed)))").run()
        }
        guard !actors.isEmpty else { return }
        // One entry per person, at their latest act (as the recorder's upsert keeps it).
        let latest = Dictionary(actors, uniquingKeysWith: max).sorted { $0.key.uuidString < $1.key.uuidString }
        let values = latest.map { actor, acted -> SQLQueryString in "(\(bind: group), \(bind: actor), \(bind: acted))" }
        try await db.raw("INSERT INTO notification_actors (notification_id, actor_id, acted_us) VALUES \(values.joined(separator: ", "))").run()
        try await db.raw("""
            UPDATE notifications SET actor_count = (SELECT COUNT(*) FROM notification_actors a WHERE a.notification_id = notifications.id)
            WHERE id = \(bind: group)
            """).run()
    }

    private struct ID: Decodable { let id: UUID }
}
