import Foundation
import Logging
import ServerKit
import SQLKit

/// The databases every database test runs on: SQLite always, PostgreSQL when `make test` has started
/// a throwaway server and exported `GREENHOUSE_TEST_POSTGRES_URL`.
public enum TestDatabases {
    public static let postgresURLVariable = "GREENHOUSE_TEST_POSTGRES_URL"

    public static var postgresURL: String? {
        ProcessInfo.processInfo.environment[postgresURLVariable].flatMap { $0.isEmpty ? nil : $0 }.map(withTestPool)
    }

    /// Connections per app database in tests: a few, not production's 20. Hundreds of tests run at once,
    /// each with its own pools; at 20 each the suite held up to 150 connections open at once, at 4 each
    /// 53–67, at 3 each 51–58. `PostgresConnectionBudget` bounds how many pools are open at once.
    public static let postgresPoolSize = 3

    static func withTestPool(_ url: String) -> String {
        guard !url.contains("pool_max_conns=") else { return url }
        return url + (url.contains("?") ? "&" : "?") + "pool_max_conns=\(postgresPoolSize)"
    }

    /// Use as `@Test(arguments: TestDatabases.backends)`.
    public static var backends: [DatabaseBackend] {
        postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]
    }

    /// A fresh, empty database on `backend` for one test: a new SQLite file, or a new PostgreSQL schema.
    /// Deleted afterwards whether the test passes or not.
    public static func withFreshDatabase<R>(
        _ backend: DatabaseBackend,
        logger: Logger = .quiet,
        _ body: (Database) async throws -> R
    ) async throws -> R {
        try await PostgresConnectionBudget.shared.withShare(of: postgresPoolSize, on: backend) {
            let isolation = TestIsolation(backend: backend, scratch: try TemporaryDirectory())
            defer { isolation.scratch.remove() }
            let database = try Database(try isolation.configuration().databaseLocation(forApp: "db"), logger: logger)
            do {
                let result = try await database.withRunning { database in
                    if case .postgres(_, let schema) = database.location {
                        try await database.sql.raw("CREATE SCHEMA \(ident: schema)").run()
                    }
                    return try await body(database)
                }
                await isolation.dropSchemas(["db"])
                return result
            } catch {
                await isolation.dropSchemas(["db"])
                throw error
            }
        }
    }
}

/// Keeps one test's data apart from every other test's: its own data directory, and on PostgreSQL its
/// own schema prefix (schemas are dropped by `dropSchemas`).
public struct TestIsolation: Sendable {
    public let backend: DatabaseBackend
    public let scratch: TemporaryDirectory
    public let schemaPrefix: String

    public init(backend: DatabaseBackend, scratch: TemporaryDirectory) {
        self.backend = backend
        self.scratch = scratch
        self.schemaPrefix = "t" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased() + "_"
    }

    /// A server configuration for tests: loopback, a free port, the scratch data directory, this
    /// backend, no rate limit unless the test sets one, and a header deadline of ten minutes unless
    /// the test sets one: a test's one kept-alive client may sit idle far longer than production's
    /// 20 s while a loaded full run queues the test (slow-client tests set their own).
    public func configuration() throws -> ServerConfiguration {
        var configuration = ServerConfiguration(
            port: 0,
            dataDirectory: scratch.url,
            appRateLimit: nil,
            shutdownGracePeriod: .seconds(10)
        )
        configuration.connectionLimits.headerTimeout = .seconds(600)
        if backend == .postgres {
            guard let url = TestDatabases.postgresURL else {
                throw ConfigurationError(variable: TestDatabases.postgresURLVariable, message: "is not set; run the tests with make test")
            }
            configuration.databaseURL = url
            configuration.schemaPrefix = schemaPrefix
        }
        return configuration
    }

    /// Drops this test's schemas for `apps` (PostgreSQL; SQLite files go with the scratch directory).
    public func dropSchemas(_ apps: [String]) async {
        guard backend == .postgres, let url = TestDatabases.postgresURL, let parsed = try? PostgresURL(url),
              let admin = try? Database(.postgres(parsed, schema: "public"), logger: .quiet)
        else { return }
        _ = try? await admin.withRunning { admin in
            for app in apps {
                try await admin.sql.raw("DROP SCHEMA IF EXISTS \(ident: schemaPrefix + app) CASCADE").run()
            }
        }
    }
}
