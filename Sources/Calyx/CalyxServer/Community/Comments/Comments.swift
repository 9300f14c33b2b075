import Foundation
import ServerKit
import SQLKit

/// Writing the conversation under a flower: posting, replying, editing within 5 minutes, deleting.
///
/// Threads are one level deep: a reply to a reply joins its thread and records whom it answers. A
/// deleted comment with replies stays as a placeholder so its thread keeps its place.
struct Comments: Sendable {
    let database: Database
    let wallClock: any WallClock
    let moderator: any CommentModerator
    let versions: ConversationVersions
    /// Tells the author of the comment answered, and owners of public collections holding the flower
    /// who asked to hear of comments on it, in the post's transaction.
    let notifications: NotificationRecorder

    static let editWindow: TimeInterval = 5 * 60

    /// Posts `text` on `flower` (as a reply when `parent` is given); returns the new comment's id.
    func post(flower: UUID, author: UUID, text raw: String, parent: UUID?, photo: UUID?) async throws -> UUID {
        let text = try CommentText.clean(raw)
        if let photo, try await !OwnMedia.allOwned([photo], by: author, field: "photoId", in: database.sql) {
            throw Problem.validation(field: "photoId", "must be a photo you uploaded")
        }
        try await moderate(text)
        let id = UUID()
        let now = TimestampKey.micros(of: wallClock.now())
        try await database.transaction { db in
            try await Suspensions.refusePosting(by: author, now: wallClock.now(), db)
            guard try await CatalogFlower.exists(flower, in: db) else { throw Problem.notFound("No such flower.") }
            // Again, holding the photo until the comment is in: the sweep may have taken it meanwhile.
            if let photo, try await !OwnMedia.allOwned([photo], by: author, field: "photoId", in: db, lockingOn: database.backend) {
                throw Problem.validation(field: "photoId", "must be a photo you uploaded")
            }
            var thread: UUID?
            var answers: UUID?
            var answered: CommentRow?
            if let parent {
                let target = try await replyTarget(parent, on: flower, for: author, db)
                thread = target.parent_id ?? target.id
                // Answering a reply names its author; answering the thread's first comment needs no name.
                if target.parent_id != nil, target.user_id != author, target.isVisible { answers = target.user_id }
                answered = target
            }
            try await db.raw("""
                INSERT INTO comments (id, flower_id, user_id, parent_id, reply_to_user_id, body, photo_id, state, created_us)
                VALUES (\(bind: id), \(bind: flower), \(bind: author), \(bind: thread), \(bind: answers), \(bind: text), \(bind: photo),
                    \(bind: CommentState.visible.rawValue), \(bind: now))
                """).run()
            try await CommentCounts.change(flower: flower, thread: thread, by: 1, db)
            try await notify(about: id, on: flower, by: author, answering: answered, db)
        }
        versions.changed(flower)
        return id
    }

    /// Replaces the text of `author`'s comment, within `editWindow` of posting it.
    func edit(_ id: UUID, author: UUID, text raw: String) async throws {
        let text = try CommentText.clean(raw)
        let comment = try await ownComment(id, author: author, action: "edit", database.sql, lock: false)
        try await Suspensions.refusePosting(by: author, now: wallClock.now(), database.sql)
        guard comment.isVisible else { throw Problem.notFound("No such comment.") }
        let now = wallClock.now()
        guard now.timeIntervalSince(comment.createdAt) <= Self.editWindow else {
            throw Problem.conflict(
                "edit-window-closed", title: "Too late to edit",
                detail: "A comment can be edited for 5 minutes after it is posted; delete it and post again instead."
            )
        }
        try await moderate(text)
        // Only while it is still visible and still in its window: a delete or a hide may have come first.
        let earliest = TimestampKey.micros(of: now.addingTimeInterval(-Self.editWindow))
        let edited = try await database.sql.raw("""
            UPDATE comments SET body = \(bind: text), edited_at = \(bind: now)
            WHERE id = \(bind: id) AND user_id = \(bind: author) AND state = \(bind: CommentState.visible.rawValue) AND created_us >= \(bind: earliest)
            RETURNING id
            """).all().count > 0
        guard edited else { throw Problem.notFound("No such comment.") }
        versions.changed(comment.flower_id)
    }

