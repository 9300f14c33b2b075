import AsyncHTTPClient
import Foundation
import Logging
import Push
import PushTestSupport
import ServerKit
import ServerKitTestSupport

/// One test's APNs: a stand-in on loopback, a client that trusts it, and a clock both of them read.
struct PushHarness {
    let standIn: APNsStandIn
    let httpClient: HTTPClient
    let clock: ManualWallClock
    /// The clock's time when the test began.
    let start: Date
    let logs: CapturedLogs
    let client: APNsClient

    /// Retries without real waiting, so a test of three attempts takes milliseconds.
    static let quickRetries = APNsRetryPolicy(attempts: 3, initialDelay: .milliseconds(2), maximumDelay: .milliseconds(5))

    static func run<R>(
        retry: APNsRetryPolicy = quickRetries,
        tokenRefreshInterval: Duration = .seconds(50 * 60),
        _ body: (PushHarness) async throws -> R
    ) async throws -> R {
        let clock = ManualWallClock()
        return try await APNsStandIn.withRunning(clock: clock) { standIn, httpClient in
            let logs = CapturedLogs()
            let client = APNsClient(
                configuration: standIn.configuration(), httpClient: httpClient, retry: retry, clock: clock,
                tokenRefreshInterval: tokenRefreshInterval, logger: logs.logger(label: "apns")
            )
            return try await body(PushHarness(standIn: standIn, httpClient: httpClient, clock: clock, start: clock.now(), logs: logs, client: client))
        }
    }

    /// The same, with a fresh database on `backend` holding `push_devices`.
    static func run<R>(
        _ backend: DatabaseBackend,
        retry: APNsRetryPolicy = quickRetries,
        _ body: (PushHarness, PushDevices) async throws -> R
    ) async throws -> R {
        try await TestDatabases.withFreshDatabase(backend) { database in
            try await Migrator(app: "db", migrations: [PushMigrations.devices(name: "0001_push_devices")]).migrate(database)
            return try await run(retry: retry) { harness in
                try await body(harness, PushDevices(database: database, clock: harness.clock))
            }
        }
    }
}

/// Device tokens as iOS issues them today: 32 random-looking bytes, 64 hex digits.
enum TestTokens {
    static func make(_ seed: UInt8) -> DeviceToken {
        try! DeviceToken(bytes: (0..<32).map { UInt8(truncatingIfNeeded: Int(seed) &* 31 &+ $0 &* 7) })
    }

    static let alice = make(1)
    static let aliceiPad = make(2)
    static let bob = make(3)
    static let gone = make(4)
    static let wrongApp = make(5)
    static let busy = make(6)
    static let broken = make(7)
    static let stale = make(8)
}
