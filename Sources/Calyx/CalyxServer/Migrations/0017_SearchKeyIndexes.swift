import ServerKit
import SQLKit

extension CalyxMigrations {
    /// Family and scientific-name keys in order, so a search can find the flowers whose family or
    /// genus begins with the query (the few that rank above a colour word's thousands of matches)
    /// without reading every match (`FlowerRanking.standsOut`, `RelevanceRanking`).
    struct SearchKeyIndexes: Migration {
        let name = "0017_search_key_indexes"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            try await db.raw("CREATE INDEX flowers_family ON flowers (family_key, number)").run()
            try await db.raw("CREATE INDEX flowers_scientific ON flowers (scientific_key, number)").run()
        }
    }
}
