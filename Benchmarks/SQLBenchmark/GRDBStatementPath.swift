import GRDB

/// GRDB's own API on its own pool: cached statements, rows read into `Item` by column index, awaited from
/// a task as a handler would (`DatabasePool.read`, which hops to a reader's queue).
struct GRDBStatementPath: StatementPath {
    let pool: DatabasePool
    var name: String { "GRDB DatabasePool.read (async)" }

    init(path: String) throws {
        var configuration = Configuration()
        configuration.maximumReaderCount = 4
        pool = try DatabasePool(path: path, configuration: configuration)
    }

    func lookup(id: Int) async throws -> Int {
        try await pool.read { db in
            let statement = try db.cachedStatement(sql: BenchTable.pointSQL)
            guard let row = try Row.fetchOne(statement, arguments: [id]) else { return 0 }
            let name: String = row[1]
            let score: Int = row[3]
            return score + name.utf8.count
        }
    }

    func range(after id: Int) async throws -> Int {
        try await pool.read { db in
            let statement = try db.cachedStatement(sql: BenchTable.rangeSQL)
            var total = 0
            let cursor = try Row.fetchCursor(statement, arguments: [id])
            while let row = try cursor.next() {
                let name: String = row[1]
                let score: Int = row[3]
                total += score + name.utf8.count
            }
            return total
        }
    }

    func close() async throws { try pool.close() }
}
