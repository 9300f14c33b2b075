import Foundation
import ServerKit
import SQLKit

/// One vote per person per comment, up or down. Upvotes are shown; downvotes only lower a comment in
/// the `interactions` order, and their number never leaves the server.
struct CommentVotes: Sendable {
    enum Vote: Int, Sendable {
        case up = 1
        case down = -1
    }

    struct State: Sendable {
        let upvotes: Int
        let yours: Vote?
    }

    let database: Database
    let wallClock: any WallClock
    let versions: ConversationVersions
    /// Tells the author when their comment reaches an upvote milestone (and takes it back below it).
    let notifications: NotificationRecorder

    /// Casts `vote` for `user` (replacing the other kind), or with `remove` takes it back if it is theirs.
    func set(_ vote: Vote, remove: Bool = false, on id: UUID, by user: UUID) async throws -> State {
        let now = wallClock.now()
        let (state, flower) = try await database.transaction { db -> (State, UUID) in
            // The comment row is locked first, so one person's concurrent votes are applied one at a time.
            guard let comment = try await CommentRow.find(id, in: db, lockingOn: database.backend), comment.isVisible,
                  try await !Relations.isSeparated(user, comment.user_id, in: db)
            else { throw Problem.notFound("No such comment.") }
            guard comment.user_id != user else { throw Problem.validation(field: "commentId", "is your own comment: you cannot vote on it") }
            let before = try await db.raw("SELECT value FROM comment_votes WHERE user_id = \(bind: user) AND comment_id = \(bind: id)")
                .first(decoding: Value.self).flatMap { Vote(rawValue: $0.value) }
            let after: Vote? = remove ? (before == vote ? nil : before) : vote
            guard after != before else { return (State(upvotes: comment.upvotes, yours: before), comment.flower_id) }
            if let after {
                try await db.raw("""
                    INSERT INTO comment_votes (comment_id, user_id, value, voted_at) VALUES (\(bind: id), \(bind: user), \(bind: after.rawValue), \(bind: now))
                    ON CONFLICT (user_id, comment_id) DO UPDATE SET value = excluded.value, voted_at = excluded.voted_at
                    """).run()
            } else {
                try await db.raw("DELETE FROM comment_votes WHERE user_id = \(bind: user) AND comment_id = \(bind: id)").run()
            }
            func count(_ kind: Vote, _ vote: Vote?) -> Int { vote == kind ? 1 : 0 }
            let ups = count(.up, after) - count(.up, before)
            let downs = count(.down, after) - count(.down, before)
            try await db.raw("""
                UPDATE comments SET upvotes = upvotes + \(bind: ups), downvotes = downvotes + \(bind: downs), score = score + \(bind: ups - downs)
                WHERE id = \(bind: id)
                """).run()
            // The row is locked, so `comment.upvotes` is the count this change moves from.
            let upvotes = comment.upvotes + ups
            if ups > 0, NotificationKind.upvoteMilestones.contains(upvotes) {
                try await notifications.record(.commentUpvotes, to: comment.user_id, by: nil, about: .upvotes(upvotes, of: id, on: comment.flower_id), in: db)
            } else if ups < 0, NotificationKind.upvoteMilestones.contains(comment.upvotes) {
                try await notifications.retract(.commentUpvotes, to: comment.user_id, by: nil, about: .upvotes(comment.upvotes, of: id, on: comment.flower_id), in: db)
            }
            return (State(upvotes: upvotes, yours: after), comment.flower_id)
        }
        versions.changed(flower)
        return state
    }

    /// `user`'s votes among `comments`.
    func votes(of user: UUID, on comments: [UUID]) async throws -> [UUID: Vote] {
        guard !comments.isEmpty else { return [:] }
        let rows = try await database.sql.raw("""
            SELECT comment_id, value FROM comment_votes WHERE user_id = \(bind: user) AND comment_id IN (\(binds: comments))
            """).all(decoding: Cast.self)
        return Dictionary(rows.compactMap { row in Vote(rawValue: row.value).map { (row.comment_id, $0) } }) { first, _ in first }
    }

    private struct Value: Decodable { let value: Int }

    private struct Cast: Decodable {
        let comment_id: UUID
        let value: Int
    }
}
