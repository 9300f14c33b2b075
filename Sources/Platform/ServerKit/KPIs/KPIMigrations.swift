import SQLKit

/// The table an app's KPI job writes (`KPIJob`), listed among the app's own migrations.
public enum KPIMigrations {
    /// `kpi_daily`: one row per UTC day and metric.
    public static func daily(name: String) -> any Migration { Daily(name: name) }

    struct Daily: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            try await db.raw("""
                CREATE TABLE kpi_daily (
                    day TEXT NOT NULL,
                    metric TEXT NOT NULL,
                    value DOUBLE PRECISION NOT NULL,
                    PRIMARY KEY (day, metric)
                )
                """).run()
        }
    }
}
