import ServerKit
import SQLKit

extension CalyxMigrations {
    /// `collections.name_key`: the name as collection search compares it (`SearchKey`), so "Été" is
    /// found by "ete" and by "ÉTÉ" on both databases; written wherever a name is, and here for every
    /// collection that exists.
    struct CollectionNameKeys: Migration {
        let name = "0014_collection_name_keys"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            try await SearchKey.addColumn("name_key", of: "name", to: "collections", in: db)
        }
    }
}
