import GRDB
import SQLKit

/// The column names of one statement's result, shared by all its rows; a name that appears twice
/// finds its first column, as SQLite's own lookup does.
final class SQLiteColumns: Sendable {
    let names: [String]
    let positions: [String: Int]

    init(_ names: [String]) {
        self.names = names
        var positions: [String: Int] = [:]
        for (position, name) in names.enumerated() where positions[name] == nil { positions[name] = position }
        self.positions = positions
    }
}

/// One row, read off the statement on the database's queue (values copied, nothing left pointing into
/// SQLite), decoded on demand by SQLKit.
struct SQLiteRow: SQLRow {
    let columns: SQLiteColumns
    let values: [DatabaseValue]

    var allColumns: [String] { columns.names }

    func contains(column: String) -> Bool { columns.positions[column] != nil }

    func decodeNil(column: String) throws -> Bool {
        guard let position = columns.positions[column] else { return true }
        return values[position].isNull
    }

    func decode<D: Decodable>(column: String, as type: D.Type) throws -> D {
        guard let position = columns.positions[column] else { throw MissingColumn(column: column) }
        return try SQLiteValueDecoder.decode(D.self, from: values[position])
    }
}
