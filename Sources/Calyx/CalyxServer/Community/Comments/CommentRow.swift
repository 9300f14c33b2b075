import Foundation
import ServerKit
import SQLKit

/// A `comments` row as the server reads it. The downvote count is not among its columns: it is only
/// ever read inside the statements that change it, so it cannot reach a response by mistake.
struct CommentRow: Decodable, Sendable {
    let id: UUID
    let flower_id: UUID
    let user_id: UUID
    let parent_id: UUID?
    let reply_to_user_id: UUID?
    let body: String
    let photo_id: UUID?
    let state: String
    let upvotes: Int
    let score: Int
    let reply_count: Int
    let created_us: Int64
    let edited_at: Date?

    static let columns: SQLQueryString = """
        c.id, c.flower_id, c.user_id, c.parent_id, c.reply_to_user_id, c.body, c.photo_id, c.state, c.upvotes, c.score,
        c.reply_count, c.created_us, c.edited_at
        """

    var commentState: CommentState { CommentState(rawValue: state) ?? .removed }
    var isVisible: Bool { commentState == .visible }
    var createdAt: Date { TimestampKey.date(micros: created_us) }

    /// The row with `id`; on `db` so a transaction sees its own view. `lock` holds it until the
    /// transaction ends (PostgreSQL; SQLite's write transaction already excludes every other writer).
    static func find(_ id: UUID, in db: any SQLDatabase, lockingOn backend: DatabaseBackend? = nil) async throws -> CommentRow? {
        let lock: SQLQueryString = backend == .postgres ? " FOR UPDATE" : ""
        return try await db.raw("SELECT \(columns) FROM comments c WHERE c.id = \(bind: id)\(lock)").first(decoding: CommentRow.self)
    }
}

enum CommentState: String, Sendable {
    case visible
    /// Deleted by its author; kept as a placeholder while it has replies.
    case deleted
    /// Reported by enough people; waiting for a moderator.
    case hidden
    /// Removed by a moderator.
    case removed
    /// Its author is suspended (`Suspensions`): hidden until the suspension ends, then visible again.
    case suspended
}
