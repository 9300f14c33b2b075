import Foundation
import GRDB

/// The app's on-device database: the last known state of every screen (so the app opens offline with
/// what it last saw) and the outbox of answers and photos not yet delivered. One SQLite file, WAL.
public struct CouplesDatabase: Sendable {
    public let writer: any DatabaseWriter

    /// Opens (creating if needed) the database at `url` and applies pending migrations.
    public init(url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        writer = try DatabasePool(path: url.path)
        try Self.migrator.migrate(writer)
    }

    /// A database in memory, for previews.
    public static func inMemory() throws -> CouplesDatabase {
        try CouplesDatabase(writer: DatabaseQueue())
    }

    init(writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_snapshots_and_outbox") { db in
            // One JSON document per kind of server state (today, pair, garden, species, me): the cache
            // is replaced whole on every successful load, so there is nothing to merge.
            try db.create(table: "snapshot") { table in
                table.primaryKey("key", .text)
                table.column("json", .blob).notNull()
                table.column("savedAt", .datetime).notNull()
            }
            // Sealed answers and photo envelopes waiting to be sent. `id` is the photo's `uploadId`,
            // fixed when queued, so a retry after a crash or a lost response is stored once.
            try db.create(table: "outbox") { table in
                table.primaryKey("id", .text)
                table.column("kind", .text).notNull()
                table.column("day", .text).notNull()
                table.column("payload", .blob).notNull()
                table.column("createdAt", .datetime).notNull()
                table.column("attempts", .integer).notNull().defaults(to: 0)
                table.column("lastError", .text)
            }
        }
        return migrator
    }
}
