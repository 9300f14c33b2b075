import GRDB
import SQLKit

/// Runs one serialized statement on a connection, on that connection's queue: binds the values, steps
/// through every row and hands each, copied out of SQLite, to `onRow` right there — no hop per row.
enum SQLiteStatementRunner {
    static func run(
        _ sql: String, _ arguments: StatementArguments, on db: GRDB.Database, cache: SQLiteStatementCache,
        _ onRow: (any SQLRow) -> Void
    ) throws {
        let (statement, columns) = try cache.statement(sql, in: db)
        do {
            let count = columns.names.count
            guard count > 0 else { return try statement.execute(arguments: arguments) }
            // The cursor steps the statement; each column is copied straight off it (GRDB's `Row`
            // subscript would go through its generic value decoding for every one).
            let cursor = try Row.fetchCursor(statement, arguments: arguments)
            let sqliteStatement = statement.sqliteStatement
            while try cursor.next() != nil {
                var values: [DatabaseValue] = []
                values.reserveCapacity(count)
                for index in 0..<count { values.append(DatabaseValue(sqliteStatement: sqliteStatement, index: CInt(index))) }
                onRow(SQLiteRow(columns: columns, values: values))
            }
        } catch {
            // A statement that failed mid-step keeps its error until reset; a fresh one is prepared next time.
            cache.discard(sql)
            throw error
        }
    }

    /// Whether `sql` only reads: prepared (and cached) on a reader, which answers without running it.
    static func isReadOnly(_ sql: String, on db: GRDB.Database, cache: SQLiteStatementCache) throws -> Bool {
        try cache.statement(sql, in: db).statement.isReadonly
    }
}