    /// Deletes `author`'s comment: for good when nobody answered it, else as a placeholder. What it
    /// notified and nobody read yet is taken back (`CommentNotifications`).
    func delete(_ id: UUID, author: UUID) async throws {
        let flower = try await database.transaction { db in
            let comment = try await ownComment(id, author: author, action: "delete", db, lock: true)
            // Its thread too, so a reply being posted to it lands before or after, never in between.
            if let thread = comment.parent_id { _ = try await CommentRow.find(thread, in: db, lockingOn: database.backend) }
            guard [.visible, .hidden, .suspended].contains(comment.commentState) else { throw Problem.notFound("No such comment.") }
            try await CommentNotifications(recorder: notifications).withdraw(comment, in: db)
            if try await hasReplies(id, db) {
                try await db.raw("""
                    UPDATE comments SET state = \(bind: CommentState.deleted.rawValue), body = '', photo_id = NULL, edited_at = NULL
                    WHERE id = \(bind: id)
                    """).run()
            } else {
                try await db.raw("DELETE FROM comments WHERE id = \(bind: id)").run()
            }
            if comment.isVisible { try await CommentCounts.change(for: comment, by: -1, db) }
            // A placeholder left without replies has nothing more to hold together.
            if let thread = comment.parent_id, try await !hasReplies(thread, db) {
                try await db.raw("DELETE FROM comments WHERE id = \(bind: thread) AND state = \(bind: CommentState.deleted.rawValue)").run()
            }
            return comment.flower_id
        }
        versions.changed(flower)
    }

    /// A reply tells the author of the comment it answers (a placeholder has no one to tell); a comment
    /// tells owners of public collections holding the flower who turned that on, unless it answers them.
    private func notify(about id: UUID, on flower: UUID, by author: UUID, answering target: CommentRow?, _ db: any SQLDatabase) async throws {
        var answered: UUID?
        if let target, target.isVisible {
            try await notifications.record(.commentReply, to: target.user_id, by: author, about: .replies(to: target.id, on: flower), in: db)
            answered = target.user_id
        }
        for owner in try await notifications.flowerCommentRecipients(flower, author: author, in: db) where owner != answered {
            try await notifications.record(.flowerComment, to: owner, by: author, about: .comment(id, on: flower), in: db)
        }
    }

    // MARK: Rules

    private func moderate(_ text: String) async throws {
        if case .refused(let reason) = await moderator.review(text) { throw Problem.validation(field: "text", reason) }
    }

    /// The comment a reply answers: on the same flower, seen by the replier, and still part of the
    /// conversation (visible, or the placeholder of a thread).
    private func replyTarget(_ parent: UUID, on flower: UUID, for author: UUID, _ db: any SQLDatabase) async throws -> CommentRow {
        let missing = Problem.missingReference(field: "parentId", "is not a comment on this flower")
        guard let first = try await CommentRow.find(parent, in: db), first.flower_id == flower else { throw missing }
        // The thread's first comment is locked until the reply is in: a delete of the thread's last
        // reply, removing a placeholder, then waits for this reply and sees it.
        guard let thread = try await CommentRow.find(first.parent_id ?? first.id, in: db, lockingOn: database.backend),
              let target = first.parent_id == nil ? thread : try await CommentRow.find(parent, in: db)
        else { throw missing }
        let inConversation = target.isVisible || (target.parent_id == nil && target.commentState == .deleted)
        guard inConversation,
              try await !Relations.isSeparated(author, target.user_id, in: db),
              try await !Relations.isSeparated(author, thread.user_id, in: db)
        else { throw missing }
        return target
    }

    /// `author`'s comment: 404 when the caller cannot see it, 403 when it is someone else's.
    private func ownComment(_ id: UUID, author: UUID, action: String, _ db: any SQLDatabase, lock: Bool) async throws -> CommentRow {
        guard let comment = try await CommentRow.find(id, in: db, lockingOn: lock ? database.backend : nil) else { throw Problem.notFound("No such comment.") }
        guard comment.user_id == author else {
            let separated = try await Relations.isSeparated(author, comment.user_id, in: db)
            if !comment.isVisible || separated { throw Problem.notFound("No such comment.") }
            throw Problem.forbidden("Only its author can \(action) a comment.")
        }
        return comment
    }

    private func hasReplies(_ id: UUID, _ db: any SQLDatabase) async throws -> Bool {
        try await db.raw("SELECT id FROM comments WHERE parent_id = \(bind: id) LIMIT 1").first() != nil
    }
}
