import Foundation
import Push
import ServerKit
import SQLKit

/// Records notifications, and takes them back, inside the transaction of the action that causes
/// them, so a follow never exists without its notification or the other way round. Also queues the
/// event's push in the same transaction (`notification_pushes`, sent by `NotificationPusher`).
struct NotificationRecorder: Sendable {
    let wallClock: any WallClock

    /// Records that `actor` did `kind` to `recipient` (nil actor: a milestone). Nothing is recorded for
    /// one's own actions, between people separated by a block, from someone the recipient muted, for a
    /// kind the recipient keeps out of their inbox, or when it would repeat what a surviving
    /// notification already says (like/unlike/like).
    func record(
        _ kind: NotificationKind, to recipient: UUID, by actor: UUID?, about subject: NotificationSubject, in db: any SQLDatabase
    ) async throws {
        if let actor {
            guard actor != recipient else { return }
            if try await Relations.isSeparated(actor, recipient, in: db) { return }
            if try await db.raw("SELECT user_id FROM mutes WHERE user_id = \(bind: recipient) AND muted_id = \(bind: actor)").first() != nil { return }
        }
        guard let settings = try await RecipientSettings.read(recipient, kind: kind, in: db), settings.channels.inbox else { return }
        let key = subject.key(for: kind)
        if kind.isToggle, let actor, try await db.raw("""
            SELECT a.actor_id FROM notification_actors a JOIN notifications n ON n.id = a.notification_id
            WHERE n.recipient_id = \(bind: recipient) AND n.kind = \(bind: kind.rawValue) AND n.subject_key = \(bind: key) AND a.actor_id = \(bind: actor)
            """).first() != nil { return }
        if !kind.hasActors, try await db.raw("""
            SELECT id FROM notifications WHERE recipient_id = \(bind: recipient) AND kind = \(bind: kind.rawValue) AND subject_key = \(bind: key)
            """).first() != nil { return }

        let now = wallClock.now()
        let micros = TimestampKey.micros(of: now)
        // One unread group per recipient, kind and subject: a concurrent first event joins the group the
        // other created instead of failing on the unique index.
        guard let group = try await db.raw("""
            INSERT INTO notifications (id, recipient_id, kind, subject_key, collection_id, comment_id, flower_id, milestone, actor_count, created_us, updated_us)
            VALUES (\(bind: UUID()), \(bind: recipient), \(bind: kind.rawValue), \(bind: key), \(bind: subject.collection), \(bind: subject.comment),
                \(bind: subject.flower), \(bind: subject.milestone), 0, \(bind: micros), \(bind: micros))
            ON CONFLICT (recipient_id, kind, subject_key) WHERE read_us IS NULL
            DO UPDATE SET updated_us = excluded.updated_us, comment_id = excluded.comment_id
            RETURNING id
            """).first(decoding: ID.self)?.id
        else { return }
        if let actor {
            try await db.raw("""
                INSERT INTO notification_actors (notification_id, actor_id, acted_us) VALUES (\(bind: group), \(bind: actor), \(bind: micros))
                ON CONFLICT (notification_id, actor_id) DO UPDATE SET acted_us = excluded.acted_us
                """).run()
            try await Self.recount([group], db)
        }
        guard settings.notificationsEnabled, settings.channels.push else { return }
        let due = QuietHours.release(now, in: NotificationTimeZone.zone(settings.timeZone))
        try await db.raw("""
            INSERT INTO notification_pushes (id, notification_id, recipient_id, actor_id, queued_us, due_us)
            VALUES (\(bind: UUID()), \(bind: group), \(bind: recipient), \(bind: actor), \(bind: micros), \(bind: TimestampKey.micros(of: due)))
            """).run()
    }

