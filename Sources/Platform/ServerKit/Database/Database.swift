import Foundation
import GRDB
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSL
import PostgresKit
import PostgresNIO
import ServiceLifecycle
import SQLKit

/// One app's SQL database: a pool of SQLite (through GRDB) or PostgreSQL connections behind SQLKit.
///
/// `Database` is a `Service`: run it in the server's service group (it must outlive the HTTP server,
/// which shuts down first) or wrap work in `withRunning`. Handlers use `sql` for single statements and
/// `transaction` for anything that must succeed or fail as a whole.
public final class Database: Service, Sendable {
    enum Driver: Sendable {
        case sqlite(SQLitePool)
        case postgres(PostgresPool)
    }

    public let location: DatabaseLocation
    public let logger: Logger
    let driver: Driver
    /// SQL text is logged only at trace level: statements can carry personal data in their binds.
    static let queryLogLevel: Logger.Level = .trace
    /// SQLite: read-only connections beside the one writer. Reads are short and run in parallel in WAL;
    /// a few more than the cores keep one that waits on the disk from holding up the rest.
    static let sqliteReaders = 4
    static let postgresMaximumConnections = 20

    public var backend: DatabaseBackend { location.backend }

    /// Runs each statement on any free pooled connection.
    public var sql: any SQLDatabase {
        switch driver {
        case .sqlite(let pool): SQLitePooledDatabase(pool: pool, logger: logger)
        case .postgres(let pool): PooledSQLDatabase(pool: pool, logger: logger)
        }
    }

    public init(_ location: DatabaseLocation, logger: Logger) throws {
        self.location = location
        self.logger = logger
        switch location {
        case .sqlite(let path):
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            self.driver = .sqlite(SQLitePool(path: path, readerCount: Self.sqliteReaders))
        case .postgres(let url, let schema):
            let client = PostgresClient(configuration: Self.clientConfiguration(url, schema: schema), backgroundLogger: logger)
            self.driver = .postgres(PostgresPool(client: client, probe: try Self.connectionConfiguration(url), logger: logger))
        }
    }

    /// SQLite: the connections open now (nil on PostgreSQL); 0 once `run` has ended.
    var sqliteOpenConnections: Int? {
        guard case .sqlite(let pool) = driver else { return nil }
        return pool.openCount.withLockedValue { $0 }
    }

    /// Keeps the pool alive until graceful shutdown (or cancellation), then closes every connection.
    public func run() async throws {
        switch driver {
        case .postgres(let pool):
            await pool.client.run()
        case .sqlite(let pool):
            try? await gracefulShutdown()
            await pool.close()
        }
    }

