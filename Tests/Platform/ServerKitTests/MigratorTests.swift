import Foundation
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// A migration defined inline by a test.
struct TestMigration: Migration {
    let name: String
    let body: @Sendable (any SQLDatabase) async throws -> Void

    init(_ name: String, _ body: @escaping @Sendable (any SQLDatabase) async throws -> Void) {
        self.name = name
        self.body = body
    }

    func apply(to database: any SQLDatabase, backend: DatabaseBackend) async throws {
        try await body(database)
    }
}

struct MigrationFailure: Error {}

@Suite("Migrator")
struct MigratorTests {
    static let createWidgets = TestMigration("0001_create_widgets") { db in
        try await db.raw("CREATE TABLE widgets (id INTEGER PRIMARY KEY, name TEXT NOT NULL)").run()
    }
    /// Inserting makes a re-run visible: a second run would insert a second row.
    static let seedWidget = TestMigration("0002_seed_widget") { db in
        try await db.raw("INSERT INTO widgets (id, name) VALUES (1, 'sprocket')").run()
    }
    static let createGadgets = TestMigration("0003_create_gadgets") { db in
        try await db.raw("CREATE TABLE gadgets (id INTEGER PRIMARY KEY)").run()
    }

    func tableExists(_ table: String, in database: Database) async throws -> Bool {
        let query: SQLQueryString =
            switch database.backend {
            case .sqlite: "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = \(bind: table)"
            case .postgres: "SELECT COUNT(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = \(bind: table)"
            }
        return try await database.sql.raw(query).first()?.decode(column: "n", as: Int.self) == 1
    }

    func widgetCount(_ database: Database) async throws -> Int {
        try await database.sql.raw("SELECT COUNT(*) AS n FROM widgets").first()?.decode(column: "n", as: Int.self) ?? -1
    }

    @Test("a fresh database gets every migration, in order, recorded", arguments: TestDatabases.backends)
    func fresh(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            let migrator = Migrator(app: "test", migrations: [Self.createWidgets, Self.seedWidget, Self.createGadgets])
            let applied = try await migrator.migrate(database)
            #expect(applied == ["0001_create_widgets", "0002_seed_widget", "0003_create_gadgets"])
            #expect(try await migrator.appliedMigrations(database) == applied)
            #expect(try await widgetCount(database) == 1)
            #expect(try await tableExists("gadgets", in: database))
            let rows = try await database.sql.raw("SELECT sequence, name FROM greenhouse_migrations ORDER BY sequence").all()
            #expect(try rows.map { try $0.decode(column: "sequence", as: Int.self) } == [1, 2, 3])
        }
    }

    @Test("running again applies nothing and repeats nothing", arguments: TestDatabases.backends)
    func rerun(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            let migrator = Migrator(app: "test", migrations: [Self.createWidgets, Self.seedWidget])
            try await migrator.migrate(database)
            #expect(try await migrator.migrate(database) == [])
            #expect(try await widgetCount(database) == 1)
            // A later build appends a migration: only that one runs.
            let later = Migrator(app: "test", migrations: [Self.createWidgets, Self.seedWidget, Self.createGadgets])
            #expect(try await later.migrate(database) == ["0003_create_gadgets"])
            #expect(try await widgetCount(database) == 1)
        }
    }

    @Test("a failing migration rolls back entirely and stops the run", arguments: TestDatabases.backends)
    func failureRollsBack(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            let failing = TestMigration("0002_half_done") { db in
                try await db.raw("CREATE TABLE doomed (id INTEGER PRIMARY KEY)").run()
                try await db.raw("INSERT INTO widgets (id, name) VALUES (7, 'orphan')").run()
                throw MigrationFailure()
            }
            let migrator = Migrator(app: "test", migrations: [Self.createWidgets, failing, Self.createGadgets])
            await #expect {
                try await migrator.migrate(database)
            } throws: { error in
                guard case MigrationError.failed(app: "test", name: "0002_half_done", underlying: is MigrationFailure) = error else { return false }
                return "\(error)".contains("0002_half_done")
            }
            #expect(try await migrator.appliedMigrations(database) == ["0001_create_widgets"])
            #expect(try await tableExists("doomed", in: database) == false)
            #expect(try await widgetCount(database) == 0)
            #expect(try await tableExists("gadgets", in: database) == false)

            // Fixed in the next build, the same history continues from where it stopped.
            let fixed = Migrator(app: "test", migrations: [Self.createWidgets, Self.seedWidget, Self.createGadgets])
            #expect(try await fixed.migrate(database) == ["0002_seed_widget", "0003_create_gadgets"])
        }
    }

    @Test("a database migrated by a newer build is refused, untouched", arguments: TestDatabases.backends)
    func unknownNewerMigrationRefused(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            try await Migrator(app: "test", migrations: [Self.createWidgets, Self.seedWidget, Self.createGadgets]).migrate(database)
            let older = Migrator(app: "test", migrations: [Self.createWidgets, Self.seedWidget])
            await #expect {
                try await older.migrate(database)
            } throws: { error in
                guard case MigrationError.unknownMigrations(app: "test", names: ["0003_create_gadgets"]) = error else { return false }
                return "\(error)".contains("does not know") && "\(error)".contains("0003_create_gadgets")
            }
            #expect(try await widgetCount(database) == 1)
        }
    }

    @Test("a renamed or reordered shipped migration is refused", arguments: TestDatabases.backends)
    func historyMismatchRefused(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            try await Migrator(app: "test", migrations: [Self.createWidgets, Self.seedWidget]).migrate(database)
            let renamed = Migrator(app: "test", migrations: [Self.createWidgets, Self.createGadgets, Self.seedWidget])
            await #expect {
                try await renamed.migrate(database)
            } throws: { error in
                guard case MigrationError.historyMismatch(app: "test", position: 2, recorded: "0002_seed_widget", expected: "0003_create_gadgets") = error
                else { return false }
                return true
            }
            #expect(try await tableExists("gadgets", in: database) == false)
        }
    }

    @Test("two migrators racing on one database run each migration once", arguments: TestDatabases.backends)
    func concurrentMigrators(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            let migrations: [any Migration] = [Self.createWidgets, Self.seedWidget, Self.createGadgets]
            // A second pool on the same file or schema stands in for a second server process.
            let twin = try Database(database.location, logger: .quiet)
            let applied = try await twin.withRunning { twin in
                try await withThrowingTaskGroup(of: [String].self) { group in
                    group.addTask { try await Migrator(app: "test", migrations: migrations).migrate(database) }
                    group.addTask { try await Migrator(app: "test", migrations: migrations).migrate(twin) }
                    return try await group.reduce(into: []) { $0 += $1 }
                }
            }
            #expect(applied.sorted() == migrations.map(\.name).sorted())
            #expect(try await widgetCount(database) == 1)
        }
    }

    @Test("duplicate migration names are refused before the database is touched")
    func duplicateNames() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { (database: Database) async throws in
            let migrator = Migrator(app: "test", migrations: [Self.createWidgets, TestMigration("0001_create_widgets") { _ in }])
            await #expect(throws: MigrationError.self) { try await migrator.migrate(database) }
            #expect(try await tableExists(Migrator.historyTable, in: database) == false)
        }
    }
}
