import ClientKit
import Foundation
import GRDB

/// The app's on-device database: the last known state of every screen (so the app opens offline with
/// what it last saw) and the outbox of answers and photos not yet delivered. The platform's offline
/// store (ClientKit's `LocalDatabase`: snapshots and pending writes) in one SQLite file, WAL.
public struct CouplesDatabase: Sendable {
    public let local: LocalDatabase

    /// Opens (creating if needed) the database at `url` and applies pending migrations.
    public init(url: URL) throws {
        local = try LocalDatabase(url: url, appMigrations: Self.migrations)
    }

    /// A database in memory, for previews.
    public static func inMemory() throws -> CouplesDatabase {
        try CouplesDatabase(local: LocalDatabase.inMemory(appMigrations: Self.migrations))
    }

    init(local: LocalDatabase) {
        self.local = local
    }

    /// Before the platform had an offline store, Couples kept its own `outbox` table (and the same
    /// `snapshot` table the platform's is): anything still queued there moves to `pending_write`.
    static func migrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("couples_0002_outbox_to_pending_writes") { db in
            guard try db.tableExists("outbox") else { return }
            try db.execute(sql: """
                INSERT OR REPLACE INTO pending_write (id, kind, key, payload, createdAt, attempts, lastError)
                SELECT id, kind, kind || ':' || day, payload, createdAt, attempts, lastError FROM outbox
                """)
            try db.drop(table: "outbox")
        }
        TrustedKeys.migrate(&migrator)
        DayArchive.registerMigrations(&migrator)
    }
}
