import GRDB
@_spi(Benchmarks) import ServerKit

/// GRDB's own API (cached statement, values by column index) on a reader of ServerKit's pool, lent as
/// `Database.sql` lends it: the difference to `Database.sql` is what SQLKit costs (SQL built from a
/// template, binds encoded, rows decoded by column name).
struct ServerKitGRDBPath: StatementPath {
    let database: ServerKit.Database
    var name: String { "GRDB API on Database's reader" }

    func lookup(id: Int) async throws -> Int {
        try await database.withSQLiteReader { db in
            guard let row = try Row.fetchOne(db.cachedStatement(sql: BenchTable.pointSQL), arguments: [id]) else { return 0 }
            let name: String = row[1]
            let score: Int = row[3]
            return score + name.utf8.count
        }
    }

    func range(after id: Int) async throws -> Int {
        try await database.withSQLiteReader { db in
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
}
