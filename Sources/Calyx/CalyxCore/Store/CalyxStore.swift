import ClientKit
import Foundation
import GRDB

/// Everything Calyx keeps on the phone: the saved flowers (typed rows), the screens' last answers
/// (flower details seen, collections, history, the feed's first page, the profile), and the writes
/// made offline. One SQLite file per signed-in person's device; cleared on sign-out.
public struct CalyxStore: Sendable {
    public let database: LocalDatabase
    public let saved: SavedFlowersCache
    public let snapshots: Snapshots
    public let pendingWrites: PendingWrites

    public init(url: URL) throws {
        try self.init(database: LocalDatabase(url: url, appMigrations: Self.migrations))
    }

    public static func inMemory() throws -> CalyxStore {
        try CalyxStore(database: LocalDatabase.inMemory(appMigrations: Self.migrations))
    }

    init(database: LocalDatabase) {
        self.database = database
        saved = SavedFlowersCache(database: database)
        snapshots = Snapshots(database: database)
        pendingWrites = PendingWrites(database: database)
    }

    static func migrations(_ migrator: inout DatabaseMigrator) {
        SavedFlowersCache.registerMigrations(&migrator)
    }

    /// Signing out forgets the person's things: the next person on this phone must not see them.
    public func clear() throws {
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM saved_flower")
            try db.execute(sql: "DELETE FROM snapshot")
            try db.execute(sql: "DELETE FROM pending_write")
        }
    }
}

/// The keys of the screens' last answers.
public enum CalyxCacheKey {
    public static let collections = "collections"
    public static let history = "history"
    public static let feed = "feed"
    public static let profile = "profile"
    public static let settings = "settings"
    public static func flower(_ id: String) -> String { "flower:\(id)" }
    public static func collection(_ id: String) -> String { "collection:\(id)" }
}
