import ServerKit
import SQLKit

extension CalyxMigrations {
    /// The home feed, trending and taste neighbours.
    ///
    /// - `feed_events`: what people made public that their followers see: a saved flower or a
    ///   collection, one row each (keyed by its id, gone with it by cascade), kept by the code that
    ///   saves, shares and unshares. Read per person newest first.
    /// - `trending_flowers`: each refresh of the trending job writes a new generation of the ranking per
    ///   window; a few recent generations stay, so a feed or list paged across a refresh keeps its order.
    /// - `taste_neighbours`: the people whose saved and liked flowers overlap most with each person's.
    /// - Time indexes on the activity trending reads, which looks only at the recent past.
    struct Feed: Migration {
        let name = "0008_feed"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("""
                CREATE TABLE feed_events (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    actor_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL,
                    flower_id \(unsafeRaw: types.uuid) REFERENCES flowers(id) ON DELETE CASCADE,
                    saved_id \(unsafeRaw: types.uuid) REFERENCES saved_flowers(id) ON DELETE CASCADE,
                    collection_id \(unsafeRaw: types.uuid) REFERENCES collections(id) ON DELETE CASCADE,
                    created_us BIGINT NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX feed_events_actor ON feed_events (actor_id, created_us DESC, id DESC)").run()
            // What is public today enters the feed at the time it was saved or made.
            let saved = TimestampKey.micros("s.saved_at", backend: backend)
            try await db.raw("""
                INSERT INTO feed_events (id, actor_id, kind, flower_id, saved_id, collection_id, created_us)
                SELECT s.id, s.user_id, 'saved', s.flower_id, s.id, NULL, \(saved) FROM saved_flowers s WHERE s.is_public = \(bind: true)
                """).run()
            let made = TimestampKey.micros("c.created_at", backend: backend)
            try await db.raw("""
                INSERT INTO feed_events (id, actor_id, kind, flower_id, saved_id, collection_id, created_us)
                SELECT c.id, c.user_id, 'collection', NULL, NULL, c.id, \(made) FROM collections c WHERE c.is_public = \(bind: true)
                """).run()

            try await db.raw("""
                CREATE TABLE trending_flowers (
                    time_window TEXT NOT NULL,
                    generation BIGINT NOT NULL,
                    rank INTEGER NOT NULL,
                    flower_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES flowers(id) ON DELETE CASCADE,
                    score DOUBLE PRECISION NOT NULL,
                    PRIMARY KEY (time_window, generation, rank)
                )
                """).run()

            try await db.raw("""
                CREATE TABLE taste_neighbours (
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    neighbour_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    similarity DOUBLE PRECISION NOT NULL,
                    PRIMARY KEY (user_id, neighbour_id)
                )
                """).run()
            try await db.raw("CREATE INDEX taste_neighbours_neighbour ON taste_neighbours (neighbour_id)").run()

            try await db.raw("CREATE INDEX flower_likes_recent ON flower_likes (liked_at)").run()
            try await db.raw("CREATE INDEX saved_flowers_recent ON saved_flowers (saved_at)").run()
            try await db.raw("CREATE INDEX comments_recent ON comments (created_us)").run()
            try await db.raw("CREATE INDEX search_history_recent ON search_history (searched_at)").run()
        }
    }
}
