import GRDB
@_spi(Benchmarks) import ServerKit

/// GRDB's own API on a reader of ServerKit's pool, as `ServerKitGRDBPath`, but with rows decoded as
/// handlers need them: into a `Decodable` model (GRDB's `FetchableRecord` decoding of `Item`). The
/// difference to `ServerKitGRDBPath` is what decoding by `Decodable` costs with nothing else around it,
/// which no path that gives handlers models can avoid.
struct ServerKitGRDBRecordPath: StatementPath {
    let database: ServerKit.Database
    var name: String { "GRDB API, Decodable records" }

    func lookup(id: Int) async throws -> Int {
        try await database.withSQLiteReader { db in
            guard let item = try GRDBItem.fetchOne(db.cachedStatement(sql: BenchTable.pointSQL), arguments: [id]) else { return 0 }
            return item.score + item.name.utf8.count
        }
    }

    func range(after id: Int) async throws -> Int {
        try await database.withSQLiteReader { db in
            try GRDBItem.fetchAll(db.cachedStatement(sql: BenchTable.rangeSQL), arguments: [id])
                .reduce(0) { $0 + $1.score + $1.name.utf8.count }
        }
    }
}

/// `Item` as a GRDB record: decoded through its synthesized `Decodable` conformance, by column name.
struct GRDBItem: Decodable, FetchableRecord {
    let id: Int
    let name: String
    let created: Double
    let score: Int
}
