import GRDB

/// One SQLite database copied through SQLite's online backup API, in one read transaction of the
/// source: a consistent copy as of one instant, taken while the server keeps reading and writing (in
/// WAL a reader never blocks the writer).
enum SQLiteSnapshot {
    static func copy(_ source: String, to destination: String) throws -> [String: Int] {
        var configuration = Configuration()
        configuration.busyMode = .timeout(30)
        let from = try DatabaseQueue(path: source, configuration: configuration)
        defer { try? from.close() }
        let to = try DatabaseQueue(path: destination)
        defer { try? to.close() }
        try from.backup(to: to)
        return try check(to, path: destination)
    }

    /// SQLite's own integrity check of `path`, then the rows of every table.
    static func check(_ path: String) throws -> [String: Int] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try check(queue, path: path)
    }

    private static func check(_ queue: DatabaseQueue, path: String) throws -> [String: Int] {
        try queue.read { db in
            let report = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            guard report == ["ok"] else { throw BackupError.integrity(path, report.joined(separator: "; ")) }
            let tables = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
            var rows: [String: Int] = [:]
            for table in tables {
                rows[table] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table.quotedDatabaseIdentifier)") ?? 0
            }
            return rows
        }
    }
}
