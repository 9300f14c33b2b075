import ServerKit
import SQLKit

extension PushMigrations {
    /// `push_outbox`: notifications waiting to be sent, written in the same transaction as the change
    /// they tell of.
    public static func outbox(name: String) -> any Migration { Outbox(name: name) }

    struct Outbox: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            // `subject` names what the push is about (`friend-request:<id>`), so a push for something
            // undone before it went out can be dropped. `claimed_until_us` is the sending instance's claim.
            try await db.raw("""
                CREATE TABLE push_outbox (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    account_id \(unsafeRaw: types.uuid) NOT NULL,
                    subject TEXT,
                    notification TEXT NOT NULL,
                    queued_us BIGINT NOT NULL,
                    due_us BIGINT NOT NULL,
                    claimed_until_us BIGINT
                )
                """).run()
            try await db.raw("CREATE INDEX push_outbox_due ON push_outbox (due_us)").run()
            try await db.raw("CREATE INDEX push_outbox_subject ON push_outbox (subject)").run()
            try await db.raw("CREATE INDEX push_outbox_account ON push_outbox (account_id)").run()
        }
    }
}
