import ServerKit
import SQLKit

/// `DatabaseSQLPath` with SQLKit's own row decoder (`SQLRowDecoder`), which handlers used before
/// `SQLModelDecoder`: the difference between the two rows is what the decoder costs.
struct SQLKitDecoderPath: StatementPath {
    let database: Database
    var name: String { "Database.sql, SQLKit's decoder" }

    func lookup(id: Int) async throws -> Int {
        let item = try await database.sql.raw("SELECT id, name, created, score FROM items WHERE id = \(bind: id)")
            .first(decoding: Item.self, with: SQLRowDecoder())
        guard let item else { return 0 }
        return item.score + item.name.utf8.count
    }

    func range(after id: Int) async throws -> Int {
        let items = try await database.sql.raw("SELECT id, name, created, score FROM items WHERE id > \(bind: id) ORDER BY id LIMIT 20")
            .all(decoding: Item.self, with: SQLRowDecoder())
        return items.reduce(0) { $0 + $1.score + $1.name.utf8.count }
    }
}
