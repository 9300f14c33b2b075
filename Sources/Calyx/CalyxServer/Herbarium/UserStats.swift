import Foundation
import ServerKit
import SQLKit

/// The counts of a profile header. Every flower in a collection is a saved flower, so the catalogue
/// count (unique flowers across saved flowers and collections) is the number of saved flowers.
struct UserStats: Sendable {
    let catalogue: Int
    let collections: Int
    let favorites: Int
    let history: Int

    static func of(_ user: UUID, in database: Database) async throws -> UserStats {
        let row = try await database.sql.raw("""
            SELECT (SELECT COUNT(*) FROM saved_flowers WHERE user_id = \(bind: user)) AS catalogue,
                (SELECT COUNT(*) FROM collections WHERE user_id = \(bind: user)) AS collections,
                (SELECT COUNT(*) FROM flower_likes WHERE user_id = \(bind: user)) AS favorites,
                (SELECT COUNT(*) FROM search_history WHERE user_id = \(bind: user)) AS history
            """).first(decoding: Row.self)
        return UserStats(catalogue: row?.catalogue ?? 0, collections: row?.collections ?? 0, favorites: row?.favorites ?? 0, history: row?.history ?? 0)
    }

    private struct Row: Decodable {
        let catalogue: Int
        let collections: Int
        let favorites: Int
        let history: Int
    }
}
