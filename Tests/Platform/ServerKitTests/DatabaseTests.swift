import Foundation
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("Database")
struct DatabaseTests {
    struct Rollback: Error {}

    func counter(_ database: Database) async throws -> Int {
        try await database.sql.raw("SELECT n FROM counter WHERE id = 1").first()?.decode(column: "n", as: Int.self) ?? -1
    }

    func makeCounter(_ database: Database) async throws {
        try await database.sql.raw("CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)").run()
        try await database.sql.raw("INSERT INTO counter (id, n) VALUES (1, 0)").run()
    }

    @Test("a transaction commits when its body returns", arguments: TestDatabases.backends)
    func commit(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            try await makeCounter(database)
            try await database.transaction { db in
                try await db.raw("UPDATE counter SET n = n + 5 WHERE id = 1").run()
            }
            #expect(try await counter(database) == 5)
        }
    }

    @Test("a transaction leaves nothing behind when its body throws", arguments: TestDatabases.backends)
    func rollback(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            try await makeCounter(database)
            await #expect(throws: Rollback.self) {
                try await database.transaction { db in
                    try await db.raw("UPDATE counter SET n = n + 5 WHERE id = 1").run()
                    try await db.raw("INSERT INTO counter (id, n) VALUES (2, 2)").run()
                    throw Rollback()
                }
            }
            #expect(try await counter(database) == 0)
            let rows = try await database.sql.raw("SELECT COUNT(*) AS c FROM counter").first()?.decode(column: "c", as: Int.self)
            #expect(rows == 1)
        }
    }

    @Test("concurrent writing transactions all succeed and none is lost", arguments: TestDatabases.backends)
    func concurrentTransactions(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            try await makeCounter(database)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<24 {
                    group.addTask {
                        try await database.transaction { db in
                            // Read, then write: on SQLite only an up-front write lock makes this safe.
                            let lock: SQLQueryString = backend == .postgres ? " FOR UPDATE" : ""
                            let current = try await db.raw("SELECT n FROM counter WHERE id = 1\(lock)").first()!.decode(column: "n", as: Int.self)
                            try await db.raw("UPDATE counter SET n = \(bind: current + 1) WHERE id = 1").run()
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await counter(database) == 24)
        }
    }

    @Test("foreign keys are enforced", arguments: TestDatabases.backends)
    func foreignKeys(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            try await database.sql.raw("CREATE TABLE parents (id INTEGER PRIMARY KEY)").run()
            try await database.sql.raw("CREATE TABLE children (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parents(id))").run()
            await #expect(throws: (any Error).self) {
                try await database.sql.raw("INSERT INTO children (id, parent_id) VALUES (1, 42)").run()
            }
        }
    }

    @Test("on PostgreSQL an app's tables live in its own schema")
    func postgresSchemaIsolation() async throws {
        guard TestDatabases.backends.contains(.postgres) else { return }
        try await TestDatabases.withFreshDatabase(.postgres) { (database: Database) async throws in
            try await Migrator(app: "db", migrations: [MigratorTests.createWidgets]).migrate(database)
            guard case .postgres(_, let schema) = database.location else { Issue.record("not PostgreSQL"); return }
            let row = try await database.sql.raw("""
                SELECT table_schema FROM information_schema.tables
                WHERE table_name = 'widgets' AND table_schema IN (\(bind: schema), 'public')
                """).all()
            #expect(try row.map { try $0.decode(column: "table_schema", as: String.self) } == [schema])
        }
    }

    @Test("ping succeeds on a working database", arguments: TestDatabases.backends)
    func ping(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            try await database.ping()
        }
    }
}
