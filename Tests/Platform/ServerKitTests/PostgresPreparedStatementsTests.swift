import Foundation
import NIOConcurrencyHelpers
@testable import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// Statements on PostgreSQL run as named prepared statements, kept per connection; what could go wrong
/// with a plan kept for later (a failed preparation, a table changing shape, a NULL fixing a type, a
/// failed transaction) must not turn into failures that unnamed statements would not have had.
@Suite("PostgreSQL prepared statements", .enabled(if: TestDatabases.postgresURL != nil))
struct PostgresPreparedStatementsTests {
    func makeTable(_ database: Database) async throws {
        try await database.sql.raw("CREATE TABLE plants (id BIGINT PRIMARY KEY, name TEXT NOT NULL, height INTEGER)").run()
    }

    func prepared(_ db: any SQLDatabase) async throws -> [String] {
        try await db.raw("SELECT statement FROM pg_prepared_statements").all().map { try $0.decode(column: "statement", as: String.self) }
    }

    @Test("a statement that reads or writes rows is prepared on its connection the second time it runs, and run by name after")
    func preparedOnce() async throws {
        try await TestDatabases.withFreshDatabase(.postgres) { (database: Database) async throws in
            try await makeTable(database)
            try await database.withConnection { db in
                for id in 1...3 {
                    try await db.raw("INSERT INTO plants (id, name, height) VALUES (\(bind: id), \(bind: "fern"), \(bind: 30))").run()
                }
                for _ in 1...2 {
                    let names = try await db.raw("SELECT name FROM plants WHERE id = \(bind: 2)").all().map { try $0.decode(column: "name", as: String.self) }
                    #expect(names == ["fern"])
                }
                let kept = try await prepared(db)
                #expect(kept.filter { $0.hasPrefix("INSERT INTO plants") }.count == 1)
                #expect(kept.contains { $0.hasPrefix("SELECT name FROM plants WHERE id = $1") })
                #expect(!kept.contains { $0.hasPrefix("CREATE") })
            }
        }
    }

    @Test("a NULL bound first does not fix the type of the value bound next")
    func nullThenValue() async throws {
        try await TestDatabases.withFreshDatabase(.postgres) { (database: Database) async throws in
            try await makeTable(database)
            try await database.withConnection { db in
                // Twice each: a text is prepared from its second run.
                for id in 1...2 {
                    try await db.raw("INSERT INTO plants (id, name, height) VALUES (\(bind: id), \(bind: "moss"), \(bind: Int?.none))").run()
                }
                for id in 3...4 {
                    try await db.raw("INSERT INTO plants (id, name, height) VALUES (\(bind: id), \(bind: "oak"), \(bind: Int?.some(2_000 + id)))").run()
                }
                #expect(try await prepared(db).filter { $0.hasPrefix("INSERT INTO plants") }.count == 2)
            }
            let heights = try await database.sql.raw("SELECT height FROM plants ORDER BY id").all().map { try $0.decode(column: "height", as: Int?.self) }
            #expect(heights == [nil, nil, 2_003, 2_004])
        }
    }

    @Test("a statement whose preparation failed (its table did not exist yet) runs once the table does, on every connection")
    func failedPreparationIsNotKept() async throws {
        try await TestDatabases.withFreshDatabase(.postgres) { (database: Database) async throws in
            // More calls at once than the pool has connections: each connection fails the preparation.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<(TestDatabases.postgresPoolSize * 3) {
                    group.addTask {
                        await #expect(throws: (any Error).self) { try await database.sql.raw("SELECT id FROM plants WHERE id = \(bind: 1)").all() }
                    }
                }
                try await group.waitForAll()
            }
            try await makeTable(database)
            try await database.sql.raw("INSERT INTO plants (id, name) VALUES (1, 'ivy')").run()
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<(TestDatabases.postgresPoolSize * 3) {
                    group.addTask { try await database.sql.raw("SELECT id FROM plants WHERE id = \(bind: 1)").all().count }
                }
                for try await count in group { #expect(count == 1) }
            }
        }
    }

    @Test("a table that changes shape under a kept plan is read in its new shape")
    func tableChangesShape() async throws {
        try await TestDatabases.withFreshDatabase(.postgres) { (database: Database) async throws in
            try await makeTable(database)
            try await database.sql.raw("INSERT INTO plants (id, name) VALUES (1, 'ivy')").run()
            for _ in 0..<(TestDatabases.postgresPoolSize * 2) {
                _ = try await database.sql.raw("SELECT * FROM plants WHERE id = \(bind: 1)").all()
            }
            try await database.sql.raw("ALTER TABLE plants ADD COLUMN colour TEXT NOT NULL DEFAULT 'green'").run()
            for _ in 0..<(TestDatabases.postgresPoolSize * 2) {
                let row = try await database.sql.raw("SELECT * FROM plants WHERE id = \(bind: 1)").first()
                #expect(try row?.decode(column: "colour", as: String.self) == "green")
            }
        }
    }

    @Test("after a statement fails inside a transaction, the transaction fails with that error and the connection serves on")
    func failedTransaction() async throws {
        try await TestDatabases.withFreshDatabase(.postgres) { (database: Database) async throws in
            try await makeTable(database)
            try await database.sql.raw("INSERT INTO plants (id, name) VALUES (1, 'ivy')").run()
            struct Duplicate: Error {}
            let laterStatement = NIOLockedValueBox<Result<Int, any Error>?>(nil)
            await #expect(throws: Duplicate.self) {
                try await database.transaction { db in
                    do {
                        try await db.raw("INSERT INTO plants (id, name) VALUES (\(bind: 1), \(bind: "ivy again"))").run()
                    } catch where ConstraintViolation.isUniqueViolation(error) {
                        do {
                            let count = try await db.raw("SELECT name FROM plants WHERE id > \(bind: 0)").all().count
                            laterStatement.withLockedValue { $0 = .success(count) }
                        } catch {
                            laterStatement.withLockedValue { $0 = .failure(error) }
                        }
                        throw Duplicate()
                    }
                }
            }
            // PostgreSQL refuses every later statement of a failed transaction.
            #expect(throws: (any Error).self) { try laterStatement.withLockedValue { $0 }?.get() }
            for _ in 0..<(TestDatabases.postgresPoolSize * 2) {
                #expect(try await database.sql.raw("SELECT name FROM plants WHERE id > \(bind: 0)").all().count == 1)
            }
        }
    }

    @Test("binds: NULL, an optional holding a value and plain values are sent by PostgresNIO; a structure is not")
    func binds() throws {
        struct Leaf: Codable { let veins: Int }
        let encoded = try PostgresBinds.encode([Int?.none, Int?.some(3), "name", UUID(), Date(), true])
        #expect(encoded?.1.count == 6)
        #expect(try PostgresBinds.encode([Leaf(veins: 3)]) == nil)
    }
}
