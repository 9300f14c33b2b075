import Foundation
import ServerKit
import SQLKit

/// What a deleted comment takes back: its author's part in the unread notifications it caused — the
/// reply notification of the person it answered, and the comment notifications of owners of public
/// collections holding the flower — unless another comment of theirs still stands for the same (the
/// groups count people, not comments: "Anna replied" stays true while one of her replies does).
/// Read notifications stay as they are, like every other undo.
struct CommentNotifications: Sendable {
    let recorder: NotificationRecorder

    /// Called in the deleting transaction, before the row is deleted or emptied.
    func withdraw(_ comment: CommentRow, in db: any SQLDatabase) async throws {
        if let thread = comment.parent_id { try await withdrawReply(comment, thread: thread, db) }
        let othersStand = try await db.raw("""
            SELECT id FROM comments WHERE flower_id = \(bind: comment.flower_id) AND user_id = \(bind: comment.user_id)
                AND id <> \(bind: comment.id) AND state = \(bind: CommentState.visible.rawValue) LIMIT 1
            """).first() != nil
        guard !othersStand else { return }
        let subject = NotificationSubject.comment(comment.id, on: comment.flower_id)
        for recipient in try await unreadRecipients(.flowerComment, keys: [subject.key(for: .flowerComment)], actor: comment.user_id, db) {
            try await recorder.retract(.flowerComment, to: recipient.recipient_id, by: comment.user_id, about: subject, in: db)
        }
    }

    /// A reply answered the person it names, else the thread's author; its notification is grouped by
    /// the comment answered, one of this thread's.
    private func withdrawReply(_ reply: CommentRow, thread: UUID, _ db: any SQLDatabase) async throws {
        let sameAnswer: SQLQueryString = reply.reply_to_user_id.map { "reply_to_user_id = \(bind: $0)" } ?? "reply_to_user_id IS NULL"
        let othersStand = try await db.raw("""
            SELECT id FROM comments WHERE parent_id = \(bind: thread) AND user_id = \(bind: reply.user_id) AND id <> \(bind: reply.id)
                AND state = \(bind: CommentState.visible.rawValue) AND \(sameAnswer) LIMIT 1
            """).first() != nil
        guard !othersStand else { return }
        let answered: UUID?
        if let named = reply.reply_to_user_id {
            answered = named
        } else {
            answered = try await db.raw("SELECT user_id FROM comments WHERE id = \(bind: thread)").first(decoding: Author.self)?.user_id
        }
        guard let answered else { return }
        let thisThread = try await db.raw("""
            SELECT id FROM comments WHERE (id = \(bind: thread) OR parent_id = \(bind: thread)) AND user_id = \(bind: answered)
            """).all(decoding: ID.self).map(\.id)
        let keys = thisThread.map { NotificationSubject.replies(to: $0, on: reply.flower_id).key(for: .commentReply) }
        for found in try await unreadRecipients(.commentReply, keys: keys, actor: reply.user_id, db) where found.recipient_id == answered {
            try await recorder.retract(
                .commentReply, to: answered, by: reply.user_id, about: .replies(to: found.comment_id ?? thread, on: reply.flower_id), in: db
            )
        }
    }

    /// Unread notifications of `kind` under `keys` that `actor` is part of.
    private func unreadRecipients(_ kind: NotificationKind, keys: [String], actor: UUID, _ db: any SQLDatabase) async throws -> [Found] {
        guard !keys.isEmpty else { return [] }
        return try await db.raw("""
            SELECT n.recipient_id, n.comment_id FROM notifications n JOIN notification_actors a ON a.notification_id = n.id
            WHERE n.kind = \(bind: kind.rawValue) AND n.subject_key IN (\(binds: keys)) AND n.read_us IS NULL AND a.actor_id = \(bind: actor)
            """).all(decoding: Found.self)
    }

    private struct Found: Decodable {
        let recipient_id: UUID
        let comment_id: UUID?
    }
    private struct Author: Decodable { let user_id: UUID }
    private struct ID: Decodable { let id: UUID }
}
