import ServerKit
import SQLKit

extension CalyxMigrations {
    /// When each person last started a data export: one per hour, counted in the database so every
    /// server instance sees the same allowance. The row goes with the account.
    struct DataExports: Migration {
        let name = "0010_data_exports"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("""
                CREATE TABLE data_exports (
                    user_id \(unsafeRaw: types.uuid) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    started_us BIGINT NOT NULL
                )
                """).run()
        }
    }
}
