import ServerKit
import SQLKit

extension CalyxMigrations {
    /// The flower catalog, its full-text index, likes and community scent notes.
    ///
    /// `number` is a compact integer key for the full-text index (FTS5 rowids); `id` is the public,
    /// stable identifier. The `*_key` and `*_text` columns hold `SearchText`-normalized text, so
    /// matching and alphabetical order are byte comparisons that give the same answer on both backends
    /// (`COLLATE "C"` on PostgreSQL).
    struct Catalog: Migration {
        let name = "0004_catalog"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            let bytewise = backend == .postgres ? #" COLLATE "C""# : ""
            try await db.raw("""
                CREATE TABLE flowers (
                    number INTEGER PRIMARY KEY,
                    id \(unsafeRaw: types.uuid) NOT NULL UNIQUE,
                    slug TEXT NOT NULL UNIQUE,
                    common_name TEXT NOT NULL,
                    scientific_name TEXT NOT NULL,
                    family TEXT NOT NULL,
                    name_key TEXT\(unsafeRaw: bytewise) NOT NULL,
                    scientific_key TEXT\(unsafeRaw: bytewise) NOT NULL,
                    family_key TEXT\(unsafeRaw: bytewise) NOT NULL,
                    names_text TEXT\(unsafeRaw: bytewise) NOT NULL,
                    common_text TEXT\(unsafeRaw: bytewise) NOT NULL,
                    search_text TEXT NOT NULL,
                    colors INTEGER NOT NULL,
                    bloom_months INTEGER NOT NULL,
                    continents INTEGER NOT NULL,
                    light INTEGER NOT NULL,
                    plant_type TEXT NOT NULL,
                    pet_safe \(unsafeRaw: types.boolean) NOT NULL,
                    synthetic \(unsafeRaw: types.boolean) NOT NULL,
                    image_id \(unsafeRaw: types.uuid) REFERENCES media(id),
                    like_count INTEGER NOT NULL DEFAULT 0,
                    save_count INTEGER NOT NULL DEFAULT 0,
                    comment_count INTEGER NOT NULL DEFAULT 0,
                    updated_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
            // The species as JSON for the detail view, apart: search reads thousands of `flowers` rows,
            // and keeping them small keeps those reads few pages.
            try await db.raw("""
                CREATE TABLE flower_details (
                    flower_id \(unsafeRaw: types.uuid) PRIMARY KEY REFERENCES flowers(id) ON DELETE CASCADE,
                    details TEXT NOT NULL
                )
                """).run()
            // Browsing (no query) walks one of these in order and stops after a page.
            try await db.raw("CREATE INDEX flowers_alphabetical ON flowers (name_key, number)").run()
            try await db.raw("CREATE INDEX flowers_popular ON flowers (like_count DESC, number)").run()
            try await db.raw(
                "CREATE INDEX flowers_interactions ON flowers ((like_count + save_count + comment_count) DESC, number)"
            ).run()
            try await FlowerTextIndexes.forBackend(backend).create(in: db)

            try await db.raw("""
                CREATE TABLE flower_likes (
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    flower_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES flowers(id) ON DELETE CASCADE,
                    liked_at \(unsafeRaw: types.timestamp) NOT NULL,
                    PRIMARY KEY (user_id, flower_id)
                )
                """).run()
            try await db.raw("CREATE INDEX flower_likes_user_recent ON flower_likes (user_id, liked_at DESC)").run()
            try await db.raw("CREATE INDEX flower_likes_flower ON flower_likes (flower_id)").run()

            try await db.raw("""
                CREATE TABLE flower_scent_notes (
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    flower_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES flowers(id) ON DELETE CASCADE,
                    note TEXT NOT NULL,
                    updated_at \(unsafeRaw: types.timestamp) NOT NULL,
                    PRIMARY KEY (user_id, flower_id)
                )
                """).run()
            try await db.raw("CREATE INDEX flower_scent_notes_flower ON flower_scent_notes (flower_id, updated_at DESC)").run()

            // The content hash of the last catalog import: an unchanged catalog is not imported again.
            try await db.raw("""
                CREATE TABLE catalog_imports (
                    source TEXT PRIMARY KEY,
                    content_hash TEXT NOT NULL,
                    flower_count INTEGER NOT NULL,
                    imported_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
        }
    }
}
