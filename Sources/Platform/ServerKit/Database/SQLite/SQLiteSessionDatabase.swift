import GRDB
import Logging
import NIOCore
import NIOPosix
import SQLKit

/// The `SQLDatabase` of a held writer session: every statement on the one connection, in order, so a
/// transaction's statements see each other and commit or roll back together.
struct SQLiteSessionDatabase: SQLiteSQLDatabase {
    let session: SQLiteSession
    let logger: Logger

    func execute(sql query: any SQLKit.SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        let (sql, arguments) = try prepared(query)
        try await SQLSpan.run(sql, on: .sqlite) {
            try await session.perform { db, statements in try SQLiteStatementRunner.run(sql, arguments, on: db, cache: statements, onRow) }
        }
    }

    /// Holds the writer for `body`: its statements run on it alone, and other writes queue behind it.
    static func withSession<R>(pool: SQLitePool, logger: Logger, _ body: (any SQLDatabase) async throws -> R) async throws -> R {
        let connections = try await pool.connections()
        let session = SQLiteSession()
        connections.writer.start(session)
        defer { session.end() }
        return try await SQLiteSession.$holdingWriter.withValue(true) {
            try await body(SQLiteSessionDatabase(session: session, logger: logger))
        }
    }
}
