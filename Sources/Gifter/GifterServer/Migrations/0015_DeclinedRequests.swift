import ServerKit
import SQLKit

extension GifterMigrations {
    /// A declined friend request is kept, marked, for its sender (who must not learn a "no" from an
    /// address without an account) and hidden from the one who declined it.
    struct DeclinedRequests: Migration {
        let name = "0015_declined_friend_requests"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("ALTER TABLE friend_requests ADD COLUMN declined_at \(unsafeRaw: types.timestamp)").run()
        }
    }
}
