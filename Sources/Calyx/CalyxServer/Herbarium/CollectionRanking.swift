import Foundation
import ServerKit
import SQLKit

/// The job behind Explore's popular collections: every few minutes it ranks every public collection
/// with flowers and stores the top `depth` as a new generation of `popular_collections`.
///
/// Each like or save of the last `window` counts in proportion to how recent it is (1 now, 0 a week
/// ago); ties go to all-time likes and saves, then to the newest collection.
struct CollectionRanking: Sendable {
    let database: Database

    static let window: TimeInterval = 7 * 24 * 3600
    /// Collections ranked per generation: far more than anyone pages through on Explore.
    static let depth = 500
    /// Generations kept: with a five-minute refresh, a quarter of an hour of paging.
    static let generationsKept = 3

    /// Ranks on a reader and then writes the result in a short transaction: on SQLite, one writer
    /// at a time, ranking inside the write held every other write back for as long as the ranking took.
    func refresh(now: Date) async throws {
        let generation = TimestampKey.micros(of: now)
        let since = generation - Int64(Self.window * 1_000_000)
        let ranked = try await database.sql.raw("""
            SELECT c.id FROM collections c LEFT JOIN (
                SELECT collection_id, SUM(at_us - \(bind: since)) AS heat FROM (
                    SELECT collection_id, liked_at AS at_us FROM collection_likes WHERE liked_at > \(bind: since) AND liked_at <= \(bind: generation)
                    UNION ALL SELECT collection_id, saved_at AS at_us FROM saved_collections WHERE saved_at > \(bind: since) AND saved_at <= \(bind: generation)
                ) recent GROUP BY collection_id
            ) r ON r.collection_id = c.id
            WHERE \(Collections.visible(to: nil)) AND EXISTS (SELECT 1 FROM collection_flowers f WHERE f.collection_id = c.id)
            ORDER BY COALESCE(r.heat, 0) DESC, c.like_count + c.save_count DESC, c.created_at DESC, c.id DESC
            LIMIT \(literal: Self.depth)
            """).all(decoding: Ranked.self)
        try await database.transaction { db in
            // A collection deleted since it was ranked is left out (its row would break the foreign key).
            let remaining = ranked.isEmpty ? [] : Set(try await db.raw("SELECT id FROM collections WHERE id IN (\(binds: ranked.map(\.id)))")
                .all(decoding: Ranked.self).map(\.id))
            let kept = ranked.filter { remaining.contains($0.id) }
            for (offset, chunk) in kept.chunked(into: 200).enumerated() {
                let rows = chunk.enumerated().map { index, entry -> SQLQueryString in
                    "(\(bind: generation), \(bind: offset * 200 + index), \(bind: entry.id))"
                }
                try await db.raw("""
                    INSERT INTO popular_collections (generation, rank, collection_id) VALUES \(rows.joined(separator: ", "))
                    ON CONFLICT DO NOTHING
                    """).run()
            }
            try await db.raw("""
                DELETE FROM popular_collections WHERE generation NOT IN (
                    SELECT generation FROM (SELECT DISTINCT generation FROM popular_collections ORDER BY generation DESC LIMIT \(literal: Self.generationsKept)) kept)
                """).run()
        }
    }

    private struct Ranked: Decodable { let id: UUID }
}
