import AsyncKit
import Logging
import NIOCore
import NIOPosix
import PostgresKit
import PostgresNIO
import SQLiteKit
import SQLKit

/// An `SQLDatabase` that runs each statement on whichever pooled connection is free.
///
/// Statements that must share a connection (transactions, session settings) go through
/// `Database.withConnection` or `Database.transaction` instead.
struct PooledSQLDatabase: SQLDatabase {
    let driver: Database.Driver
    let logger: Logger

    var eventLoop: any EventLoop { MultiThreadedEventLoopGroup.singleton.any() }

    var dialect: any SQLDialect { driver.dialect }

    var queryLogLevel: Logger.Level? { Database.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<Void> {
        switch driver {
        case .sqlite(let pool, _):
            return pool.withConnection(logger: logger) { connection in
                Database.sqlDatabase(on: connection, logger: logger).execute(sql: query, onRow)
            }
        case .postgres:
            return eventLoop.makeFutureWithTask { try await self.execute(sql: query, onRow) }
        }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        switch driver {
        case .sqlite:
            try await execute(sql: query, onRow).get()
        case .postgres(let pool):
            try await pool.withConnection { connection in
                try await Database.sqlDatabase(on: connection, logger: logger).execute(sql: query, onRow)
            }
        }
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await Database.withConnection(driver: driver, logger: logger, closure)
    }
}
