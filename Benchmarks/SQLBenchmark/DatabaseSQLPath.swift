import ServerKit
import SQLKit

/// What handlers write: `Database.sql` with a bound value, rows decoded as models (`SQLModelDecoder`).
struct DatabaseSQLPath: StatementPath {
    let database: Database
    var name: String { "Database.sql (ServerKit)" }

    func lookup(id: Int) async throws -> Int {
        let item = try await database.sql.raw("SELECT id, name, created, score FROM items WHERE id = \(bind: id)").first(decoding: Item.self)
        guard let item else { return 0 }
        return item.score + item.name.utf8.count
    }

    func range(after id: Int) async throws -> Int {
        let items = try await database.sql.raw("SELECT id, name, created, score FROM items WHERE id > \(bind: id) ORDER BY id LIMIT 20").all(decoding: Item.self)
        return items.reduce(0) { $0 + $1.score + $1.name.utf8.count }
    }
}
