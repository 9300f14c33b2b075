import Logging
import NIOConcurrencyHelpers
import PostgresKit
import PostgresNIO
import SQLKit

/// `SQLDatabase` on one PostgreSQL connection. A statement that reads or changes rows runs as a named
/// prepared statement (`PostgresPreparedStatements`): parsed and planned once per connection rather than
/// on every call. Anything else — session commands, schema changes, long batches — runs unnamed, and a
/// statement with binds PostgresNIO cannot encode itself (a structure as JSON) goes through PostgresKit,
/// as every statement did before.
struct PostgresConnectionDatabase: AsyncSQLDatabase {
    let connection: PostgresConnection
    let statements: PostgresPreparedStatements
    let logger: Logger
    /// Within a held session (a transaction): once one of its statements has failed, PostgreSQL refuses
    /// the rest until the rollback, so none is prepared for the first time then.
    let session: SessionHealth?

    var dialect: any SQLDialect { PostgresDialect() }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        let (sql, binds) = serialize(query)
        logger.log(level: Database.queryLogLevel, "\(sql)")
        do {
            try await SQLSpan.run(sql, on: .postgresql) { try await run(query, sql, binds, onRow) }
        } catch {
            session?.failed()
            throw error
        }
    }

    private func run(_ query: any SQLExpression, _ sql: String, _ binds: [any Encodable & Sendable], _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        guard let (bindings, types) = try PostgresBinds.encode(binds) else {
            return try await connection.sql(queryLogLevel: nil, logger: logger).execute(sql: query, onRow)
        }
        guard let name = statements.name(for: sql, types: types) else { return try await runUnnamed(sql, bindings, onRow) }
        let standing = statements.standing(of: name, on: connection.id)
        if standing == .refused || (standing == .unprepared && session?.hasFailed == true) {
            return try await runUnnamed(sql, bindings, onRow)
        }
        let rows: AsyncThrowingMapSequence<PostgresRowSequence, PostgresRow>
        do {
            rows = try await NamedStatement.$current.withValue(.init(name: name, sql: sql)) {
                try await connection.execute(NamedStatement(bindings: bindings), logger: logger)
            }
        } catch let error as PSQLError {
            if standing == .unprepared {
                // Its preparation may have failed, and PostgresNIO would answer that failure for this name
                // on this connection from now on.
                statements.markRefused(name, on: connection.id)
            } else if error.serverInfo?[.sqlState] == Self.cachedPlanChanged, session == nil {
                // The table under a kept plan changed shape (a migration by another instance): PostgreSQL
                // refuses the plan for good. Outside a transaction nothing ran, so it runs again unnamed.
                statements.markRefused(name, on: connection.id)
                return try await runUnnamed(sql, bindings, onRow)
            }
            throw error
        }
        if standing == .unprepared { statements.markPrepared(name, on: connection.id) }
        for try await row in rows { onRow(PostgresSQLRow(row)) }
    }

    /// "cached plan must not change result type"
    static let cachedPlanChanged = "0A000"

    /// Parsed and planned for this call only, as PostgresKit runs every statement.
    private func runUnnamed(_ sql: String, _ bindings: PostgresBindings, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        let rows = try await connection.query(PostgresQuery(unsafeSQL: sql, binds: bindings), logger: logger)
        for try await row in rows { onRow(PostgresSQLRow(row)) }
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await closure(self)
    }

    /// Whether a statement of one held session has failed.
    final class SessionHealth: Sendable {
        private let failure = NIOLockedValueBox(false)
        var hasFailed: Bool { failure.withLockedValue { $0 } }
        func failed() { failure.withLockedValue { $0 = true } }
    }
}
