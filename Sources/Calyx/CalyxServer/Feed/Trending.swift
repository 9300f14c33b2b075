import Foundation
import ServerKit
import SQLKit

/// Trending flowers: a ranking the trending job recomputes every few minutes and stores, so a request
/// only reads it. Each refresh is a new generation; lists paged across a refresh keep reading theirs.
struct Trending: Sendable {
    let database: Database

    /// Flowers ranked per window and generation.
    static let depth = 500
    /// Generations kept per window: with a five-minute refresh, a quarter of an hour of paging.
    static let generationsKept = 3

    /// The job: ranks both windows from the activity of their horizons and stores a new generation.
    func refresh(now: Date) async throws {
        let longest = TrendingWindow.allCases.map(\.horizon).max() ?? 0
        let generation = TimestampKey.micros(of: now)
        // Scored at the generation's own instant, so a viewer's correction later decays alike; what
        // happens after it waits for the next generation, as it does in the correction.
        let at = TimestampKey.date(micros: generation)
        let activity = try await FlowerActivity.since(at.addingTimeInterval(-longest), until: at.addingTimeInterval(0.001), in: database)
        for window in TrendingWindow.allCases {
            let ranked = TrendingScore.ranked(TrendingScore.scores(activity, at: at, window: window), limit: Self.depth)
            try await database.transaction { db in
                for (offset, chunk) in ranked.chunked(into: 200).enumerated() {
                    let rows = chunk.enumerated().map { index, entry -> SQLQueryString in
                        "(\(bind: window.rawValue), \(bind: generation), \(bind: offset * 200 + index), \(bind: entry.flower), \(bind: entry.score))"
                    }
                    try await db.raw("""
                        INSERT INTO trending_flowers (time_window, generation, rank, flower_id, score) VALUES \(rows.joined(separator: ", "))
                        ON CONFLICT DO NOTHING
                        """).run()
                }
                try await db.raw("""
                    DELETE FROM trending_flowers WHERE time_window = \(bind: window.rawValue) AND generation NOT IN (
                        SELECT generation FROM (SELECT DISTINCT generation FROM trending_flowers WHERE time_window = \(bind: window.rawValue)
                            ORDER BY generation DESC LIMIT \(literal: Self.generationsKept)) kept)
                    """).run()
            }
        }
    }

    /// A stretch of one generation's ranking.
    struct Stretch: Sendable, Equatable {
        /// The generation read; nil before the first refresh.
        let generation: Int64?
        /// The rank of the first flower: the offset asked for, or 0 when the pinned generation is gone.
        let offset: Int
        let flowers: [UUID]
    }

    /// Flowers `offset..<offset + count` of `pinned`'s ranking while that generation is kept, else of
    /// the newest generation from its top, as `viewer` sees it: what people separated from the viewer
    /// by a block did is taken out of the scores, and the rest re-ranked.
    ///
    /// The generation is resolved in the same statement as the ranking is read (a feed page reads
    /// trending on every request, and a round trip is a measurable share of it).
    func ranking(_ window: TrendingWindow, pinned: Int64?, viewer: UUID?, offset: Int, count: Int) async throws -> Stretch {
        // Asking alongside whether the viewer has blocks on either side (rarely): only then is the
        // ranking corrected, which costs reading their activity.
        let anyBlock: SQLQueryString = viewer.map {
            "EXISTS (SELECT 1 FROM blocks WHERE user_id = \(bind: $0)) OR EXISTS (SELECT 1 FROM blocks WHERE blocked_id = \(bind: $0))"
        } ?? "1 = 0"
        let kept: SQLQueryString = pinned.map {
            "(SELECT generation FROM trending_flowers WHERE time_window = \(bind: window.rawValue) AND generation = \(bind: $0) LIMIT 1)"
        } ?? "NULL"
        // A scalar, not a joined row, so the ranking is read in rank order from the key and reading
        // stops at the limit.
        let chosen: SQLQueryString = """
            (SELECT COALESCE(\(kept), (SELECT MAX(generation) FROM trending_flowers WHERE time_window = \(bind: window.rawValue))))
            """
        let rows = try await database.sql.raw("""
            SELECT t.flower_id, t.score, t.generation, CASE WHEN \(anyBlock) THEN 1 ELSE 0 END AS separated
            FROM trending_flowers t
            WHERE t.time_window = \(bind: window.rawValue) AND t.generation = \(chosen)
                AND t.rank >= CASE WHEN \(chosen) = \(bind: pinned ?? -1) THEN \(bind: offset) ELSE 0 END
            ORDER BY t.rank LIMIT \(literal: count)
            """).all(decoding: Ranked.self)
        guard let generation = rows.first?.generation else {
            // Nothing at that place: the end of the pinned generation, or no ranking yet (a generation
            // exists only through its rows, and the newest is read from its top).
            return Stretch(generation: pinned, offset: offset, flowers: [])
        }
        let start = generation == pinned ? offset : 0
        guard let viewer, rows.first?.separated == 1 else { return Stretch(generation: generation, offset: start, flowers: rows.map(\.flower_id)) }
        return Stretch(
            generation: generation, offset: start,
            flowers: try await corrected(window, generation: generation, viewer: viewer, offset: start, count: count)
        )
    }

    /// The ranking with the activity of people separated from `viewer` by a block taken out.
    private func corrected(_ window: TrendingWindow, generation: Int64, viewer: UUID, offset: Int, count: Int) async throws -> [UUID] {
        let separated = try await Self.separated(from: viewer, in: database)
        let stored = try await database.sql.raw("""
            SELECT flower_id, score FROM trending_flowers WHERE time_window = \(bind: window.rawValue) AND generation = \(bind: generation) ORDER BY rank
            """).all(decoding: Ranked.self)
        let computedAt = TimestampKey.date(micros: generation)
        let theirs = TrendingScore.scores(
            // What they did after the ranking was made is not in it (a millisecond's slack for
            // timestamps the database stored at another precision).
            try await FlowerActivity.since(
                computedAt.addingTimeInterval(-window.horizon), until: computedAt.addingTimeInterval(0.001), by: Array(separated), in: database
            ),
            at: computedAt, window: window
        )
        var scores: [UUID: Double] = [:]
        for entry in stored { scores[entry.flower_id] = entry.score - (theirs[entry.flower_id] ?? 0) }
        return Array(TrendingScore.ranked(scores, limit: Self.depth).dropFirst(offset).prefix(count).map(\.flower))
    }

    /// People who blocked `viewer` or whom they blocked.
    static func separated(from viewer: UUID, in database: Database) async throws -> Set<UUID> {
        let rows = try await database.sql.raw("""
            SELECT blocked_id AS person FROM blocks WHERE user_id = \(bind: viewer)
            UNION SELECT user_id AS person FROM blocks WHERE blocked_id = \(bind: viewer)
            """).all(decoding: Person.self)
        return Set(rows.map(\.person))
    }

    private struct Ranked: Decodable {
        let flower_id: UUID
        let score: Double
        /// The generation and whether the viewer has blocks (the first query only).
        var generation: Int64?
        var separated: Int?
    }
    private struct Person: Decodable { let person: UUID }
}

extension Array {
    /// Consecutive slices of at most `size` elements.
    func chunked(into size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
