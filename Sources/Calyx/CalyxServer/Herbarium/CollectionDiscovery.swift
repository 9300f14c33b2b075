import Foundation
import ServerKit
import SQLKit

/// Public collections people liked and saved lately, for the Explore page.
///
/// Each like or save of the last `window` counts in proportion to how recent it is (1 now, 0 a week
/// ago); ties go to all-time likes and saves, then to the newest collection. Pages are positions in
/// that ranking taken at the first page's moment, so later pages rank with the same clock.
struct CollectionDiscovery: Sendable {
    let database: Database
    let wallClock: any WallClock
    let cursors: CursorCodec
    let collections: Collections

    static let window: TimeInterval = 7 * 24 * 3600

    struct Position: Codable {
        let now: Int64
        let offset: Int
    }

    func discover(viewer: UUID?, page: PageRequest) async throws -> Page<Collections.Collection> {
        let scope = "discover|\(viewer?.uuidString ?? "")"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        let now = after?.now ?? TimestampKey.micros(of: wallClock.now())
        let offset = after?.offset ?? 0
        let span = Int64(Self.window * 1_000_000)
        let since = now - span
        let notOwn: SQLQueryString = viewer.map { "c.user_id <> \(bind: $0)" } ?? "1 = 1"
        let rows = try await database.sql.raw("""
            SELECT c.id FROM collections c
            LEFT JOIN (
                SELECT collection_id, SUM(at_us - \(bind: since)) AS heat FROM (
                    SELECT collection_id, liked_at AS at_us FROM collection_likes WHERE liked_at > \(bind: since) AND liked_at <= \(bind: now)
                    UNION ALL SELECT collection_id, saved_at AS at_us FROM saved_collections WHERE saved_at > \(bind: since) AND saved_at <= \(bind: now)
                ) recent GROUP BY collection_id
            ) r ON r.collection_id = c.id
            WHERE \(Collections.visible(to: viewer)) AND \(notOwn) AND \(Relations.notSeparated("c.user_id", from: viewer))
                AND EXISTS (SELECT 1 FROM collection_flowers f WHERE f.collection_id = c.id)
            ORDER BY COALESCE(r.heat, 0) DESC, c.like_count + c.save_count DESC, c.created_at DESC, c.id DESC
            LIMIT \(literal: page.limit + 1) OFFSET \(literal: offset)
            """).all(decoding: ID.self)
        let found = Dictionary(try await collections.find(rows.map(\.id), viewer: viewer).map { ($0.id, $0) }) { first, _ in first }
        // Offsets count ranked rows, so a collection gone between the two reads shifts nothing.
        let positioned = rows.enumerated().compactMap { index, row in
            found[row.id].map { ($0, Position(now: now, offset: offset + index + 1)) }
        }
        return try Page(fetched: positioned, request: page, codec: cursors, scope: scope)
    }

    private struct ID: Decodable { let id: UUID }
}
