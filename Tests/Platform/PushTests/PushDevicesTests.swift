import Foundation
@testable import Push
import PushTestSupport
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("Push devices")
struct PushDevicesTests {
    let alice = UUID()
    let bob = UUID()

    @Test("registering is idempotent; a person's tokens come newest first, per environment on request", arguments: TestDatabases.backends)
    func register(backend: DatabaseBackend) async throws {
        try await PushHarness.run(backend) { harness, devices in
            try await devices.register(TestTokens.alice, account: alice, environment: .production)
            harness.clock.advance(by: 60)
            try await devices.register(TestTokens.aliceiPad, account: alice, environment: .development)
            try await devices.register(TestTokens.bob, account: bob, environment: .production)
            #expect(try await devices.tokens(for: alice) == [TestTokens.aliceiPad, TestTokens.alice])
            harness.clock.advance(by: 60)
            try await devices.register(TestTokens.alice, account: alice, environment: .production)
            #expect(try await devices.tokens(for: alice) == [TestTokens.alice, TestTokens.aliceiPad])
            #expect(try await devices.tokens(for: alice, environment: .production) == [TestTokens.alice])
            #expect(try await devices.tokens(for: alice, environment: .development) == [TestTokens.aliceiPad])
            #expect(try await devices.tokens(for: bob) == [TestTokens.bob])
            #expect(try await devices.tokens(for: UUID()) == [])
            let rows = try await harness.rows(devices, token: TestTokens.alice)
            // Registering again keeps the first date and refreshes the last.
            #expect(rows == Row(account: alice, environment: "production", created: harness.start, updated: harness.start + 120))
        }
    }

    @Test("a token registered by another account moves to it", arguments: TestDatabases.backends)
    func moves(backend: DatabaseBackend) async throws {
        try await PushHarness.run(backend) { harness, devices in
            try await devices.register(TestTokens.alice, account: alice, environment: .production)
            harness.clock.advance(by: 30)
            try await devices.register(TestTokens.alice, account: bob, environment: .development)
            #expect(try await devices.tokens(for: alice) == [])
            #expect(try await devices.tokens(for: bob) == [TestTokens.alice])
            let row = try await harness.rows(devices, token: TestTokens.alice)
            #expect(row == Row(account: bob, environment: "development", created: harness.start + 30, updated: harness.start + 30))
            // Alice signing out on her old phone does not take Bob's token away.
            #expect(try await devices.unregister(TestTokens.alice, account: alice) == false)
            #expect(try await devices.tokens(for: bob) == [TestTokens.alice])
            #expect(try await devices.unregister(TestTokens.alice, account: bob) == true)
            #expect(try await devices.tokens(for: bob) == [])
        }
    }

    @Test("a dead token is deleted, unless it was registered again after APNs's timestamp", arguments: TestDatabases.backends)
    func delete(backend: DatabaseBackend) async throws {
        try await PushHarness.run(backend) { harness, devices in
            try await devices.register(TestTokens.alice, account: alice, environment: .production)
            try await devices.register(TestTokens.aliceiPad, account: alice, environment: .production)
            let unregisteredAt = harness.clock.now()
            harness.clock.advance(by: 5)
            try await devices.register(TestTokens.aliceiPad, account: alice, environment: .production)
            #expect(try await devices.delete(TestTokens.alice, unregisteredAt: unregisteredAt) == true)
            #expect(try await devices.delete(TestTokens.aliceiPad, unregisteredAt: unregisteredAt) == false)
            #expect(try await devices.tokens(for: alice) == [TestTokens.aliceiPad])
            #expect(try await devices.delete(TestTokens.aliceiPad) == true)
            #expect(try await devices.delete(TestTokens.aliceiPad) == false)
            #expect(try await devices.tokens(for: alice) == [])
        }
    }

    @Test("tokens are 64 to 200 hex digits, stored lowercase", arguments: [
        (String(repeating: "ab", count: 32), nil),
        ("  " + String(repeating: "AB", count: 32) + "\n", nil),
        (String(repeating: "0", count: 200), nil),
        (String(repeating: "a", count: 63), DeviceTokenError.wrongLength(63)),
        (String(repeating: "a", count: 201), .wrongLength(201)),
        ("", .wrongLength(0)),
        (String(repeating: "g", count: 64), .notHexadecimal),
        (String(repeating: "ab", count: 31) + "<>", .notHexadecimal),
        (String(repeating: "é", count: 32), .notHexadecimal),
    ] as [(String, DeviceTokenError?)])
    func validation(text: String, error: DeviceTokenError?) {
        do {
            let token = try DeviceToken(text)
            #expect(error == nil)
            #expect(token.hex == text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
        } catch let thrown {
            #expect(thrown == error)
            #expect(thrown.description.contains("hexadecimal"))
        }
    }

    @Test("the bytes iOS reports become the same token")
    func fromBytes() throws {
        let bytes: [UInt8] = Array(0..<32)
        #expect(try DeviceToken(bytes: Data(bytes)).hex == "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")
        #expect(throws: DeviceTokenError.wrongLength(8)) { try DeviceToken(bytes: [1, 2, 3, 4]) }
    }

    @Test("the migration makes push_devices with its account index", arguments: TestDatabases.backends)
    func migration(backend: DatabaseBackend) async throws {
        try await PushHarness.run(backend) { _, devices in
            let indexQuery: SQLQueryString =
                backend == .sqlite
                ? "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'push_devices' AND name = 'push_devices_account'"
                : "SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'push_devices' AND indexname = 'push_devices_account'"
            let indexes = try await devices.database.sql.raw(indexQuery).all()
            #expect(indexes.count == 1)
            // The token is the primary key.
            await #expect(throws: (any Error).self) {
                try await devices.database.sql.raw("""
                    INSERT INTO push_devices (token, account_id, environment, created_us, updated_us)
                    VALUES (\(bind: TestTokens.bob.hex), \(bind: UUID()), 'production', 1, 1), (\(bind: TestTokens.bob.hex), \(bind: UUID()), 'production', 1, 1)
                    """).run()
            }
        }
    }
}

struct Row: Equatable {
    let account: UUID
    let environment: String
    let created: Date
    let updated: Date
}

extension PushHarness {
    /// The stored row of `token`.
    func rows(_ devices: PushDevices, token: DeviceToken) async throws -> Row? {
        let row = try await devices.database.sql.raw("""
            SELECT account_id, environment, created_us, updated_us FROM push_devices WHERE token = \(bind: token.hex)
            """).first()
        return try row.map {
            Row(
                account: try $0.decode(column: "account_id", as: UUID.self),
                environment: try $0.decode(column: "environment", as: String.self),
                created: TimestampKey.date(micros: try $0.decode(column: "created_us", as: Int64.self)),
                updated: TimestampKey.date(micros: try $0.decode(column: "updated_us", as: Int64.self))
            )
        }
    }
}
