import CalyxAPI
import CalyxServer
import Foundation
import HTTPTypes
import HummingbirdTesting
import IdentityTestSupport
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import SQLKit

/// A real Calyx server on loopback trusting stand-in identity providers, driven through the generated
/// client, as the iOS app drives it. Rate limits run on a manual clock: they refill only when a test says.
struct CalyxHarness: Sendable {
    let server: TestServer
    let raw: TestClient
    let providers: FakeIdentityProviders
    /// The app the server serves: its notification jobs are reached through it.
    let app: CalyxApp
    /// The server's wall clock: identity tokens are dated by it, so a test on a manual clock that runs
    /// long on a loaded machine does not sign in with a token from the server's future.
    let wallClock: any WallClock

    var baseURL: URL { URL(string: "http://127.0.0.1:\(server.port)/calyx/v1")! }

    /// A generated client; with `token`, every request carries it as a bearer token.
    func client(token: String? = nil) -> Client {
        Client(
            serverURL: baseURL,
            transport: LoopbackHTTP.transport(),
            middlewares: token.map { [BearerHeader(token: $0)] } ?? []
        )
    }

    static func run<R: Sendable>(
        backend: DatabaseBackend = .sqlite,
        devAuth: Bool = true,
        host: String = "127.0.0.1",
        wallClock: any WallClock = SystemWallClock(),
        clock: any MonotonicClock = ManualClock(),
        environment: [String: String] = [:],
        objectStorage: ObjectStorageSettings? = nil,
        configure: @escaping @Sendable (inout ServerConfiguration) -> Void = { _ in },
        _ body: @Sendable (CalyxHarness) async throws -> R
    ) async throws -> R {
        let app = CalyxApp()
        return try await FakeIdentityProviders.run { providers in
            try await TestServer.run(apps: [app], backend: backend, clock: clock, wallClock: wallClock, configure: { configuration in
                configuration.environment = providers.environment()
                    // Tests run the scheduled jobs themselves, when their story needs them.
                    .merging(["CALYX_MODERATORS": moderatorID.uuidString, "CALYX_JOBS": "off"]) { _, extra in extra }
                    .merging(environment) { _, extra in extra }
                configuration.devAuthRequested = devAuth
                configuration.host = host
                configuration.objectStorage = objectStorage
                configure(&configuration)
            }) { raw, server in
                try await body(CalyxHarness(server: server, raw: raw, providers: providers, app: app, wallClock: wallClock))
            }
        }
    }

    /// Signs in through the API with an Apple token for `subject`; returns the session.
    func signInWithApple(subject: String, email: String? = nil, displayName: String? = nil) async throws -> Components.Schemas.Session {
        let nonce = UUID().uuidString
        let token = try await providers.appleToken(subject: subject, rawNonce: nonce, email: email, edit: dated)
        let response = try await client().signIn(
            path: .init(provider: .apple), body: .json(.init(idToken: token, nonce: nonce, displayName: displayName))
        )
        return try response.ok.body.json
    }

    /// Issued now by the server's clock, valid for ten minutes of it.
    private func dated(_ claims: inout TestIDTokenClaims) {
        claims.iat = wallClock.now()
        claims.exp = claims.iat.addingTimeInterval(600)
    }

    func devSignIn(_ name: String) async throws -> Components.Schemas.Session {
        try await client().devSignIn(body: .json(.init(name: name))).ok.body.json
    }

    func signInWithGoogle(subject: String, name: String) async throws -> Components.Schemas.Session {
        let token = try await providers.googleToken(subject: subject, email: "\(subject)@gmail.com", name: name, edit: dated)
        return try await client().signIn(path: .init(provider: .google), body: .json(.init(idToken: token))).ok.body.json
    }

    /// Uploads `bytes` as an app does, waiting while the image processor is busy (`whileBusy`).
    func upload(_ bytes: [UInt8], token: String) async throws -> Operations.UploadMedia.Output {
        try await Self.whileBusy { try await client(token: token).uploadMedia(body: .any(HTTPBody(bytes))) }
    }

    /// Makes `call` as an app does: when the image processor is busy (503: it is shared by every test
    /// server in this process) it waits `Retry-After` (2 s) and tries again, until only a hang would still wait.
    static func whileBusy<Output>(_ call: () async throws -> Output) async throws -> Output {
        var output: Output?
        _ = try await pollUntil(every: .seconds(2)) {
            output = try await call()
            return defaultStatus(output!) != 503
        }
        return output!
    }

    /// The account every harness lists in `CALYX_MODERATORS`.
    static let moderatorID = UUID(uuidString: "0d0d0d0d-0000-4000-8000-00000000000d")!

    /// Signs in as the moderator: the account is made with the id the server was told about, then
    /// signed in to with dev sign-in like anyone else.
    func signInModerator() async throws -> Components.Schemas.Session {
        try await withDatabase { db in
            let now = Date()
            try await db.sql.raw("""
                INSERT INTO users (id, display_name, created_at, last_login_at) VALUES (\(bind: Self.moderatorID), 'Moderator', \(bind: now), \(bind: now))
                ON CONFLICT DO NOTHING
                """).run()
            try await db.sql.raw("""
                INSERT INTO identities (method, subject, user_id, created_at, last_used_at)
                VALUES ('dev', 'moderator', \(bind: Self.moderatorID), \(bind: now), \(bind: now)) ON CONFLICT DO NOTHING
                """).run()
        }
        return try await devSignIn("Moderator")
    }

    /// Runs `body` on a second connection pool to the server's own Calyx database (to look at what
    /// the API cannot show, such as stored counts).
    func withDatabase<R: Sendable>(_ body: (Database) async throws -> R) async throws -> R {
        let location = try server.isolation.configuration().databaseLocation(forApp: "calyx")
        return try await Database(location, logger: .quiet).withRunning(body)
    }
}

extension Components.Responses.Problem {
    var problem: Components.Schemas.Problem? { try? body.applicationProblemJson }
}
