import Foundation
import Logging
import NIOPosix
import PostgresNIO

/// One app's PostgreSQL schema into and out of a `pg_dump` archive (custom format).
///
/// A dump runs in a snapshot this type exports from a read-only, repeatable-read transaction it holds
/// open meanwhile (`pg_dump --snapshot`), and counts each table's rows in that same snapshot: the
/// manifest's counts are the archive's, which `restore` checks the restored schema against.
struct PostgresSchemaArchive {
    let url: PostgresURL
    let logger: Logger

    /// Dumps `schema` into the file `archive`; the rows each of its tables held in the dump's snapshot.
    func dump(_ schema: String, to archive: String) async throws -> [String: Int] {
        let tool = try ExternalTool.find("pg_dump")
        return try await withConnection(schema) { connection in
            try await connection.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY", logger: logger)
            var snapshot: String?
            for try await id in try await connection.query("SELECT pg_export_snapshot()", logger: logger).decode(String.self) {
                snapshot = id
            }
            let rows = try await rowsPerTable(schema, connection)
            let arguments = [
                "--format=custom", "--schema=\(schema)", "--snapshot=\(snapshot ?? "")", "--no-owner", "--no-privileges",
                "--file=\(archive)", "--dbname=\(database)",
            ]
            let environment = libpqEnvironment
            try await NIOThreadPool.singleton.runIfActive { try tool.run(arguments, environment: environment) }
            try await connection.query("COMMIT", logger: logger)
            return rows
        }
    }

    /// Whether `schema` exists in the database: a restore writes into none that does.
    func exists(_ schema: String) async throws -> Bool {
        try await withConnection("public") { connection in
            var found = false
            for try await _ in try await connection.query("SELECT 1 FROM pg_namespace WHERE nspname = \(schema)", logger: logger).decode(Int32.self) {
                found = true
            }
            return found
        }
    }

    /// Restores `archive` (made by `dump`) in one transaction; the rows each of the schema's tables holds after.
    func restore(_ archive: String, schema: String) async throws -> [String: Int] {
        let tool = try ExternalTool.find("pg_restore")
        let arguments = ["--exit-on-error", "--single-transaction", "--no-owner", "--no-privileges", "--dbname=\(database)", archive]
        let environment = libpqEnvironment
        try await NIOThreadPool.singleton.runIfActive { try tool.run(arguments, environment: environment) }
        return try await withConnection(schema) { try await rowsPerTable(schema, $0) }
    }

    private var database: String { url.database ?? url.username }

    /// The connection settings of `url` as libpq's variables, for `pg_dump` and `pg_restore`.
    var libpqEnvironment: [String: String] {
        let sslMode =
            switch url.tls {
            case .disable: "disable"
            case .prefer: "prefer"
            case .require: "require"
            }
        var environment = [
            "PGHOST": url.unixSocketPath.map { ($0 as NSString).deletingLastPathComponent } ?? url.host,
            "PGPORT": String(url.port), "PGUSER": url.username, "PGAPPNAME": "greenhouse-backup", "PGSSLMODE": sslMode,
        ]
        if let password = url.password { environment["PGPASSWORD"] = password }
        return environment
    }

    private func rowsPerTable(_ schema: String, _ connection: PostgresConnection) async throws -> [String: Int] {
        var tables: [String] = []
        let names = try await connection.query(
            """
            SELECT c.relname::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = \(schema) AND c.relkind IN ('r', 'p') ORDER BY 1
            """, logger: logger
        )
        for try await name in names.decode(String.self) { tables.append(name) }
        var rows: [String: Int] = [:]
        for table in tables {
            let sql = "SELECT count(*) FROM \(Self.quoted(schema)).\(Self.quoted(table))"
            for try await count in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger).decode(Int.self) {
                rows[table] = count
            }
        }
        return rows
    }

    private func withConnection<T>(_ schema: String, _ body: (PostgresConnection) async throws -> T) async throws -> T {
        let configuration = try NotificationListener.connectionConfiguration(url, schema: schema)
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
        do {
            let result = try await body(connection)
            try await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