    /// Takes `actor`'s part out of `recipient`'s unread notification of `kind` about `subject` (an
    /// unlike, an unfollow, a removed upvote), with the push still waiting for it; a group left without
    /// actors (or an unread milestone no longer reached) disappears. Read notifications stay as they are.
    func retract(
        _ kind: NotificationKind, to recipient: UUID, by actor: UUID?, about subject: NotificationSubject, in db: any SQLDatabase
    ) async throws {
        let open: SQLQueryString = """
            SELECT id FROM notifications WHERE recipient_id = \(bind: recipient) AND kind = \(bind: kind.rawValue)
                AND subject_key = \(bind: subject.key(for: kind)) AND read_us IS NULL
            """
        let groups = try await db.raw(open).all(decoding: ID.self).map(\.id)
        guard !groups.isEmpty else { return }
        if let actor {
            try await db.raw("DELETE FROM notification_actors WHERE actor_id = \(bind: actor) AND notification_id IN (\(binds: groups))").run()
            try await db.raw("DELETE FROM notification_pushes WHERE actor_id = \(bind: actor) AND notification_id IN (\(binds: groups))").run()
            try await db.raw("""
                DELETE FROM notifications WHERE id IN (\(binds: groups))
                    AND NOT EXISTS (SELECT 1 FROM notification_actors a WHERE a.notification_id = notifications.id)
                """).run()
            try await Self.recount(groups, db)
        } else {
            try await db.raw("DELETE FROM notifications WHERE id IN (\(binds: groups))").run()
        }
    }

    /// Takes a departing person out of everyone's notifications, read or not ("Ann and 3 others"
    /// becomes "3 people"), with their waiting pushes; groups that were only theirs disappear. Their own
    /// inbox goes with their account (`ON DELETE CASCADE`).
    static func forget(actor: UUID, in db: any SQLDatabase) async throws {
        let groups = try await db.raw("""
            SELECT notification_id AS id FROM notification_actors WHERE actor_id = \(bind: actor)
            """).all(decoding: ID.self).map(\.id)
        try await db.raw("DELETE FROM notification_pushes WHERE actor_id = \(bind: actor)").run()
        guard !groups.isEmpty else { return }
        try await db.raw("DELETE FROM notification_actors WHERE actor_id = \(bind: actor)").run()
        try await db.raw("""
            DELETE FROM notifications WHERE id IN (\(binds: groups))
                AND NOT EXISTS (SELECT 1 FROM notification_actors a WHERE a.notification_id = notifications.id)
            """).run()
        try await Self.recount(groups, db)
    }

    /// Owners of public collections holding `flower` who want to hear of comments on it, besides `author`.
    func flowerCommentRecipients(_ flower: UUID, author: UUID, in db: any SQLDatabase) async throws -> [UUID] {
        // The kind is off by default: only people who turned it on have a row saying so.
        let wanted: SQLQueryString = NotificationKind.flowerComment.defaultChannels.inbox
            ? "NOT EXISTS (SELECT 1 FROM notification_kind_settings k WHERE k.user_id = c.user_id AND k.kind = \(bind: NotificationKind.flowerComment.rawValue) AND k.inbox = \(bind: false))"
            : "EXISTS (SELECT 1 FROM notification_kind_settings k WHERE k.user_id = c.user_id AND k.kind = \(bind: NotificationKind.flowerComment.rawValue) AND k.inbox = \(bind: true))"
        return try await db.raw("""
            SELECT DISTINCT c.user_id AS id FROM collections c JOIN collection_flowers cf ON cf.collection_id = c.id
            WHERE cf.flower_id = \(bind: flower) AND c.is_public = \(bind: true) AND c.user_id <> \(bind: author) AND \(wanted)
            ORDER BY c.user_id
            """).all(decoding: ID.self).map(\.id)
    }

    private static func recount(_ groups: [UUID], _ db: any SQLDatabase) async throws {
        try await db.raw("""
            UPDATE notifications SET actor_count = (SELECT COUNT(*) FROM notification_actors a WHERE a.notification_id = notifications.id)
            WHERE id IN (\(binds: groups))
            """).run()
    }

    private struct ID: Decodable { let id: UUID }
}
