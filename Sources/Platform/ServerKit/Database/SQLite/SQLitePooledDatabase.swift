import GRDB
import Logging
import NIOCore
import NIOPosix
import SQLKit

/// `Database.sql` on SQLite: each statement on a free reader when it only reads, else on the writer,
/// prepared once per connection and run on that connection's queue.
struct SQLitePooledDatabase: SQLiteSQLDatabase {
    let pool: SQLitePool
    let logger: Logger

    func execute(sql query: any SQLKit.SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        let (sql, arguments) = try prepared(query)
        try await SQLSpan.run(sql, on: .sqlite) { try await run(sql, arguments, onRow) }
    }

    private func run(_ sql: String, _ arguments: StatementArguments, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        let connections = try await pool.connections()
        var readOnly = pool.kinds.isReadOnly(sql)
        if readOnly == nil, sql.utf8.count > SQLiteStatementCache.longestCachedSQL, !SQLiteSession.holdingWriter {
            // Long texts are batches (imports, seeding) and are never learnt: preparing each on a reader
            // only to find it writes would parse it twice on every call. The writer runs reads too.
            readOnly = false
        }
        switch readOnly {
        case true?:
            try await connections.readers.withReader { reader in
                try reader.runHere { db, statements in try SQLiteStatementRunner.run(sql, arguments, on: db, cache: statements, onRow) }
            }
        case false?:
            try await write(sql, arguments, on: connections.writer, onRow)
        case nil:
            // First sight of this statement: a reader prepares it and runs it if it only reads.
            let kinds = pool.kinds
            let ranOnReader = try await connections.readers.withReader { reader in
                try reader.runHere { db, statements in
                    let readOnly = try SQLiteStatementRunner.isReadOnly(sql, on: db, cache: statements)
                    kinds.learn(sql, isReadOnly: readOnly)
                    if readOnly { try SQLiteStatementRunner.run(sql, arguments, on: db, cache: statements, onRow) }
                    return readOnly
                }
            }
            if !ranOnReader { try await write(sql, arguments, on: connections.writer, onRow) }
        }
    }

    private func write(_ sql: String, _ arguments: StatementArguments, on writer: SQLiteConnection, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        guard !SQLiteSession.holdingWriter else { throw WriteOutsideSession(sql: sql) }
        try await writer.run { db, statements in try SQLiteStatementRunner.run(sql, arguments, on: db, cache: statements, onRow) }
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await SQLiteSessionDatabase.withSession(pool: pool, logger: logger, closure)
    }

    /// A write sent to the pool by a task that holds the writer in a transaction: it would wait for
    /// that transaction, which waits for it. A programming error, reported rather than hung.
    struct WriteOutsideSession: Error, CustomStringConvertible {
        let sql: String
        var description: String { "a write outside the transaction this task holds would wait for it forever: \(sql)" }
    }
}