    /// Runs `body` while the pool is running, then shuts the pool down. For commands and tests that
    /// use a database outside the server's service group.
    public func withRunning<R>(_ body: (Database) async throws -> R) async throws -> R {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.run() }
            do {
                let result = try await body(self)
                group.cancelAll()
                return result
            } catch {
                group.cancelAll()
                throw error
            }
        }
    }

    /// Runs `body` with one connection to itself, for statements that depend on each other's session.
    public func withConnection<R>(_ body: (any SQLDatabase) async throws -> R) async throws -> R {
        try await Self.withConnection(driver: driver, logger: logger, body)
    }

    /// Runs `body` in a transaction: committed if it returns, rolled back if it throws.
    ///
    /// On SQLite the transaction holds the one writer connection (this process's writers queue for it,
    /// first come first served, holding nothing while they wait) and takes the file's write lock up front
    /// (`BEGIN IMMEDIATE`) against writers in other processes.
    public func transaction<R>(_ body: (any SQLDatabase) async throws -> R) async throws -> R {
        try await withConnection { connection in
            try await begin(connection)
            do {
                let result = try await body(connection)
                try await connection.raw("COMMIT").run()
                return result
            } catch {
                do {
                    try await connection.raw("ROLLBACK").run()
                } catch let rollbackError {
                    // SQLite rolls a transaction back itself on some errors (a full disk); then there is
                    // nothing left to roll back, and nothing to report beyond the error itself.
                    let alreadyEnded = "\(rollbackError)".contains("no transaction is active")
                        || (rollbackError as? DatabaseError)?.message?.contains("no transaction is active") == true
                    logger.log(level: alreadyEnded ? .debug : .error, "rollback failed", metadata: ["error": "\(String(reflecting: rollbackError))"])
                }
                throw error
            }
        }
    }

    /// How long a write transaction waits, in all, for another process's SQLite write lock.
    static let sqliteLockPatience: Duration = .seconds(60)

    /// `BEGIN`; on SQLite `BEGIN IMMEDIATE`, tried again while another process holds the write lock
    /// beyond the busy timeout (a second server starting on the same file, on a loaded machine).
    private func begin(_ connection: any SQLDatabase) async throws {
        guard backend == .sqlite else { return try await connection.raw("BEGIN").run() }
        let deadline = ContinuousClock.now + Self.sqliteLockPatience
        while true {
            do {
                return try await connection.raw("BEGIN IMMEDIATE").run()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50), tolerance: .zero)
            }
        }
    }

    /// After deleting personal data: on SQLite, copies the write-ahead log into the database and empties
    /// it, since the log still holds the pages as they were before the delete (the database file itself
    /// zeroes deleted content: `secure_delete`). PostgreSQL's dead rows are its autovacuum's to reclaim.
    public func compactDeletedData() async throws {
        guard backend == .sqlite else { return }
        _ = try await sql.raw("PRAGMA wal_checkpoint(TRUNCATE)").all()
    }

    /// Succeeds when a connection can be made and answers a query; used by `/ready`.
    public func ping() async throws {
        _ = try await sql.raw("SELECT 1 AS ok").first()
    }

    // MARK: - Drivers

    static func withConnection<R>(driver: Driver, logger: Logger, _ body: (any SQLDatabase) async throws -> R) async throws -> R {
        switch driver {
        case .sqlite(let pool):
            return try await SQLiteSessionDatabase.withSession(pool: pool, logger: logger, body)
        case .postgres(let pool):
            return try await pool.withConnection { connection in
                try await body(sqlDatabase(on: connection, of: pool, logger: logger))
            }
        }
    }

    /// A held session on one of the pool's connections (a transaction, or statements sharing settings).
    static func sqlDatabase(on connection: PostgresConnection, of pool: PostgresPool, logger: Logger) -> any SQLDatabase {
        PostgresConnectionDatabase(connection: connection, statements: pool.statements, logger: logger, session: .init())
    }

    /// One plain connection's settings (the reachability probe's): the same server and credentials.
    static func connectionConfiguration(_ url: PostgresURL) throws -> PostgresConnection.Configuration {
        if let socket = url.unixSocketPath {
            return .init(unixSocketPath: socket, username: url.username, password: url.password, database: url.database)
        }
        let tls: PostgresConnection.Configuration.TLS =
            switch url.tls {
            case .disable: .disable
            case .prefer: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
        return .init(host: url.host, port: url.port, username: url.username, password: url.password, database: url.database, tls: tls)
    }

    /// Every connection's search path is the app's schema alone, so app SQL never names its schema, the
    /// same statements run on SQLite and PostgreSQL, and nothing can land in another app's tables (or
    /// in `public`): before the migrator creates the schema, creating a table fails outright.
    static func clientConfiguration(_ url: PostgresURL, schema: String) -> PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS =
            switch url.tls {
            case .disable: .disable
            case .prefer: .prefer(.makeClientConfiguration())
            case .require: .require(.makeClientConfiguration())
            }
        var configuration: PostgresClient.Configuration
        if let socket = url.unixSocketPath {
            configuration = .init(unixSocketPath: socket, username: url.username, password: url.password, database: url.database)
        } else {
            configuration = .init(
                host: url.host, port: url.port, username: url.username, password: url.password, database: url.database, tls: tls
            )
        }
        // JIT off: our statements are short reads and writes, and PostgreSQL compiles any whose estimated
        // cost passes `jit_above_cost` (a feed page's two LATERAL reads did), adding 10–20 ms to a query
        // that runs in 3: `Benchmarks/calyx-feed`'s first feed page served 64 requests/s with it.
        configuration.options.additionalStartupParameters = [("search_path", schema), ("jit", "off")]
        configuration.options.maximumConnections = url.maximumConnections ?? postgresMaximumConnections
        return configuration
    }
}

extension Database.Driver {
    var dialect: any SQLDialect {
        switch self {
        case .sqlite: SQLiteDialect()
        case .postgres: PostgresDialect()
        }
    }
}
