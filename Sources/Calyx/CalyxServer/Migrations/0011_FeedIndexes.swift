import ServerKit
import SQLKit

extension CalyxMigrations {
    /// Indexes the feed benchmark called for (`Benchmarks/calyx-feed`):
    /// - `feed_events` per person carries every column the feed reads, so a page of the people you
    ///   follow is read from the index alone: without it, each of their events (thousands for 200 people)
    ///   was looked up in the table to check its kind and collection before the newest were picked.
    /// - `profiles` by follower count: the most-followed people, suggested to newcomers, without sorting
    ///   every profile.
    struct FeedIndexes: Migration {
        let name = "0011_feed_indexes"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            switch backend {
            case .postgres:
                try await db.raw("""
                    CREATE INDEX feed_events_actor_page ON feed_events (actor_id, created_us DESC, id DESC) INCLUDE (kind, flower_id, collection_id)
                    """).run()
            case .sqlite:
                try await db.raw("""
                    CREATE INDEX feed_events_actor_page ON feed_events (actor_id, created_us DESC, id DESC, kind, flower_id, collection_id)
                    """).run()
            }
            try await db.raw("DROP INDEX feed_events_actor").run()
            try await db.raw("CREATE INDEX profiles_most_followed ON profiles (follower_count DESC, user_id)").run()
        }
    }
}
