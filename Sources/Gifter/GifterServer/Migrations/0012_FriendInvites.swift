import ServerKit
import SQLKit

extension GifterMigrations {
    /// Invite links (kept only as the SHA-256 of their token) and the "Tell me about friend requests"
    /// setting, on until turned off.
    struct FriendInviteLinks: Migration {
        let name = "0012_friend_invites"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("""
                CREATE TABLE friend_invites (
                    token_hash TEXT PRIMARY KEY,
                    owner_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    created_at \(unsafeRaw: types.timestamp) NOT NULL,
                    expires_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX friend_invites_owner ON friend_invites (owner_id)").run()
            let yes = backend == .postgres ? "TRUE" : "1"
            try await db.raw("ALTER TABLE members ADD COLUMN friend_pushes \(unsafeRaw: types.boolean) NOT NULL DEFAULT \(unsafeRaw: yes)").run()
        }
    }
}
