import ServerKit
import SQLKit

extension CouplesMigrations {
    /// When each person's next daily reminder is due (UTC microseconds), so the scheduler reads only
    /// the due rows and claims each with a compare-and-set.
    struct Reminders: Migration {
        let name = "0004_reminders"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            try await db.raw("ALTER TABLE people ADD COLUMN next_reminder_us BIGINT").run()
            try await db.raw("CREATE INDEX people_next_reminder ON people (next_reminder_us)").run()
        }
    }
}
