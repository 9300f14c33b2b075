import Foundation
import ServerKit
import SQLKit

extension CalyxMigrations {
    /// `collections.name_key`: the name as collection search compares it (`SearchKey`), so "Été" is
    /// found by "ete" and by "ÉTÉ" on both databases; written wherever a name is, and here for every
    /// collection that exists.
    struct CollectionNameKeys: Migration {
        let name = "0014_collection_name_keys"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            try await db.raw("ALTER TABLE collections ADD COLUMN name_key TEXT NOT NULL DEFAULT ''").run()
            let collections = try await db.raw("SELECT id, name FROM collections").all(decoding: Named.self)
            for collection in collections {
                try await db.raw("UPDATE collections SET name_key = \(bind: SearchKey.of(collection.name)) WHERE id = \(bind: collection.id)").run()
            }
        }

        private struct Named: Decodable {
            let id: UUID
            let name: String
        }
    }
}
