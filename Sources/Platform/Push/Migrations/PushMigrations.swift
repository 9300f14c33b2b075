import ServerKit
import SQLKit

/// The tables push needs. An app lists these among its own migrations under names that fit its
/// history (`0005_push_devices`), so each app keeps one ordered history.
public enum PushMigrations {
    /// `push_devices`: the APNs tokens each account receives notifications on.
    public static func devices(name: String) -> any Migration { Devices(name: name) }

    struct Devices: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            // No reference to the app's users table: push is shared by apps whose account tables differ.
            try await db.raw("""
                CREATE TABLE push_devices (
                    token TEXT PRIMARY KEY,
                    account_id \(unsafeRaw: types.uuid) NOT NULL,
                    environment TEXT NOT NULL,
                    created_us BIGINT NOT NULL,
                    updated_us BIGINT NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX push_devices_account ON push_devices (account_id)").run()
        }
    }
}
