import ServerKit
import SQLKit

/// The tables accounts live in. An app lists these among its own migrations under names that fit its
/// history (`0002_identity_accounts`), so each app keeps one ordered history.
public enum IdentityMigrations {
    /// Users, their sign-in identities, sessions and refresh tokens.
    public static func accounts(name: String) -> any Migration { Accounts(name: name) }

    /// Email-and-password credentials (apps with password sign-in).
    public static func passwords(name: String) -> any Migration { Passwords(name: name) }
    /// Single-use password reset tokens (stored as SHA-256), for apps with password sign-in.
    public static func passwordResets(name: String) -> any Migration { PasswordResets(name: name) }
    /// `users.display_name_key`: the display name as searches compare it (`SearchKey`), for every
    /// existing user too. Every app lists it: account code writes the column.
    public static func displayNameKeys(name: String) -> any Migration { DisplayNameKeys(name: name) }
    /// `active_days`: which UTC days each person made a signed-in request (`ActiveDays`), for the
    /// active-user and retention figures; nothing about what they did. It goes with the account.
    public static func activeDays(name: String) -> any Migration { ActiveDaysTable(name: name) }

    struct Accounts: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("""
                CREATE TABLE users (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    username TEXT,
                    username_key TEXT UNIQUE,
                    display_name TEXT NOT NULL,
                    about TEXT,
                    photo_url TEXT,
                    email TEXT,
                    created_at \(unsafeRaw: types.timestamp) NOT NULL,
                    last_login_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
            // One row per provider account; a user has at most one of each provider.
            try await db.raw("""
                CREATE TABLE identities (
                    method TEXT NOT NULL,
                    subject TEXT NOT NULL,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    email TEXT,
                    created_at \(unsafeRaw: types.timestamp) NOT NULL,
                    last_used_at \(unsafeRaw: types.timestamp) NOT NULL,
                    PRIMARY KEY (method, subject)
                )
                """).run()
            try await db.raw("CREATE UNIQUE INDEX identities_user_method ON identities (user_id, method)").run()
            // A family is one sign-in on one device: every refresh token it ever had belongs to it.
            try await db.raw("""
                CREATE TABLE session_families (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    method TEXT NOT NULL,
                    created_at \(unsafeRaw: types.timestamp) NOT NULL,
                    revoked_at \(unsafeRaw: types.timestamp),
                    revoked_reason TEXT
                )
                """).run()
            try await db.raw("CREATE INDEX session_families_user ON session_families (user_id)").run()
            // Only the SHA-256 of a refresh token is stored: a database leak yields no usable token.
            try await db.raw("""
                CREATE TABLE refresh_tokens (
                    token_hash TEXT PRIMARY KEY,
                    family_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES session_families(id) ON DELETE CASCADE,
                    issued_at \(unsafeRaw: types.timestamp) NOT NULL,
                    expires_at \(unsafeRaw: types.timestamp) NOT NULL,
                    used_at \(unsafeRaw: types.timestamp)
                )
                """).run()
            try await db.raw("CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id)").run()
        }
    }

    struct Passwords: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("""
                CREATE TABLE password_credentials (
                    user_id \(unsafeRaw: types.uuid) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    email_key TEXT NOT NULL UNIQUE,
                    password_hash TEXT NOT NULL,
                    updated_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
        }
    }

    struct PasswordResets: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("""
                CREATE TABLE password_resets (
                    token_hash TEXT PRIMARY KEY,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    created_at \(unsafeRaw: types.timestamp) NOT NULL,
                    expires_at \(unsafeRaw: types.timestamp) NOT NULL,
                    used_at \(unsafeRaw: types.timestamp)
                )
                """).run()
            try await db.raw("CREATE INDEX password_resets_user ON password_resets (user_id)").run()
        }
    }

    struct ActiveDaysTable: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            try await db.raw("""
                CREATE TABLE active_days (
                    day TEXT NOT NULL,
                    user_id \(unsafeRaw: SQLColumnTypes(backend).uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    PRIMARY KEY (day, user_id)
                )
                """).run()
            try await db.raw("CREATE INDEX active_days_user ON active_days (user_id, day)").run()
        }
    }

    struct DisplayNameKeys: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            try await SearchKey.addColumn("display_name_key", of: "display_name", to: "users", in: db)
        }
    }
}
