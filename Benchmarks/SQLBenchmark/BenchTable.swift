import Foundation
import ServerKit
import SQLKit

/// The table every path reads: `rows` rows of four columns, written once through `Database`.
enum BenchTable {
    static let pointSQL = "SELECT id, name, created, score FROM items WHERE id = ?"
    static let rangeSQL = "SELECT id, name, created, score FROM items WHERE id > ? ORDER BY id LIMIT 20"

    static func create(in database: Database, rows: Int) async throws {
        progress("writing \(rows) rows")
        try await database.sql.raw("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, created REAL NOT NULL, score INTEGER NOT NULL)").run()
        let all = Array(1...rows)
        try await database.writeInBatches(all, size: 500) { slice, db in
            var insert = db.insert(into: "items").columns("id", "name", "created", "score")
            for id in slice {
                insert = insert.values(SQLBind(id), SQLBind("Flower number \(id)"), SQLBind(1_700_000_000.0 + Double(id)), SQLBind(id % 97))
            }
            try await insert.run()
        }
    }
}

/// One row as handlers decode it.
struct Item: Decodable, Sendable {
    let id: Int
    let name: String
    let created: Double
    let score: Int
}

/// The same pseudo-random ids for every path (a fixed linear congruential sequence).
struct RandomIDs: Sequence {
    let values: [Int]

    init(count: Int, upTo maximum: Int) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        values = (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % (maximum - 20) + 1
        }
    }

    func makeIterator() -> IndexingIterator<[Int]> { values.makeIterator() }
}
