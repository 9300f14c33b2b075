import Foundation
import ServerKit
import SQLKit

/// Looks everywhere for what must be gone: every column of every table of an app's database, and
/// every file under a directory. Tables and columns are listed from the catalog (`sqlite_master`,
/// `information_schema`), so tables added later are searched too.
public enum DatabaseTraces {
    /// Every table and column of the database (on PostgreSQL, of its schema).
    public static func columns(in database: Database) async throws -> [(table: String, column: String)] {
        let sql = database.sql
        switch database.backend {
        case .sqlite:
            let tables = try await sql.raw("SELECT name FROM sqlite_master WHERE type = 'table'").all(decodingColumn: "name", as: String.self)
            var found: [(String, String)] = []
            for table in tables {
                for column in try await sql.raw("SELECT name FROM pragma_table_info(\(bind: table))").all(decodingColumn: "name", as: String.self) {
                    found.append((table, column))
                }
            }
            return found
        case .postgres:
            return try await sql.raw("""
                SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()
                """).all().map { (try $0.decode(column: "table_name", as: String.self), try $0.decode(column: "column_name", as: String.self)) }
        }
    }

    /// The `table.column`s with a row whose value, as lowercase text, contains one of `needles`
    /// (lowercase). Blobs are read as hex on SQLite (a UUID stored as 16 bytes), `bytea` as `\x…` hex
    /// on PostgreSQL, everything else as its text.
    public static func columnsContaining(_ needles: [String], in database: Database) async throws -> [String] {
        var hits: [String] = []
        for (table, column) in try await columns(in: database) {
            let text: SQLQueryString = database.backend == .sqlite
                ? "LOWER(CASE WHEN typeof(\(ident: column)) = 'blob' THEN hex(\(ident: column)) ELSE CAST(\(ident: column) AS TEXT) END)"
                : "LOWER(CAST(\(ident: column) AS TEXT))"
            let matches = needles.map { needle -> SQLQueryString in "\(text) LIKE \(bind: "%\(needle)%")" }
            let count = try await database.sql.raw("SELECT COUNT(*) AS n FROM \(ident: table) WHERE \(matches.joined(separator: " OR "))")
                .first()?.decode(column: "n", as: Int.self) ?? 0
            if count > 0 { hits.append("\(table).\(column)") }
        }
        return hits
    }

    /// Regular files under `directory`, and those holding any of `words` byte for byte.
    public static func files(under directory: URL) -> [URL] {
        let urls = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])?.compactMap { $0 as? URL } ?? []
        return urls.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }

    public static func filesContaining(_ words: [[UInt8]], under directory: URL) throws -> [String] {
        try files(under: directory).filter { url in
            let bytes = [UInt8](try Data(contentsOf: url))
            return words.contains { !$0.isEmpty && bytes.contains(subsequence: $0) }
        }.map(\.path)
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in these bytes.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            if self[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
