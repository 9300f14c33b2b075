import GRDB
@_spi(Benchmarks) import ServerKit

/// GRDB's own API (cached statement, values by column index) on a reader of ServerKit's pool, lent as
/// `Database.sql` lends it: the difference to `Database.sql` is what SQLKit costs (SQL built from a
/// template, binds encoded, rows decoded by column name). With `records`, rows are decoded as handlers
/// need them, into a `Decodable` model (GRDB's `FetchableRecord` decoding of `Item`): what decoding by
/// `Decodable` costs with nothing else around it, which no path that gives handlers models avoids.
struct ServerKitGRDBPath: StatementPath {
    let database: ServerKit.Database
    var records = false
    var name: String { records ? "GRDB API, Decodable records" : "GRDB API on Database's reader" }

    func lookup(id: Int) async throws -> Int {
        if records { return try await lookupRecord(id: id) }
        return try await database.withSQLiteReader { db in
            guard let row = try Row.fetchOne(db.cachedStatement(sql: BenchTable.pointSQL), arguments: [id]) else { return 0 }
            let name: String = row[1]
            let score: Int = row[3]
            return score + name.utf8.count
        }
    }

    func range(after id: Int) async throws -> Int {
        if records { return try await rangeOfRecords(after: id) }
        return try await database.withSQLiteReader { db in
            var total = 0
            let cursor = try Row.fetchCursor(db.cachedStatement(sql: BenchTable.rangeSQL), arguments: [id])
            while let row = try cursor.next() {
                let name: String = row[1]
                let score: Int = row[3]
                total += score + name.utf8.count
            }
            return total
        }
    }

    private func lookupRecord(id: Int) async throws -> Int {
        try await database.withSQLiteReader { db in
            guard let item = try GRDBItem.fetchOne(db.cachedStatement(sql: BenchTable.pointSQL), arguments: [id]) else { return 0 }
            return item.score + item.name.utf8.count
        }
    }

    private func rangeOfRecords(after id: Int) async throws -> Int {
        try await database.withSQLiteReader { db in
            try GRDBItem.fetchAll(db.cachedStatement(sql: BenchTable.rangeSQL), arguments: [id]).reduce(0) { $0 + $1.score + $1.name.utf8.count }
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
