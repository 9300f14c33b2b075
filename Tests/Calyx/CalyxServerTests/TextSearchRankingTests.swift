@testable import CalyxServer
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// The walk a search with many matches ranks by (the few that stand out, then the alphabetical index)
/// gives exactly the ranking that scoring and sorting every match gives, on both backends.
@Suite("Calyx text search ranking")
struct TextSearchRankingTests {
    static let queries: [[String]] = [["red"], ["blue"], ["white"], ["yellow"], ["violet"], ["aster"], ["rose"], ["lily"], ["pink", "rose"], ["sun"]]
    static let filterSets: [FlowerFilters] = {
        var red = FlowerFilters()
        red.color = .red
        var summer = FlowerFilters()
        summer.season = .summer
        summer.petSafe = true
        return [FlowerFilters(), red, summer]
    }()

    @Test("walking and sorting everything agree, for colours, families, names, filters, both sorts and any depth", arguments: TestDatabases.backends)
    func walkAgrees(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            try await calyx.withDatabase { database in
                let index = FlowerTextIndexes.forBackend(backend)
                let walking = TextSearchRanking(database: database, index: index, walkAbove: 0)
                let sorting = TextSearchRanking(database: database, index: index, walkAbove: .max)
                var compared = 0
                for words in Self.queries {
                    let q = words.joined(separator: " ")
                    for filters in Self.filterSets {
                        for sort in [FlowerSort.relevance, .alphabetical] {
                            for depth in [3, 40, 2_000] {
                                let walked = try await walking.rank(words, q: q, filters: filters, sort: sort, depth: depth).map { "\($0.number):\($0.score)" }
                                let sorted = try await sorting.rank(words, q: q, filters: filters, sort: sort, depth: depth).map { "\($0.number):\($0.score)" }
                                #expect(walked == sorted, "\(q) \(filters.scope) \(sort) depth \(depth)")
                                compared += sorted.isEmpty ? 0 : 1
                            }
                        }
                    }
                }
                #expect(compared > 100, "most rankings compared are not empty")
            }
        }
    }

    @Test("the text index's count is the number of flowers that match", arguments: TestDatabases.backends)
    func counts(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            try await calyx.withDatabase { database in
                let index = FlowerTextIndexes.forBackend(backend)
                for words in Self.queries {
                    let counted = try await index.count(every: words, in: .everything, on: database.sql)
                    let row = try await database.sql.raw("SELECT count(*) AS n FROM flowers WHERE \(index.matches(every: words, in: .everything))").first()
                    #expect(counted == (try row?.decode(column: "n", as: Int.self)), "\(words)")
                }
                #expect(try await index.count(every: ["red"], in: .everything, on: database.sql) > 10)
            }
        }
    }
}
