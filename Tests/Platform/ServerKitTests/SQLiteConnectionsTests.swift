import Foundation
import GRDB
@testable import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// ServerKit's SQLite driver (GRDB connections of our own: one writer, a few readers).
@Suite("SQLite connections")
struct SQLiteConnectionsTests {
    @Test("readers open as reads need them, up to the limit; every connection uses WAL, foreign keys, a busy timeout, full sync and secure delete; readers cannot write")
    func settings() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { (database: ServerKit.Database) async throws in
            guard case .sqlite(let pool) = database.driver else { Issue.record("not SQLite"); return }
            try await database.sql.raw("CREATE TABLE notes (body TEXT NOT NULL)").run()
            let connections = try await pool.connections()
            // Four reads at once, nested: each holds its reader, so the pool opens all it may.
            let held = try await connections.readers.withReader { a in
                try await connections.readers.withReader { b in
                    try await connections.readers.withReader { c in
                        try await connections.readers.withReader { d in Set([a, b, c, d].map(ObjectIdentifier.init)).count }
                    }
                }
            }
            #expect(held == ServerKit.Database.sqliteReaders)
            #expect(connections.readers.all.count == ServerKit.Database.sqliteReaders)
            #expect(database.sqliteOpenConnections == 1 + ServerKit.Database.sqliteReaders)
            for connection in [connections.writer] + connections.readers.all {
                let settings = try await connection.run { db, _ in
                    try ["journal_mode", "foreign_keys", "busy_timeout", "synchronous", "secure_delete"].map {
                        try String.fetchOne(db, sql: "PRAGMA \($0)") ?? "?"
                    }
                }
                #expect(settings == ["wal", "1", "5000", "2", "1"], "\(connection.role)")
            }
            let reader = try #require(connections.readers.all.first)
            await #expect(throws: DatabaseError.self) {
                try await reader.run { db, _ in try db.execute(sql: "INSERT INTO notes (body) VALUES ('x')") }
            }
        }
    }

    enum Mood: String, Codable { case calm }
    struct Note: Codable, Equatable { let words: [String] }

    @Test("values are stored as they always were — REAL dates, upper-case UUID text, 0/1 booleans, BLOBs, JSON text — and read back")
    func storage() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { (database: ServerKit.Database) async throws in
            try await database.sql.raw("CREATE TABLE v (k TEXT PRIMARY KEY, value)").run()
            let date = Date(timeIntervalSince1970: 1_764_000_000.123456)
            let uuid = UUID(uuidString: "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0")!
            let values: [(String, any Encodable & Sendable)] = [
                ("date", date), ("uuid", uuid), ("yes", true), ("count", 42), ("ratio", 0.25), ("text", "Rosa"),
                ("bytes", Data([0, 1, 254])), ("none", String?.none), ("mood", Mood.calm), ("note", Note(words: ["a", "b"])),
            ]
            for (key, value) in values {
                try await database.sql.raw("INSERT INTO v (k, value) VALUES (\(bind: key), \(bind: value))").run()
            }
            struct Stored: Decodable { let k: String; let t: String; let s: String? }
            let stored = try await database.sql.raw("SELECT k, typeof(value) AS t, CAST(value AS TEXT) AS s FROM v").all(decoding: Stored.self)
            let byKey = Dictionary(uniqueKeysWithValues: stored.map { ($0.k, "\($0.t) \($0.s ?? "NULL")") })
            #expect(byKey["date"]?.hasPrefix("real 1764000000.12") == true, "seconds since 1970: \(byKey["date"] ?? "")")
            #expect(byKey["uuid"] == "text 0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0")
            #expect(byKey["yes"] == "integer 1")
            #expect(byKey["count"] == "integer 42")
            #expect(byKey["ratio"] == "real 0.25")
            #expect(byKey["text"] == "text Rosa")
            #expect(byKey["bytes"]?.hasPrefix("blob") == true)
            #expect(byKey["none"] == "null NULL")
            #expect(byKey["mood"] == "text calm")
            #expect(byKey["note"] == #"text {"words":["a","b"]}"#)

            func read<T: Decodable>(_ key: String, as type: T.Type) async throws -> T {
                try #require(try await database.sql.raw("SELECT value FROM v WHERE k = \(bind: key)").first()).decode(column: "value", as: T.self)
            }
            #expect(try await read("date", as: Date.self) == date)
            #expect(try await read("uuid", as: UUID.self) == uuid)
            #expect(try await read("yes", as: Bool.self))
            #expect(try await read("count", as: Int.self) == 42)
            #expect(try await read("count", as: String.self) == "42")
            #expect(try await read("count", as: Double.self) == 42)
            #expect(try await read("ratio", as: Double.self) == 0.25)
            #expect(try await read("bytes", as: Data.self) == Data([0, 1, 254]))
            #expect(try await read("none", as: String?.self) == nil)
            #expect(try await read("text", as: String?.self) == "Rosa")
            #expect(try await read("mood", as: Mood.self) == .calm)
            #expect(try await read("note", as: Note.self) == Note(words: ["a", "b"]))
            // The other widths, each by its own case.
            #expect(try await read("count", as: Int64.self) == 42)
            #expect(try await read("count", as: Int32.self) == 42)
            #expect(try await read("count", as: UInt8.self) == 42)
            #expect(try await read("ratio", as: Float.self) == 0.25)
            await #expect(throws: DecodingError.self) { try await read("text", as: Int.self) }
            await #expect(throws: DecodingError.self) { try await read("text", as: Bool.self) }
            await #expect(throws: DecodingError.self) { try await read("text", as: Date.self) }
            await #expect(throws: DecodingError.self) { try await read("ratio", as: Int64.self) }
        }
    }

    @Test("while a transaction holds the writer, reads go on and writes queue; none fails, and every write lands after it")
    func queueBehindTheWriter() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { (database: ServerKit.Database) async throws in
            try await database.sql.raw("CREATE TABLE log (n INTEGER NOT NULL)").run()
            let (release, releaser) = AsyncStream<Void>.makeStream()
            let (held, holding) = AsyncStream<Void>.makeStream()
            let holder = Task {
                try await database.transaction { db in
                    try await db.raw("INSERT INTO log (n) VALUES (0)").run()
                    holding.yield()
                    for await _ in release { break }
                }
            }
            for await _ in held { break }
            // 24 reads finish while the writer is held: readers do not wait for it.
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<24 {
                    group.addTask { try await database.sql.raw("SELECT count(*) AS c FROM log").first()!.decode(column: "c", as: Int.self) }
                }
                for try await count in group { #expect(count == 0, "the held transaction is not visible yet") }
            }
            // 12 writes and 4 transactions queue behind it and all land once it commits.
            let writers = Task {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for n in 1...12 { group.addTask { try await database.sql.raw("INSERT INTO log (n) VALUES (\(bind: n))").run() } }
                    for n in 13...16 {
                        group.addTask { try await database.transaction { db in try await db.raw("INSERT INTO log (n) VALUES (\(bind: n))").run() } }
                    }
                    try await group.waitForAll()
                }
            }
            // Held past SQLite's 5 s busy timeout: a write that waited on the file lock (as writes on
            // SQLiteNIO's pooled connections did) would fail here; queued on the writer, none does.
            try await Task.sleep(for: .seconds(SQLiteConnection.busyTimeout + 1))
            let before = try await database.sql.raw("SELECT count(*) AS c FROM log").first()!.decode(column: "c", as: Int.self)
            #expect(before == 0, "nothing written past the held writer")
            releaser.yield()
            try await holder.value
            try await writers.value
            let numbers = try await database.sql.raw("SELECT n FROM log ORDER BY n").all().map { try $0.decode(column: "n", as: Int.self) }
            #expect(numbers == Array(0...16))
        }
    }

    @Test("a write sent around the transaction its task holds fails at once instead of waiting for itself")
    func writeAroundOwnTransaction() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { (database: ServerKit.Database) async throws in
            try await database.sql.raw("CREATE TABLE log (n INTEGER NOT NULL)").run()
            await #expect(throws: SQLitePooledDatabase.WriteOutsideSession.self) {
                try await database.transaction { db in
                    try await db.raw("INSERT INTO log (n) VALUES (1)").run()
                    try await database.sql.raw("INSERT INTO log (n) VALUES (2)").run()
                }
            }
            let count = try await database.sql.raw("SELECT count(*) AS c FROM log").first()!.decode(column: "c", as: Int.self)
            #expect(count == 0, "the transaction rolled back")
        }
    }

    @Test("a session's database kept past its closure fails its statements instead of waiting forever")
    func statementAfterSessionEnded() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { (database: ServerKit.Database) async throws in
            let kept = try await database.withConnection { db in db }
            await #expect(throws: SQLiteSession.Ended.self) { try await kept.raw("SELECT 1 AS one").all() }
            #expect(try await database.sql.raw("SELECT 1 AS one").first()?.decode(column: "one", as: Int.self) == 1)
        }
    }

    @Test("a statement that failed (a unique violation) runs again on its cached connection")
    func failedStatementRunsAgain() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { (database: ServerKit.Database) async throws in
            try await database.sql.raw("CREATE TABLE names (name TEXT PRIMARY KEY)").run()
            for attempt in 0..<3 {
                do {
                    try await database.sql.raw("INSERT INTO names (name) VALUES (\(bind: "Iris"))").run()
                    #expect(attempt == 0)
                } catch {
                    #expect(attempt > 0 && ConstraintViolation.isUniqueViolation(error), "\(error)")
                }
            }
            try await database.sql.raw("INSERT INTO names (name) VALUES (\(bind: "Lily"))").run()
            let count = try await database.sql.raw("SELECT count(*) AS c FROM names").first()!.decode(column: "c", as: Int.self)
            #expect(count == 2)
        }
    }
}
