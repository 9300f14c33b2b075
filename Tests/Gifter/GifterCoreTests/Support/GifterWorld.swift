import ClientKit
import Foundation
import GifterCore
import GifterServer
import ServerKit
import ServerKitTestSupport

/// The Gifter server in-process (dev sign-in on) and app clients talking to it over loopback through
/// the generated client, each with its own token store, as separate phones would.
struct GifterWorld: Sendable {
    let url: URL
    /// The server's data (its database), for the few facts no Gifter operation can set.
    var isolation: TestIsolation?
    /// The server's wall clock, which moves only when a test moves it.
    var clock: ManualWallClock?

    /// A splash limit that bounds a hang only, for tests that check where a launch arrives once the
    /// server has answered: on a loaded CI machine the real limit once passed before it did.
    static let patientSplash: @Sendable (Duration) async throws -> Void = { _ in try await Task.sleep(for: LoopbackHTTP.hangBoundDuration, tolerance: .zero) }

    static func run(
        backend: DatabaseBackend = .sqlite, environment: [String: String] = [:], _ body: @MainActor @Sendable (GifterWorld) async throws -> Void
    ) async throws {
        let clock = ManualWallClock(Date())
        try await TestServer.run(
            apps: [GifterApp()], backend: backend, wallClock: clock,
            configure: { configuration in
                configuration.devAuthRequested = true
                configuration.environment["GIFTER_REMINDER_INTERVAL_SECONDS"] = "3600"
                // The sample catalog is off unless asked for; the app's tests shop from it.
                configuration.environment["GIFTER_SAMPLE_CATALOG"] = "on"
                configuration.environment.merge(environment) { _, new in new }
            }
        ) { _, server in
            try await body(GifterWorld(url: URL(string: "http://127.0.0.1:\(server.port)/gifter/v1")!, isolation: server.isolation, clock: clock))
        }
    }

    func client(transport: SwitchableTransport = SwitchableTransport(), tokens: any TokenStore = InMemoryTokenStore()) -> GifterClient {
        // The app's 20 s request timeout is a speed bound on a loaded test machine; this bounds hangs only.
        GifterClient(serverURL: url, transport: transport, tokenStore: tokens, requestTimeout: LoopbackHTTP.hangBoundDuration)
    }

    /// What the app's screens are made from, on a phone store of its own (in memory unless given).
    func environment(_ client: GifterClient, store: GifterStore? = nil, reminders: (any ReminderScheduling)? = nil) throws -> GifterEnvironment {
        GifterEnvironment(client: client, store: try store ?? GifterStore.inMemory(), reminders: reminders, siteURL: URL(string: "https://gifter.example")!)
    }
}
