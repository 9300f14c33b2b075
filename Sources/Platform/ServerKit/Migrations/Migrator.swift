import Logging
import SQLKit

/// Brings one app's database up to date with its ordered list of migrations.
///
/// Each pending migration runs in its own transaction together with the row that records it, so a
/// failure leaves the database exactly as the previous migration left it. Concurrent migrators (two
/// instances starting at once) serialise on the database's write lock (SQLite) or an advisory lock
/// (PostgreSQL) and re-read the history inside the transaction, so each migration runs exactly once.
public struct Migrator: Sendable {
    public static let historyTable = "greenhouse_migrations"

    public let app: String
    public let migrations: [any Migration]

    public init(app: String, migrations: [any Migration]) {
        self.app = app
        self.migrations = migrations
    }

    /// Applies every pending migration and returns the names applied now (empty when up to date).
    @discardableResult
    public func migrate(_ database: Database) async throws -> [String] {
        try checkNamesAreUnique()
        var applied: [String] = []
        while let name = try await applyNext(database) {
            database.logger.info("migration applied", metadata: ["app": "\(app)", "migration": "\(name)"])
            applied.append(name)
        }
        return applied
    }

    /// Names of migrations already recorded, oldest first; throws if the history is not this build's.
    public func appliedMigrations(_ database: Database) async throws -> [String] {
        try await database.transaction { db in
            try await prepareHistory(db, database: database)
            let recorded = try await recordedNames(db)
            try validate(recorded)
            return recorded
        }
    }

    /// Applies the first pending migration, or returns nil when there is none.
    private func applyNext(_ database: Database) async throws -> String? {
        try await database.transaction { db in
            try await prepareHistory(db, database: database)
            let recorded = try await recordedNames(db)
            try validate(recorded)
            guard recorded.count < migrations.count else { return nil }
            let migration = migrations[recorded.count]
            do {
                try await migration.apply(to: db, backend: database.backend)
            } catch {
                throw MigrationError.failed(app: app, name: migration.name, underlying: error)
            }
            try await db.insert(into: Self.historyTable)
                .columns("sequence", "name")
                .values(SQLBind(recorded.count + 1), SQLBind(migration.name))
                .run()
            return migration.name
        }
    }

    /// Takes the migration lock and creates the schema and history table if they are missing.
    private func prepareHistory(_ db: any SQLDatabase, database: Database) async throws {
        switch database.location {
        case .sqlite:
            // `BEGIN IMMEDIATE` already holds SQLite's single write lock.
            try await db.raw("""
                CREATE TABLE IF NOT EXISTS \(ident: Self.historyTable) (
                    sequence INTEGER PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE,
                    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
                )
                """).run()
        case .postgres(_, let schema):
            try await AdvisoryLock.lock(Self.lockName(schema: schema), in: db, backend: .postgres)
            try await db.raw("CREATE SCHEMA IF NOT EXISTS \(ident: schema)").run()
            try await db.raw("""
                CREATE TABLE IF NOT EXISTS \(ident: schema).\(ident: Self.historyTable) (
                    sequence INTEGER PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE,
                    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
                )
                """).run()
        }
    }

    private func recordedNames(_ db: any SQLDatabase) async throws -> [String] {
        try await db.select()
            .column("name")
            .from(Self.historyTable)
            .orderBy("sequence")
            .all()
            .map { try $0.decode(column: "name", as: String.self) }
    }

    /// The recorded history must be a prefix of this build's list.
    func validate(_ recorded: [String]) throws {
        let known = Set(migrations.map(\.name))
        let unknown = recorded.filter { !known.contains($0) }
        if !unknown.isEmpty {
            throw MigrationError.unknownMigrations(app: app, names: unknown)
        }
        if recorded.count > migrations.count {
            // Only reachable with duplicates in the history, which the UNIQUE constraint forbids.
            throw MigrationError.unknownMigrations(app: app, names: Array(recorded.dropFirst(migrations.count)))
        }
        for (index, name) in recorded.enumerated() where migrations[index].name != name {
            throw MigrationError.historyMismatch(app: app, position: index + 1, recorded: name, expected: migrations[index].name)
        }
    }

    private func checkNamesAreUnique() throws {
        var seen: Set<String> = []
        for migration in migrations where !seen.insert(migration.name).inserted {
            throw MigrationError.duplicateName(app: app, name: migration.name)
        }
    }

    /// The advisory-lock name per schema, so apps sharing a database migrate independently.
    static func lockName(schema: String) -> String { "greenhouse.migrations.\(schema)" }
}
