import Logging
import NIOCore
import NIOPosix
import PostgresKit
import PostgresNIO
import SQLKit

/// `Database.sql` on PostgreSQL: each statement on whichever pooled connection is free.
///
/// Statements that must share a connection (transactions, session settings) go through
/// `Database.withConnection` or `Database.transaction` instead.
struct PooledSQLDatabase: AsyncSQLDatabase {
    let pool: PostgresPool
    let logger: Logger

    var dialect: any SQLDialect { PostgresDialect() }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await pool.withConnection { connection in
            try await PostgresConnectionDatabase(connection: connection, statements: pool.statements, logger: logger, session: nil)
                .execute(sql: query, onRow)
        }
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await pool.withConnection { connection in
            try await closure(Database.sqlDatabase(on: connection, of: pool, logger: logger))
        }
    }
}
