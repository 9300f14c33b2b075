import ServerKit
import SQLKit

extension CalyxMigrations {
    /// The moderation console:
    /// - `suspensions`: who may not post until when (one row a person; past ones are in the log).
    /// - `moderation_log`: every moderator's action and every suspension's end, newest read first. It keeps
    ///   ids, never a comment's text, and outlives the comments and accounts it names.
    /// - `console_links` and `console_sessions`: the mailed sign-in links and the cookies they become,
    ///   stored only as hashes.
    struct ModerationConsole: Migration {
        let name = "0021_moderation_console"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("""
                CREATE TABLE suspensions (
                    user_id \(unsafeRaw: types.uuid) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    until_at \(unsafeRaw: types.timestamp) NOT NULL,
                    reason TEXT NOT NULL,
                    moderator_id \(unsafeRaw: types.uuid) NOT NULL,
                    started_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX suspensions_until ON suspensions (until_at)").run()
            try await db.raw("""
                CREATE TABLE moderation_log (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    at_us BIGINT NOT NULL,
                    moderator_id \(unsafeRaw: types.uuid),
                    action TEXT NOT NULL,
                    comment_id \(unsafeRaw: types.uuid),
                    subject_id \(unsafeRaw: types.uuid),
                    detail TEXT NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX moderation_log_recent ON moderation_log (at_us, id)").run()
            try await db.raw("CREATE INDEX moderation_log_subject ON moderation_log (subject_id, action)").run()
            try await db.raw("""
                CREATE TABLE console_links (
                    token_hash TEXT PRIMARY KEY,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    expires_at \(unsafeRaw: types.timestamp) NOT NULL,
                    used_at \(unsafeRaw: types.timestamp)
                )
                """).run()
            try await db.raw("""
                CREATE TABLE console_sessions (
                    token_hash TEXT PRIMARY KEY,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    csrf_token TEXT NOT NULL,
                    expires_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
        }
    }
}
