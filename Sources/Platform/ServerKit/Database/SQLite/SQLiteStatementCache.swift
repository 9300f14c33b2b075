import GRDB

/// One connection's prepared statements, by SQL text, so a statement a handler runs again is bound and
/// stepped rather than parsed and planned again (SQLiteNIO prepared every statement afresh: 8.5 % of a
/// feed request's time). Bounded: statements whose text varies (a bulk insert's row count, an `IN`
/// list's length) would otherwise pile up for the life of the connection; when full, it starts over.
///
/// Used only on its connection's queue, never concurrently: that is what makes `@unchecked` true.
final class SQLiteStatementCache: @unchecked Sendable {
    static let capacity = 512
    /// SQL longer than this (bulk writes, migrations) is prepared, run and finalized, not kept.
    static let longestCachedSQL = 4_096

    private var statements: [String: (statement: Statement, columns: SQLiteColumns)] = [:]

    /// The prepared statement for `sql` on `db` with its result's columns.
    func statement(_ sql: String, in db: GRDB.Database) throws -> (statement: Statement, columns: SQLiteColumns) {
        if let cached = statements[sql] { return cached }
        let statement = try db.makeStatement(sql: sql)
        let prepared = (statement, SQLiteColumns(statement.columnNames))
        guard sql.utf8.count <= Self.longestCachedSQL else { return prepared }
        if statements.count >= Self.capacity { statements.removeAll(keepingCapacity: true) }
        statements[sql] = prepared
        return prepared
    }

    func discard(_ sql: String) {
        statements[sql] = nil
    }

    /// Finalizes every statement (before the connection closes).
    func removeAll() {
        statements.removeAll()
    }
}
