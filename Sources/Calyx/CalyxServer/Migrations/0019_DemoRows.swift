import ServerKit
import SQLKit

extension CalyxMigrations {
    /// Marks what `greenhouse seed --demo` wrote: its invented people (every row naming one of them is
    /// demo too, and goes with them) and the few demo rows owned by the dev sign-in account, which is a
    /// real account (its showcase collection, comment, saves, search history and inbox groups). One
    /// table, so `--remove-demo` reads exactly what to take away and real tables keep their shape.
    struct DemoRows: Migration {
        let name = "0019_demo_rows"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let uuid = SQLColumnTypes(backend).uuid
            try await db.raw("""
                CREATE TABLE demo_rows (
                    table_name TEXT NOT NULL,
                    row_id \(unsafeRaw: uuid) NOT NULL,
                    seed BIGINT NOT NULL,
                    PRIMARY KEY (table_name, row_id)
                )
                """).run()
        }
    }
}
