import Foundation
import Logging
import Push
import PushTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Sending to a person")
struct PushSenderTests {
    static let answered = PushNotification(.alert(title: "Ivy answered", body: "See what she wrote"), threadID: "couple-1")
    let ivy = UUID()
    let oak = UUID()

    @Test("every device of the person is sent to; dead tokens are deleted, live ones kept", arguments: TestDatabases.backends)
    func fanOut(backend: DatabaseBackend) async throws {
        try await PushHarness.run(backend) { harness, devices in
            for token in [TestTokens.alice, TestTokens.gone, TestTokens.wrongApp, TestTokens.busy, TestTokens.broken] {
                try await devices.register(token, account: ivy, environment: .development)
            }
            // Production builds' tokens belong to the production deployment: not sent to, not deleted.
            try await devices.register(TestTokens.stale, account: ivy, environment: .production)
            try await devices.register(TestTokens.bob, account: oak, environment: .development)
            harness.standIn.script(TestTokens.gone, [], then: .unregistered)
            harness.standIn.script(TestTokens.wrongApp, [], then: .badDeviceToken)
            harness.standIn.script(TestTokens.busy, [.tooManyRequests], then: .accept)
            harness.standIn.script(TestTokens.broken, [], then: .internalServerError)
            let sender = PushSender(client: harness.client, devices: devices, logger: harness.logs.logger(label: "push"))

            let report = await sender.send(Self.answered, to: ivy)

            #expect(Set(report.outcomes.keys) == [TestTokens.alice, TestTokens.gone, TestTokens.wrongApp, TestTokens.busy, TestTokens.broken])
            #expect(report.deliveredCount == 2)
            #expect(report.outcomes[TestTokens.gone] == .deadToken(reason: "Unregistered", since: harness.clock.now()))
            #expect(report.outcomes[TestTokens.wrongApp] == .deadToken(reason: "BadDeviceToken", since: nil))
            #expect(report.outcomes[TestTokens.broken] == .failed(status: 500, reason: "InternalServerError", attempts: 3))
            #expect(report.deletedTokens == [TestTokens.gone, TestTokens.wrongApp])
            #expect(report.problem == nil)
            #expect(Set(try await devices.tokens(for: ivy)) == [TestTokens.alice, TestTokens.busy, TestTokens.broken, TestTokens.stale])
            #expect(try await devices.tokens(for: oak) == [TestTokens.bob])
            let sentTo = harness.standIn.requests.compactMap(\.deviceToken)
            #expect(!sentTo.contains(TestTokens.stale.hex) && !sentTo.contains(TestTokens.bob.hex))
            #expect(harness.standIn.requests.allSatisfy { $0.protocolVersion == "HTTP/2" })

            let logged = harness.logs.all
            let failure = try #require(logged.first { $0.message == "push failed" })
            #expect(failure.level == .warning)
            #expect(failure.metadata["reason"] == "InternalServerError")
            #expect(failure.metadata["account"] == "\(ivy)")
            // Logs name a device by a prefix, never the whole token.
            #expect(failure.metadata["device"] == "\(TestTokens.broken.hex.prefix(8))…")
            #expect(!logged.contains { "\($0.metadata)".contains(TestTokens.broken.hex) })
            #expect(logged.filter { $0.message == "push token removed" }.count == 2)
        }
    }

    @Test("a person without devices gets nothing and nothing is asked of APNs", arguments: TestDatabases.backends)
    func noDevices(backend: DatabaseBackend) async throws {
        try await PushHarness.run(backend) { harness, devices in
            let report = await PushSender(client: harness.client, devices: devices, logger: .quiet).send(Self.answered, to: ivy)
            #expect(report == PushReport())
            #expect(harness.standIn.requests.isEmpty)
        }
    }

    @Test("an oversized notification is logged and sent to no one", arguments: TestDatabases.backends)
    func oversized(backend: DatabaseBackend) async throws {
        try await PushHarness.run(backend) { harness, devices in
            try await devices.register(TestTokens.alice, account: ivy, environment: .development)
            let sender = PushSender(client: harness.client, devices: devices, logger: harness.logs.logger(label: "push"))
            let report = await sender.send(PushNotification(.alert(title: "Long", body: String(repeating: "x", count: 5000))), to: ivy)
            #expect(report.outcomes.isEmpty)
            #expect(report.problem?.contains("4096") == true)
            #expect(harness.standIn.requests.isEmpty)
            #expect(harness.logs.all.contains { $0.level == .error && $0.message == "push notification not sent" })
            #expect(try await devices.tokens(for: ivy) == [TestTokens.alice])
        }
    }

    @Test("a database that cannot be read is logged, not thrown")
    func unreadableDevices() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { database in
            try await PushHarness.run { harness in
                // No migration: the table does not exist.
                let sender = PushSender(client: harness.client, devices: PushDevices(database: database), logger: harness.logs.logger(label: "push"))
                let report = await sender.send(Self.answered, to: ivy)
                #expect(report.problem?.hasPrefix("devices could not be read") == true)
                #expect(harness.logs.all.contains { $0.level == .error && $0.message == "push devices could not be read" })
                #expect(harness.standIn.requests.isEmpty)
            }
        }
    }

    @Test("many devices share the one HTTP/2 connection, a few streams at a time", arguments: TestDatabases.backends)
    func manyDevices(backend: DatabaseBackend) async throws {
        try await PushHarness.run(backend) { harness, devices in
            let tokens = (20..<40).map { TestTokens.make(UInt8($0)) }
            for token in tokens { try await devices.register(token, account: ivy, environment: .development) }
            // One send first, so the connection is up and known to be HTTP/2 before the fan-out.
            _ = try await harness.client.send(Self.answered, to: tokens[0])
            let report = await PushSender(client: harness.client, devices: devices, logger: .quiet).send(Self.answered, to: ivy)
            #expect(report.deliveredCount == tokens.count)
            #expect(Set(harness.standIn.requests.compactMap(\.deviceToken)) == Set(tokens.map(\.hex)))
            #expect(harness.standIn.connectionCount == 1)
        }
    }
}
