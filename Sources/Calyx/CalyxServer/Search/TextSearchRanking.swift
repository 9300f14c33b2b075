import ServerKit
import SQLKit

/// A text search's ranking to a depth (relevance or alphabetical), without fetching and sorting every
/// match when there are many.
///
/// Only a flower that `FlowerRanking.standsOut` can score above `FlowerRanking.other`; every other
/// match scores exactly `other` and so follows those, alphabetically. A colour word matches a third of
/// the catalog and stands out for few: those few are scored and sorted, and the rest are read by
/// walking the alphabetical index, testing each flower against the matches, until the ranking is full.
/// Fetching and sorting every match instead cost a colour word 60–170 ms.
struct TextSearchRanking: Sendable {
    let database: Database
    let index: any FlowerTextIndex

    /// Up to this many matches, ranking them all is as quick as a walk (which, for a rare word,
    /// would read most of the index to fill the ranking).
    var walkAbove = 8_000

    struct Row: Decodable {
        let number: Int
        let name_key: String
        let score: Int

        var ranked: FlowerSearch.Ranked { FlowerSearch.Ranked(number: number, score: score) }
    }

    /// The first `depth` matches of `words` (`q` joined) under `filters`, in `sort`'s order (relevance
    /// or alphabetical), as `FlowerSearch.ordering` orders them.
    func rank(_ words: [String], q: String, filters: FlowerFilters, sort: FlowerSort, depth: Int) async throws -> [FlowerSearch.Ranked] {
        let namesMatch = index.matches(every: words, in: .names)
        let score: SQLQueryString = sort == .relevance ? FlowerRanking.score(q, namesMatch: namesMatch) : "0"
        let order: SQLQueryString = sort == .relevance ? "score DESC, name_key, number" : "name_key, number"
        guard try await index.count(every: words, in: .everything, on: database.sql) > walkAbove else {
            return try await rows("""
                SELECT number, name_key, \(score) AS score FROM flowers
                WHERE \(index.matches(every: words, in: .everything)) AND \(filters.predicate)
                ORDER BY \(order) LIMIT \(literal: depth)
                """).map(\.ranked)
        }
        let matches = index.tests(every: words, in: .everything)
        guard sort == .relevance else {
            return try await rows("""
                SELECT number, name_key, 0 AS score FROM flowers WHERE \(matches) AND \(filters.predicate)
                ORDER BY name_key, number LIMIT \(literal: depth)
                """).map(\.ranked)
        }
        let standsOut = FlowerRanking.standsOut(q, namesMatch: namesMatch)
        let outstanding = try await rows("""
            SELECT number, name_key, \(score) AS score FROM flowers WHERE \(standsOut) AND \(matches) AND \(filters.predicate)
            ORDER BY score DESC, name_key, number LIMIT \(literal: depth)
            """)
        guard outstanding.count < depth else { return outstanding.map(\.ranked) }
        let rest = try await rows("""
            SELECT number, name_key, \(literal: FlowerRanking.other) AS score FROM flowers
            WHERE \(matches) AND NOT \(standsOut) AND \(filters.predicate)
            ORDER BY name_key, number LIMIT \(literal: depth)
            """)
        // An outstanding flower may still score `other` (a name that matches in no way a tier names),
        // so the two are merged in ranking order, not appended.
        return (outstanding + rest).sorted(by: Self.ranksBefore).prefix(depth).map(\.ranked)
    }

    /// Score first, then the name's bytes (as the databases compare keys), then number.
    static func ranksBefore(_ a: Row, _ b: Row) -> Bool {
        if a.score != b.score { return a.score > b.score }
        if a.name_key != b.name_key { return a.name_key.utf8.lexicographicallyPrecedes(b.name_key.utf8) }
        return a.number < b.number
    }

    private func rows(_ query: SQLQueryString) async throws -> [Row] {
        try await database.sql.raw(query).all(decoding: Row.self)
    }
}
