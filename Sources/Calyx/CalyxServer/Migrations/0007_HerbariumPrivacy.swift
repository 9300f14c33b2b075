import Foundation
import ServerKit
import SQLKit

extension CalyxMigrations {
    /// Per-flower privacy, tags matched exactly, and searches in the history.
    ///
    /// - `saved_flowers.is_public`: a public catalogue shows others only its public flowers. Flowers
    ///   saved before this migration were all visible in a public catalogue, so they start public.
    /// - `saved_flower_tags`: one row per tag of a saved flower, keyed by its lowercased text, so a tag
    ///   filter is an exact comparison on both engines (a `LIKE` over the JSON treated `_` as a wildcard
    ///   and ignored case on SQLite only). The JSON column stays the tags' display form and order.
    /// - `search_history.kind`: `flower` (a flower opened from a search) or `search` (the search itself,
    ///   which has no flower).
    struct HerbariumPrivacy: Migration {
        let name = "0007_herbarium_privacy"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            let yes = backend == .postgres ? "TRUE" : "1"
            try await db.raw("ALTER TABLE saved_flowers ADD COLUMN is_public \(unsafeRaw: types.boolean) NOT NULL DEFAULT \(unsafeRaw: yes)").run()

            try await db.raw("""
                CREATE TABLE saved_flower_tags (
                    saved_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES saved_flowers(id) ON DELETE CASCADE,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    tag_key TEXT NOT NULL,
                    PRIMARY KEY (saved_id, tag_key)
                )
                """).run()
            try await db.raw("CREATE INDEX saved_flower_tags_user ON saved_flower_tags (user_id, tag_key)").run()
            // Keys as `SavedFlowerTags.key` makes them, spelled out here so this migration never changes.
            for row in try await db.raw("SELECT id, user_id, tags FROM saved_flowers WHERE tags <> '[]'").all(decoding: TaggedRow.self) {
                let tags = (try? JSONDecoder().decode([String].self, from: Data(row.tags.utf8))) ?? []
                for key in Set(tags.map { $0.lowercased() }) {
                    try await db.raw("""
                        INSERT INTO saved_flower_tags (saved_id, user_id, tag_key) VALUES (\(bind: row.id), \(bind: row.user_id), \(bind: key))
                        ON CONFLICT DO NOTHING
                        """).run()
                }
            }

            switch backend {
            case .postgres:
                try await db.raw("ALTER TABLE search_history ALTER COLUMN flower_id DROP NOT NULL").run()
                try await db.raw("ALTER TABLE search_history ADD COLUMN kind TEXT NOT NULL DEFAULT 'flower'").run()
            case .sqlite:
                // SQLite cannot drop a NOT NULL: the table is rebuilt (nothing references it).
                try await db.raw("""
                    CREATE TABLE search_history_v2 (
                        id \(unsafeRaw: types.uuid) PRIMARY KEY,
                        user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        flower_id \(unsafeRaw: types.uuid) REFERENCES flowers(id) ON DELETE CASCADE,
                        query TEXT NOT NULL,
                        query_key TEXT NOT NULL,
                        searched_at \(unsafeRaw: types.timestamp) NOT NULL,
                        kind TEXT NOT NULL DEFAULT 'flower'
                    )
                    """).run()
                try await db.raw("""
                    INSERT INTO search_history_v2 (id, user_id, flower_id, query, query_key, searched_at, kind)
                    SELECT id, user_id, flower_id, query, query_key, searched_at, 'flower' FROM search_history
                    """).run()
                try await db.raw("DROP TABLE search_history").run()
                try await db.raw("ALTER TABLE search_history_v2 RENAME TO search_history").run()
                try await db.raw("CREATE INDEX search_history_user_recent ON search_history (user_id, searched_at DESC, id DESC)").run()
            }
        }

        private struct TaggedRow: Decodable {
            let id: UUID
            let user_id: UUID
            let tags: String
        }
    }
}
