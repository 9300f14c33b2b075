import Foundation
import ServerKit
import SQLKit

/// People to follow: the most-followed of your taste neighbours, then the most-followed people
/// anywhere, then (on a young server) people sharing public collections, latest first. Never yourself, anyone you follow, muted or are separated from by a block, nor the
/// catalog's own account.
struct PeopleSuggestions: Sendable {
    let database: Database

    func suggest(for viewer: UUID?, limit: Int) async throws -> [UUID] {
        let excluded: SQLQueryString = viewer.map { viewer in
            """
            AND p.user_id <> \(bind: viewer)
            AND p.user_id NOT IN (SELECT followee_id FROM follows WHERE follower_id = \(bind: viewer))
            AND p.user_id NOT IN (\(Relations.hiddenFrom(viewer)))
            """
        } ?? ""
        var people: [UUID] = []
        if let viewer {
            people = try await database.sql.raw("""
                SELECT p.user_id AS person FROM (SELECT neighbour_id AS user_id, similarity FROM taste_neighbours WHERE user_id = \(bind: viewer)) p
                LEFT JOIN profiles f ON f.user_id = p.user_id
                WHERE 1 = 1 \(excluded)
                ORDER BY COALESCE(f.follower_count, 0) DESC, p.similarity DESC, p.user_id LIMIT \(literal: limit)
                """).all(decoding: Person.self).map(\.person)
        }
        guard people.count < limit else { return people }
        let more = try await database.sql.raw("""
            SELECT p.user_id AS person FROM profiles p
            WHERE p.follower_count > 0 AND p.user_id <> \(bind: CatalogIllustrator.catalogAccount) \(excluded)
            ORDER BY p.follower_count DESC, p.user_id LIMIT \(literal: limit)
            """).all(decoding: Person.self).map(\.person)
        var seen = Set(people)
        people = (people + more.filter { seen.insert($0).inserted }).prefix(limit).map { $0 }
        guard people.count < limit else { return people }
        // A young server, where nobody follows anyone yet: people who share something (a public
        // collection with flowers in it), most recently active first.
        let sharing = try await database.sql.raw("""
            SELECT p.user_id AS person FROM (
                SELECT c.user_id, MAX(c.updated_at) AS active_at FROM collections c
                WHERE c.is_public = \(bind: true) AND EXISTS (SELECT 1 FROM collection_flowers f WHERE f.collection_id = c.id)
                GROUP BY c.user_id
            ) p
            WHERE p.user_id <> \(bind: CatalogIllustrator.catalogAccount) \(excluded)
            ORDER BY p.active_at DESC, p.user_id LIMIT \(literal: limit)
            """).all(decoding: Person.self).map(\.person)
        return (people + sharing.filter { seen.insert($0).inserted }).prefix(limit).map { $0 }
    }

    private struct Person: Decodable { let person: UUID }
}
