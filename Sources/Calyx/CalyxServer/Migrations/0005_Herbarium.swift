import ServerKit
import SQLKit

extension CalyxMigrations {
    /// A user's own flowers: search history, saved flowers, collections and their settings.
    struct Herbarium: Migration {
        let name = "0005_herbarium"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("""
                CREATE TABLE search_history (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    flower_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES flowers(id) ON DELETE CASCADE,
                    query TEXT NOT NULL,
                    query_key TEXT NOT NULL,
                    searched_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX search_history_user_recent ON search_history (user_id, searched_at DESC, id DESC)").run()

            try await db.raw("""
                CREATE TABLE saved_flowers (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    flower_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES flowers(id) ON DELETE CASCADE,
                    notes TEXT NOT NULL DEFAULT '',
                    tags TEXT NOT NULL DEFAULT '[]',
                    photo_ids TEXT NOT NULL DEFAULT '[]',
                    saved_at \(unsafeRaw: types.timestamp) NOT NULL,
                    updated_at \(unsafeRaw: types.timestamp) NOT NULL,
                    UNIQUE (user_id, flower_id)
                )
                """).run()
            try await db.raw("CREATE INDEX saved_flowers_user_recent ON saved_flowers (user_id, saved_at DESC, id DESC)").run()

            try await db.raw("""
                CREATE TABLE collections (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    description TEXT NOT NULL DEFAULT '',
                    is_public \(unsafeRaw: types.boolean) NOT NULL,
                    cover_flower_id \(unsafeRaw: types.uuid) REFERENCES flowers(id) ON DELETE SET NULL,
                    created_at \(unsafeRaw: types.timestamp) NOT NULL,
                    updated_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX collections_user_created ON collections (user_id, created_at DESC, id DESC)").run()

            // Entries point at the saved flower: removing a flower from the catalogue removes it from
            // every collection, and a collection can only hold flowers its owner saved.
            try await db.raw("""
                CREATE TABLE collection_flowers (
                    collection_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
                    saved_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES saved_flowers(id) ON DELETE CASCADE,
                    flower_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES flowers(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    added_at \(unsafeRaw: types.timestamp) NOT NULL,
                    PRIMARY KEY (collection_id, flower_id)
                )
                """).run()
            try await db.raw("CREATE INDEX collection_flowers_order ON collection_flowers (collection_id, position)").run()
            try await db.raw("CREATE INDEX collection_flowers_saved ON collection_flowers (saved_id)").run()

            try await db.raw("""
                CREATE TABLE user_settings (
                    user_id \(unsafeRaw: types.uuid) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    catalogue_public \(unsafeRaw: types.boolean) NOT NULL,
                    follower_lists_public \(unsafeRaw: types.boolean) NOT NULL,
                    default_collection_public \(unsafeRaw: types.boolean) NOT NULL,
                    default_view TEXT NOT NULL,
                    measurement_unit TEXT NOT NULL,
                    notifications_enabled \(unsafeRaw: types.boolean) NOT NULL,
                    email_notifications \(unsafeRaw: types.boolean) NOT NULL,
                    updated_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
        }
    }
}
