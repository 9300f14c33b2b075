import ServerKit
import SQLKit

extension CalyxMigrations {
    /// `popular_collections`: the ranking of public collections Explore shows, written a generation at a
    /// time by a background job like `trending_flowers`, so a request reads a few ranked rows instead
    /// of weighing every public collection's week (measured 9 ms a request over 10,000 collections in
    /// `Benchmarks/calyx-feed`). A few generations stay, so a list paged across a refresh keeps its order.
    struct PopularCollections: Migration {
        let name = "0012_popular_collections"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("""
                CREATE TABLE popular_collections (
                    generation BIGINT NOT NULL,
                    rank INTEGER NOT NULL,
                    collection_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
                    PRIMARY KEY (generation, rank)
                )
                """).run()
            // Deleting a collection finds its rows by this index, not by a scan.
            try await db.raw("CREATE INDEX popular_collections_collection ON popular_collections (collection_id)").run()
        }
    }
}
