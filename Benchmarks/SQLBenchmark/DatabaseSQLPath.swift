import ServerKit
import SQLKit

/// What handlers write: `Database.sql` with a bound value, rows decoded as models — by ServerKit's
/// `SQLModelDecoder`, or (`sqlKitDecoder`) by SQLKit's own `SQLRowDecoder`, which handlers used before:
/// the difference between the two rows is what the decoder costs.
struct DatabaseSQLPath: StatementPath {
    let database: Database
    var sqlKitDecoder = false
    var name: String { sqlKitDecoder ? "Database.sql, SQLKit's decoder" : "Database.sql (ServerKit)" }

    func lookup(id: Int) async throws -> Int {
        let query = database.sql.raw("SELECT id, name, created, score FROM items WHERE id = \(bind: id)")
        let item = try await sqlKitDecoder ? query.first(decoding: Item.self, with: SQLRowDecoder()) : query.first(decoding: Item.self)
        guard let item else { return 0 }
        return item.score + item.name.utf8.count
    }

    func range(after id: Int) async throws -> Int {
        let query = database.sql.raw("SELECT id, name, created, score FROM items WHERE id > \(bind: id) ORDER BY id LIMIT 20")
        let items = try await sqlKitDecoder ? query.all(decoding: Item.self, with: SQLRowDecoder()) : query.all(decoding: Item.self)
        return items.reduce(0) { $0 + $1.score + $1.name.utf8.count }
    }
}
