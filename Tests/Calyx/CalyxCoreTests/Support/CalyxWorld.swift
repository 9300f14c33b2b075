import CalyxAPI
import CalyxCore
import CalyxServer
import ClientKit
import Foundation
import ServerKit
import ServerKitTestSupport

/// The Calyx server in-process (its real catalog, dev sign-in on) and app clients talking to it over
/// loopback through the generated client, each with its own token store, as separate phones would.
struct CalyxWorld: Sendable {
    let url: URL
    let serverClock: ManualWallClock
    let server: TestServer
    /// The server's Calyx app (its notification jobs, for tests that send pushes).
    let app: CalyxApp

    /// `environment` adds to the server's (the stand-in identity providers' settings, for one).
    static func run(
        backend: DatabaseBackend = .sqlite, environment: [String: String] = [:], _ body: @MainActor @Sendable (CalyxWorld) async throws -> Void
    ) async throws {
        let serverClock = ManualWallClock(Date())
        let app = CalyxApp()
        try await TestServer.run(
            apps: [app], backend: backend, wallClock: serverClock,
            configure: { configuration in
                configuration.devAuthRequested = true
                configuration.environment["CALYX_JOBS"] = "off"
                configuration.environment.merge(environment) { _, new in new }
            }
        ) { _, server in
            try await body(CalyxWorld(url: URL(string: "http://127.0.0.1:\(server.port)/calyx/v1")!, serverClock: serverClock, server: server, app: app))
        }
    }

    /// An app's client, signed out unless `tokens` holds a session. Its request timeout bounds hangs
    /// only: the app's 20 s is a speed bound on a loaded test machine.
    func client(transport: RecordingTransport = RecordingTransport(), tokens: any TokenStore = InMemoryTokenStore()) -> CalyxClient {
        CalyxClient(serverURL: url, transport: transport, tokenStore: tokens, requestTimeout: LoopbackHTTP.hangBoundDuration)
    }

    /// An app's client signed in as `name` (a new account on first use).
    func signedIn(_ name: String, transport: RecordingTransport = RecordingTransport()) async throws -> CalyxClient {
        let client = client(transport: transport)
        _ = try await client.devSignIn(name: name)
        return client
    }
}

extension CalyxWorld {
    /// Runs the feed's jobs once (trending, taste neighbours, popular collections), as the server's
    /// job runner would every few minutes (tests turn the runner off).
    func runFeedJobs() async throws {
        let location = try server.isolation.configuration().databaseLocation(forApp: "calyx")
        _ = try await Database(location, logger: .quiet).withRunning { database in try await CommunitySeeder(database: database).runFeedJobs() }
    }
}
