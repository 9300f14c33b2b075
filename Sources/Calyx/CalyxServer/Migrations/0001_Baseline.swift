import ServerKit
import SQLKit

extension CalyxMigrations {
    /// The empty starting schema: marks a database as Calyx's (and, on PostgreSQL, creates the `calyx`
    /// schema through the migrator) before any table exists.
    struct Baseline: Migration {
        let name = "0001_baseline"

        func apply(to database: any SQLDatabase, backend: DatabaseBackend) async throws {}
    }
}
