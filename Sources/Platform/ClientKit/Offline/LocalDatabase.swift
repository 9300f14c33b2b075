import Foundation
import GRDB

/// An app's on-device database: one SQLite file in WAL mode holding what the screens last showed (so
/// they open instantly and offline) and the writes made while offline, waiting to be sent. The
/// platform's tables (`snapshot`, `pending_write`) come first; each app appends its own migrations.
public struct LocalDatabase: Sendable {
    public let writer: any DatabaseWriter

    /// Opens (creating if needed) the database at `url` and applies pending migrations, the
    /// platform's and then `appMigrations`.
    public init(url: URL, appMigrations: (inout DatabaseMigrator) -> Void = { _ in }) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try self.init(writer: DatabasePool(path: url.path), appMigrations: appMigrations)
    }

    /// A database in memory, for previews and tests.
    public static func inMemory(appMigrations: (inout DatabaseMigrator) -> Void = { _ in }) throws -> LocalDatabase {
        try LocalDatabase(writer: DatabaseQueue(), appMigrations: appMigrations)
    }

    init(writer: any DatabaseWriter, appMigrations: (inout DatabaseMigrator) -> Void) throws {
        self.writer = writer
        var migrator = DatabaseMigrator()
        Self.registerPlatformMigrations(&migrator)
        appMigrations(&migrator)
        try migrator.migrate(writer)
    }

    static func registerPlatformMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("platform_0001_snapshots_and_pending_writes") { db in
            // One JSON document per key: a screen's last answer, replaced whole on every load.
            // `ifNotExists`: Couples' database made the same `snapshot` table before the platform did.
            try db.create(table: "snapshot", options: .ifNotExists) { table in
                table.primaryKey("key", .text)
                table.column("json", .blob).notNull()
                table.column("savedAt", .datetime).notNull()
            }
            // Writes made offline. `key` names what the write is about ("like:<flower>"): a newer
            // write about the same thing replaces the older one, since only the last should be sent.
            try db.create(table: "pending_write") { table in
                table.primaryKey("id", .text)
                table.column("kind", .text).notNull()
                table.column("key", .text).notNull().unique()
                table.column("payload", .blob).notNull()
                table.column("createdAt", .datetime).notNull()
                table.column("attempts", .integer).notNull().defaults(to: 0)
                table.column("lastError", .text)
            }
        }
    }
}
