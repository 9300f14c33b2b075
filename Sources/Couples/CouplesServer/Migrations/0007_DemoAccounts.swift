import ServerKit
import SQLKit

extension CouplesMigrations {
    /// Marks the demo partner of `greenhouse couples demo-partner`: removing the marked accounts as an
    /// account deletion does (their pair, its days and photos) removes the whole demo and nothing else.
    struct DemoAccounts: Migration {
        let name = "0007_demo_accounts"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let uuid = SQLColumnTypes(backend).uuid
            try await db.raw("""
                CREATE TABLE demo_accounts (
                    user_id \(unsafeRaw: uuid) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    role TEXT NOT NULL
                )
                """).run()
        }
    }
}
