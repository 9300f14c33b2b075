import SQLKit

/// The lease table `JobRunner` needs, for an app's migration list under the name it chooses.
public enum JobMigrations {
    public static func leases(name: String) -> any Migration { Leases(name: name) }

    /// One row per job: who holds it until when, when it is next due, and how its runs went.
    struct Leases: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            try await db.raw("""
                CREATE TABLE job_leases (
                    name TEXT PRIMARY KEY,
                    holder TEXT NOT NULL,
                    lease_until_us BIGINT NOT NULL,
                    next_run_us BIGINT NOT NULL,
                    last_started_us BIGINT,
                    last_finished_us BIGINT,
                    last_duration_us BIGINT,
                    runs BIGINT NOT NULL,
                    failures BIGINT NOT NULL,
                    last_error TEXT
                )
                """).run()
        }
    }
}
