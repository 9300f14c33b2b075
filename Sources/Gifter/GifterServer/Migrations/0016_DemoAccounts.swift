import ServerKit
import SQLKit

extension GifterMigrations {
    /// Marks the invented people of `greenhouse seed --demo`: every demo row belongs to one of them or
    /// names one (friendships, requests, occasions kept for them), so removing these accounts removes
    /// the whole demo and nothing else. Deleting such an account drops its mark with it.
    struct DemoAccounts: Migration {
        let name = "0016_demo_accounts"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let uuid = SQLColumnTypes(backend).uuid
            try await db.raw("""
                CREATE TABLE demo_accounts (
                    user_id \(unsafeRaw: uuid) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    role TEXT NOT NULL,
                    seed BIGINT NOT NULL
                )
                """).run()
        }
    }
}
