import Foundation
import ServerKit
import SQLKit

/// Public collections people liked and saved lately, for the Explore page, read from the ranking
/// `CollectionRanking` stores: a request reads ranked rows and leaves out only what this viewer may not
/// see (their own, people a block separates them from, collections made private or emptied since).
/// Pages keep reading the generation their first page read while it is kept.
struct CollectionDiscovery: Sendable {
    let database: Database
    let cursors: CursorCodec
    let collections: Collections

    struct Position: Codable {
        let generation: Int64
        let offset: Int
    }

    func discover(viewer: UUID?, page: PageRequest) async throws -> Page<Collections.Collection> {
        let scope = "discover|\(viewer?.uuidString ?? "")"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        let kept: SQLQueryString = after.map {
            "(SELECT generation FROM popular_collections WHERE generation = \(bind: $0.generation) LIMIT 1)"
        } ?? "NULL"
        let notOwn: SQLQueryString = viewer.map { "c.user_id <> \(bind: $0)" } ?? "1 = 1"
        // The pinned generation while it is kept, else the newest from its top. A scalar, not a
        // joined row, so the rows are read in rank order from the key and reading stops at the limit.
        let generation: SQLQueryString = "(SELECT COALESCE(\(kept), (SELECT MAX(generation) FROM popular_collections)))"
        let rows = try await database.sql.raw("""
            SELECT p.collection_id AS id, p.generation, p.rank FROM popular_collections p
            JOIN collections c ON c.id = p.collection_id
            WHERE p.generation = \(generation)
                AND p.rank >= CASE WHEN \(generation) = \(bind: after?.generation ?? -1) THEN \(bind: after?.offset ?? 0) ELSE 0 END
                AND \(Collections.visible(to: viewer)) AND \(notOwn) AND \(Relations.notSeparated("c.user_id", from: viewer))
                AND EXISTS (SELECT 1 FROM collection_flowers f WHERE f.collection_id = c.id)
            ORDER BY p.rank LIMIT \(literal: page.limit + 1)
            """).all(decoding: Ranked.self)
        let found = Dictionary(try await collections.find(rows.map(\.id), viewer: viewer).map { ($0.id, $0) }) { first, _ in first }
        // Positions are ranks, so what a viewer does not see, or a collection gone between the two
        // reads, shifts nothing.
        let positioned = rows.compactMap { row in
            found[row.id].map { ($0, Position(generation: row.generation, offset: row.rank + 1)) }
        }
        return try Page(fetched: positioned, request: page, codec: cursors, scope: scope)
    }

    private struct Ranked: Decodable {
        let id: UUID
        let generation: Int64
        let rank: Int
    }
}
