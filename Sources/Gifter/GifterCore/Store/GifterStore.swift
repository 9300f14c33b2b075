import ClientKit
import Foundation

/// What Gifter keeps on the phone: the screens' last answers (Home, wishlists, occasions), so they
/// open offline, and the saves made offline, waiting to be sent. The platform's offline store.
public struct GifterStore: Sendable {
    public let database: LocalDatabase
    public let snapshots: Snapshots
    public let pendingWrites: PendingWrites

    public init(url: URL) throws {
        try self.init(database: LocalDatabase(url: url))
    }

    public static func inMemory() throws -> GifterStore {
        try GifterStore(database: LocalDatabase.inMemory())
    }

    init(database: LocalDatabase) {
        self.database = database
        snapshots = Snapshots(database: database)
        pendingWrites = PendingWrites(database: database)
    }

    /// Signing out forgets the person's things.
    public func clear() throws {
        try snapshots.removeAll(except: [])
        try pendingWrites.removeAll()
    }
}

/// The keys of the screens' last answers.
public enum GifterCacheKey {
    public static let home = "home"
    public static let wishlists = "wishlists"
    public static let occasions = "occasions"

    /// An occasion's page and the ideas last shown on it (§6.2).
    public static func occasionIdeas(_ occasionID: String) -> String { "occasion-ideas:\(occasionID)" }
}
