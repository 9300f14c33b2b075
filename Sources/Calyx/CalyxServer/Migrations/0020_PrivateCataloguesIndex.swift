import ServerKit
import SQLKit

extension CalyxMigrations {
    /// The people whose catalogue is private, straight from an index of them alone. Every feed page reads
    /// that list once per statement (`FeedEvent`): without the index it was a scan of every person's
    /// settings, and with 10,000 people's settings saved the feed's statement for a person following 200
    /// took 2.4 ms instead of 0.4 (the benchmark's community had none saved, so it never showed).
    /// The query repeats the index's condition word for word (`catalogue_public = FALSE`, not a bound
    /// value): neither SQLite nor a prepared PostgreSQL statement uses a partial index otherwise.
    struct PrivateCataloguesIndex: Migration {
        let name = "0020_private_catalogues_index"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            try await db.raw("CREATE INDEX user_settings_private_catalogues ON user_settings (user_id) WHERE catalogue_public = FALSE").run()
        }
    }
}
