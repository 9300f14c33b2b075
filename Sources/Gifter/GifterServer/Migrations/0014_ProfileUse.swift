import ServerKit
import SQLKit

extension GifterMigrations {
    /// When each gifting profile was last used (ideas asked or saved for them, their page opened), so
    /// Find's "Recent gifting profiles" lists the people one is actually shopping for first.
    struct ProfileUse: Migration {
        let name = "0014_profile_use"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let time = SQLColumnTypes(backend).timestamp
            // Nullable so SQLite can add it; every row gets its creation time, and every new row a value.
            try await db.raw("ALTER TABLE gifting_profiles ADD COLUMN last_used_at \(unsafeRaw: time)").run()
            try await db.raw("UPDATE gifting_profiles SET last_used_at = created_at").run()
            try await db.raw("CREATE INDEX gifting_profiles_recent ON gifting_profiles (owner_id, last_used_at)").run()
        }
    }
}
