import Foundation
import SQLKit

/// `flowers.comment_count` and a thread's `reply_count` count visible comments only. Whatever makes a
/// comment appear or disappear (posting, deleting, hiding after reports, a moderator's decision) moves
/// them here, in its own transaction.
enum CommentCounts {
    static func change(for comment: CommentRow, by delta: Int, _ db: any SQLDatabase) async throws {
        try await change(flower: comment.flower_id, thread: comment.parent_id, by: delta, db)
    }

    static func change(flower: UUID, thread: UUID?, by delta: Int, _ db: any SQLDatabase) async throws {
        try await db.raw("UPDATE flowers SET comment_count = comment_count + \(bind: delta) WHERE id = \(bind: flower)").run()
        if let thread {
            try await db.raw("UPDATE comments SET reply_count = reply_count + \(bind: delta) WHERE id = \(bind: thread)").run()
        }
    }
}
