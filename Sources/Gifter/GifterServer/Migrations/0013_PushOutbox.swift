import Push
import ServerKit
import SQLKit

extension GifterMigrations {
    /// The push outbox (friend requests and yeses, held through quiet hours) and the lease table of the
    /// job runner that sends it, Gifter's first scheduled job: one step, because one needs the other.
    struct PushOutboxTables: Migration {
        let name = "0013_push_outbox"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            try await PushMigrations.outbox(name: name).apply(to: db, backend: backend)
            try await JobMigrations.leases(name: name).apply(to: db, backend: backend)
        }
    }
}
