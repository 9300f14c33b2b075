import Foundation
import ServerKit
import SQLKit

/// Every row of every table of a database as text, sorted, for comparing a database before and after
/// byte for byte (blobs as hex). Tables come from the catalog, so tables added later are compared too.
public enum DatabaseDump {
    /// Tables that change with every request rather than with anyone's data.
    public static let bookkeeping: Set<String> = ["rate_limit_buckets"]

    public static func of(_ database: Database) async throws -> [String: [String]] {
        var columns: [String: [String]] = [:]
        for (table, column) in try await DatabaseTraces.columns(in: database) where !bookkeeping.contains(table) {
            columns[table, default: []].append(column)
        }
        var dump: [String: [String]] = [:]
        for (table, names) in columns {
            let sorted = names.sorted()
            let parts = sorted.enumerated().map { offset, column -> SQLQueryString in
                let text: SQLQueryString = database.backend == .sqlite
                    ? "CASE WHEN typeof(\(ident: column)) = 'blob' THEN hex(\(ident: column)) ELSE CAST(\(ident: column) AS TEXT) END"
                    : "CAST(\(ident: column) AS TEXT)"
                return "\(text) AS \(ident: "c\(offset)")"
            }
            let rows = try await database.sql.raw("SELECT \(parts.joined(separator: ", ")) FROM \(ident: table)").all()
            dump[table] = try rows.map { row in
                try sorted.indices.map { "\(sorted[$0])=\(try row.decodeNil(column: "c\($0)") ? "NULL" : try row.decode(column: "c\($0)", as: String.self))" }
                    .joined(separator: " ")
            }.sorted()
        }
        return dump
    }
}
