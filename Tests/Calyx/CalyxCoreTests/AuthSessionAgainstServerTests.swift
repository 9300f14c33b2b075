import CalyxAPI
import CalyxCore
import CalyxServer
import ClientKit
import Foundation
import NIOConcurrencyHelpers
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

/// Counts refreshes on their way to the real server.
final class CountingRefresher: TokenRefresher {
    let inner: any TokenRefresher
    let count = NIOLockedValueBox(0)

    init(_ inner: any TokenRefresher) { self.inner = inner }

    func refresh(_ refreshToken: String) async throws -> AuthTokens {
        count.withLockedValue { $0 += 1 }
        return try await inner.refresh(refreshToken)
    }
}

/// The app's session against the real Calyx server in-process, through the generated client.
@Suite("AuthSession against the Calyx server")
struct AuthSessionAgainstServerTests {
    struct Setup: Sendable {
        let session: AuthSession
        let refresher: CountingRefresher
        let api: Client
        let plain: Client
    }

    /// A server with a manual clock, a signed-in session, and clients with and without the token middleware.
    func withSignedInSession(
        backend: DatabaseBackend,
        clientNow: @escaping @Sendable () -> Date = { Date() },
        _ body: @Sendable (Setup, ManualWallClock) async throws -> Void
    ) async throws {
        let serverClock = ManualWallClock(Date())
        try await TestServer.run(apps: [CalyxApp()], backend: backend, wallClock: serverClock, configure: { $0.devAuthRequested = true }) { _, server in
            let url = URL(string: "http://127.0.0.1:\(server.port)/calyx/v1")!
            let plain = Client(serverURL: url, transport: LoopbackHTTP.transport())
            let refresher = CountingRefresher(CalyxClient.tokenRefresher(client: plain, now: clientNow))
            let session = AuthSession(store: InMemoryTokenStore(), refresher: refresher, now: clientNow)
            let signIn = try await plain.devSignIn(body: .json(.init(name: "alice"))).ok.body.json
            try await session.signIn(AuthTokens(signIn, now: clientNow()))
            let api = Client(
                serverURL: url, transport: LoopbackHTTP.transport(),
                middlewares: [BearerTokenMiddleware(session: session, unauthenticatedOperations: CalyxOperationIDs.unauthenticated)]
            )
            try await body(Setup(session: session, refresher: refresher, api: api, plain: plain), serverClock)
        }
    }

    @Test("twenty requests rejected together for an expired token cause exactly one refresh", arguments: TestDatabases.backends)
    func serverSideExpiry(backend: DatabaseBackend) async throws {
        try await withSignedInSession(backend: backend) { setup, serverClock in
            // The server is a day and an hour ahead: the client still believes its token is good.
            serverClock.advance(by: 25 * 3600)
            let names = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<20 {
                    group.addTask { try await setup.api.getProfile().ok.body.json.displayName }
                }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(names == Array(repeating: "alice", count: 20))
            #expect(setup.refresher.count.withLockedValue { $0 } == 1)
            #expect(await setup.session.state == .signedIn)
        }
    }

    @Test("twenty requests finding the token expired on the device cause exactly one refresh", arguments: TestDatabases.backends)
    func clientSideExpiry(backend: DatabaseBackend) async throws {
        let clientClock = ManualWallClock(Date())
        try await withSignedInSession(backend: backend, clientNow: { clientClock.now() }) { setup, serverClock in
            clientClock.advance(by: 24 * 3600)
            serverClock.advance(by: 24 * 3600)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<20 {
                    group.addTask { _ = try await setup.api.getProfile().ok }
                }
                try await group.waitForAll()
            }
            #expect(setup.refresher.count.withLockedValue { $0 } == 1)
        }
    }

    @Test("when the server has ended the session, the app is signed out")
    func serverEndedSession() async throws {
        try await withSignedInSession(backend: .sqlite) { setup, serverClock in
            let refreshToken = try #require(await setup.session.refreshToken)
            _ = try await setup.plain.signOut(body: .json(.init(refreshToken: refreshToken))).noContent
            await #expect { try await setup.api.getProfile() } throws: { AuthSessionError.isSignedOut($0) }
            #expect(await setup.session.state == .signedOut)
            #expect(setup.refresher.count.withLockedValue { $0 } == 1)
        }
    }
}
