import Foundation
import Push
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("Push outbox")
struct PushOutboxTests {
    let maya = UUID()
    static let start = Date(timeIntervalSince1970: 1_795_521_600) // 2026-11-24 12:00 UTC
    static let hello = PushNotification(.localizedAlert(titleKey: "t", key: "hello", arguments: ["Maya"]), custom: ["friend": "m"])

    /// A fresh database holding `push_outbox`, and the logs of outboxes built with `outbox(_:)`.
    static func run(_ backend: DatabaseBackend, _ body: (Database, CapturedLogs) async throws -> Void) async throws {
        try await TestDatabases.withFreshDatabase(backend) { database in
            try await Migrator(app: "db", migrations: [PushMigrations.outbox(name: "0001_push_outbox")]).migrate(database)
            try await body(database, CapturedLogs())
        }
    }

    static func waiting(_ database: Database) async throws -> Int {
        try await database.sql.raw("SELECT id FROM push_outbox").all().count
    }

    /// Without APNs, a sent push is logged with its payload.
    static func logged(_ logs: CapturedLogs) -> [String] {
        logs.all.filter { $0.message.hasPrefix("push (no APNs") }.map { "\($0.metadata["payload"] ?? "")" }
    }

    @Test("a push queued in a transaction that rolls back is never sent; one that commits is sent once", arguments: TestDatabases.backends)
    func transactional(backend: DatabaseBackend) async throws {
        try await Self.run(backend) { database, logs in
            struct Undo: Error {}
            await #expect(throws: Undo.self) {
                try await database.transaction { db in
                    try await PushOutbox.enqueue(Self.hello, to: maya, now: Self.start, quietHoursIn: nil, on: db)
                    throw Undo()
                }
            }
            #expect(try await Self.waiting(database) == 0)
            try await database.transaction { db in
                try await PushOutbox.enqueue(Self.hello, to: maya, now: Self.start, quietHoursIn: .gmt, on: db)
            }
            let outbox = PushOutbox(database: database, push: nil, logger: logs.logger())
            #expect(try await outbox.sendDue(now: Self.start) == 1)
            #expect(try await outbox.sendDue(now: Self.start.addingTimeInterval(3600)) == 0)
            #expect(try await Self.waiting(database) == 0)
            #expect(Self.logged(logs) == [#"{"aps":{"alert":{"loc-args":["Maya"],"loc-key":"hello","title-loc-key":"t"},"sound":"default"},"friend":"m"}"#])
        }
    }

    @Test("a push in the person's quiet hours waits for 08:00 there; a cancelled one never goes", arguments: TestDatabases.backends)
    func heldAndCancelled(backend: DatabaseBackend) async throws {
        try await Self.run(backend) { database, logs in
            let tokyo = TimeZone(identifier: "Asia/Tokyo")! // 12:00 UTC is 21:00 there; 13:30 UTC is 22:30
            let late = Self.start.addingTimeInterval(90 * 60)
            try await database.transaction { db in
                try await PushOutbox.enqueue(Self.hello, to: maya, subject: "request:1", now: late, quietHoursIn: tokyo, on: db)
                try await PushOutbox.enqueue(Self.hello, to: maya, subject: "request:2", now: late, quietHoursIn: tokyo, on: db)
            }
            let outbox = PushOutbox(database: database, push: nil, logger: logs.logger())
            #expect(try await outbox.sendDue(now: late) == 0)
            try await database.transaction { db in try await PushOutbox.cancel(subject: "request:2", on: db) }
            let eightInTokyo = Date(timeIntervalSince1970: 1_795_561_200) // 2026-11-24 23:00 UTC
            #expect(try await outbox.sendDue(now: eightInTokyo.addingTimeInterval(-1)) == 0)
            #expect(try await outbox.sendDue(now: eightInTokyo) == 1)
            #expect(try await Self.waiting(database) == 0)
            #expect(Self.logged(logs).count == 1)
        }
    }

    @Test("three instances sending at once send each push once", arguments: TestDatabases.backends)
    func racing(backend: DatabaseBackend) async throws {
        try await Self.run(backend) { database, logs in
            for index in 0..<60 {
                try await database.transaction { db in
                    try await PushOutbox.enqueue(Self.hello, to: UUID(), subject: "s\(index)", now: Self.start, quietHoursIn: nil, on: db)
                }
            }
            let outboxes = (0..<3).map { _ in PushOutbox(database: database, push: nil, logger: logs.logger()) }
            let sent = try await withThrowingTaskGroup(of: Int.self) { group in
                for outbox in outboxes { group.addTask { try await outbox.sendDue(now: Self.start) } }
                return try await group.reduce(0, +)
            }
            #expect(sent == 60)
            #expect(Self.logged(logs).count == 60)
            #expect(try await Self.waiting(database) == 0)
        }
    }

    @Test("an account's waiting pushes can be forgotten (the account is deleted)", arguments: TestDatabases.backends)
    func forget(backend: DatabaseBackend) async throws {
        try await Self.run(backend) { database, logs in
            let other = UUID()
            try await database.transaction { db in
                try await PushOutbox.enqueue(Self.hello, to: maya, now: Self.start, quietHoursIn: nil, on: db)
                try await PushOutbox.enqueue(Self.hello, to: other, now: Self.start, quietHoursIn: nil, on: db)
                try await PushOutbox.forgetAll(of: maya, on: db)
            }
            #expect(try await Self.waiting(database) == 1)
        }
    }
}
