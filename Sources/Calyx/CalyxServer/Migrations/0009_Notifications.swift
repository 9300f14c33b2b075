import Push
import ServerKit
import SQLKit

extension CalyxMigrations {
    /// Notifications: the grouped inbox, its actors, the push outbox, weekly email digests, per-kind
    /// settings, the person's time zone (for quiet hours) and the push devices table.
    ///
    /// A notification is a group: one kind, one subject (`subject_key`), the people who acted. While it
    /// is unread it collects actors (at most one unread group per recipient, kind and subject, kept by a
    /// partial unique index); once read, new activity opens a new group.
    struct Notifications: Migration {
        let name = "0009_notifications"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            // The person's IANA zone; NULL until they set one (UTC).
            try await db.raw("ALTER TABLE user_settings ADD COLUMN time_zone TEXT").run()
            // Only kinds a person changed have a row; the others have `NotificationKind`'s defaults.
            try await db.raw("""
                CREATE TABLE notification_kind_settings (
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL,
                    inbox \(unsafeRaw: types.boolean) NOT NULL,
                    push \(unsafeRaw: types.boolean) NOT NULL,
                    PRIMARY KEY (user_id, kind)
                )
                """).run()

            // `updated_us`: the latest activity (orders the inbox); `comment_id` is the comment answered
            // (replies, milestones) or the latest comment (comments on a flower in your collection).
            try await db.raw("""
                CREATE TABLE notifications (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    recipient_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL,
                    subject_key TEXT NOT NULL,
                    collection_id \(unsafeRaw: types.uuid) REFERENCES collections(id) ON DELETE CASCADE,
                    comment_id \(unsafeRaw: types.uuid) REFERENCES comments(id) ON DELETE SET NULL,
                    flower_id \(unsafeRaw: types.uuid) REFERENCES flowers(id) ON DELETE CASCADE,
                    milestone INTEGER,
                    actor_count INTEGER NOT NULL DEFAULT 0,
                    created_us BIGINT NOT NULL,
                    updated_us BIGINT NOT NULL,
                    read_us BIGINT
                )
                """).run()
            try await db.raw("""
                CREATE UNIQUE INDEX notifications_open_group ON notifications (recipient_id, kind, subject_key) WHERE read_us IS NULL
                """).run()
            try await db.raw("CREATE INDEX notifications_inbox ON notifications (recipient_id, updated_us DESC, id DESC)").run()
            try await db.raw("CREATE INDEX notifications_subject ON notifications (recipient_id, kind, subject_key)").run()

            try await db.raw("""
                CREATE TABLE notification_actors (
                    notification_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
                    actor_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    acted_us BIGINT NOT NULL,
                    PRIMARY KEY (notification_id, actor_id)
                )
                """).run()
            try await db.raw("CREATE INDEX notification_actors_actor ON notification_actors (actor_id)").run()

            // The push outbox: one row per event (`actor_id` is whose, so taking the action back drops it),
            // due now or, when queued in quiet hours, at 08:00 local (`due_us` > `queued_us`). A sender
            // claims a row by moving `claimed_until_us` with a compare-and-set, and deletes it once sent.
            try await db.raw("""
                CREATE TABLE notification_pushes (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    notification_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
                    recipient_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    actor_id \(unsafeRaw: types.uuid) REFERENCES users(id) ON DELETE CASCADE,
                    queued_us BIGINT NOT NULL,
                    due_us BIGINT NOT NULL,
                    claimed_until_us BIGINT
                )
                """).run()
            try await db.raw("CREATE INDEX notification_pushes_due ON notification_pushes (due_us)").run()
            try await db.raw("CREATE INDEX notification_pushes_notification ON notification_pushes (notification_id)").run()

            // When each person was last sent a digest (claimed by a compare-and-set before sending).
            try await db.raw("""
                CREATE TABLE notification_digests (
                    user_id \(unsafeRaw: types.uuid) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    last_sent_us BIGINT NOT NULL
                )
                """).run()

            try await PushMigrations.devices(name: name).apply(to: db, backend: backend)
        }
    }
}
