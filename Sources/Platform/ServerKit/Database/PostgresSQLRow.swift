import Foundation
import PostgresKit
import PostgresNIO
import SQLKit

/// A PostgreSQL row as SQLKit reads it, decoding the column types handlers read most (text, integers,
/// floating point, booleans, UUIDs, timestamps, bytea, and optionals of the common ones) straight
/// through PostgresNIO, and everything else through PostgresKit's row (`row.sql()`, made again for each
/// such column: enums and JSON, rare on the hot paths), as every column was read before.
///
/// Why: PostgresKit finds how to decode a column by dynamic casts (`T.self as? any PostgresDecodable.Type`,
/// then `T.self is String.Type` and the like) for every column of every row, 8.4 % of the CPU of a
/// search on PostgreSQL (issue 46's profile). Here the type is matched by metatype identity, as
/// `SQLiteValueDecoder` does. The values are the same: PostgresKit decodes these types with the same
/// PostgresNIO conformances, except where it works around Fluent's habits — a text read from a
/// user-defined type, a `Double` from `numeric` — and those cells go to PostgresKit still.
struct PostgresSQLRow: SQLRow {
    let row: PostgresRow
    let cells: PostgresRandomAccessRow

    init(_ row: PostgresRow) {
        self.row = row
        self.cells = row.makeRandomAccess()
    }

    var allColumns: [String] { cells.map(\.columnName) }

    func contains(column: String) -> Bool { cells.contains(column) }

    func decodeNil(column: String) throws -> Bool {
        !cells.contains(column) || cells[column].bytes == nil
    }

    /// `column` as `T`: directly when `T` is one of the types read directly, or an optional of one (a
    /// column read with `as: String?.self`); through PostgresKit for the rest. No `T?` is formed on
    /// the way: in this generic code each would be a run-time metadata lookup per column.
    func decode<T: Decodable>(column: String, as type: T.Type) throws -> T {
        guard cells.contains(column) else { throw MissingColumn(column: column) }
        let cell = cells[column]
        func matched<V: PostgresDecodable>(_ value: V.Type) throws -> T {
            unsafeBitCast(try cell.decode(V.self), to: T.self)
        }
        func kit() throws -> T {
            try row.sql().decode(column: column, as: T.self)
        }
        // PostgresKit's workarounds, left to it: text read from a user-defined type, a Double (not an
        // optional one) from numeric.
        let userDefined = cell.dataType.isUserDefined, numeric = cell.dataType == .numeric
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return userDefined ? try kit() : try matched(String.self)
        case ObjectIdentifier(String?.self): return userDefined ? try kit() : try matched(String?.self)
        case ObjectIdentifier(Int.self): return try matched(Int.self)
        case ObjectIdentifier(Int?.self): return try matched(Int?.self)
        case ObjectIdentifier(UUID.self): return try matched(UUID.self)
        case ObjectIdentifier(UUID?.self): return try matched(UUID?.self)
        case ObjectIdentifier(Date.self): return try matched(Date.self)
        case ObjectIdentifier(Date?.self): return try matched(Date?.self)
        case ObjectIdentifier(Bool.self): return try matched(Bool.self)
        case ObjectIdentifier(Bool?.self): return try matched(Bool?.self)
        case ObjectIdentifier(Double.self): return numeric ? try kit() : try matched(Double.self)
        case ObjectIdentifier(Double?.self): return try matched(Double?.self)  // numeric fails here as in PostgresKit
        case ObjectIdentifier(Int64.self): return try matched(Int64.self)
        case ObjectIdentifier(Int64?.self): return try matched(Int64?.self)
        case ObjectIdentifier(Int32.self): return try matched(Int32.self)
        case ObjectIdentifier(Int16.self): return try matched(Int16.self)
        case ObjectIdentifier(Float.self): return numeric ? try kit() : try matched(Float.self)
        case ObjectIdentifier(Data.self): return try matched(Data.self)
        default: return try kit()
        }
    }
}
