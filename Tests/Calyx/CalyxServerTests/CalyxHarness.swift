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

/// A real Calyx server on loopback trusting stand-in identity providers, driven through the generated
/// client, as the iOS app drives it. Rate limits run on a manual clock: they refill only when a test says.
struct CalyxHarness: Sendable {
    let server: TestServer
    let raw: TestClient
    let providers: FakeIdentityProviders

    var baseURL: URL { URL(string: "http://127.0.0.1:\(server.port)/calyx/v1")! }

    /// A generated client; with `token`, every request carries it as a bearer token.
    func client(token: String? = nil) -> Client {
        Client(
            serverURL: baseURL,
            transport: AsyncHTTPClientTransport(),
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
        _ body: @Sendable (CalyxHarness) async throws -> R
    ) async throws -> R {
        try await FakeIdentityProviders.run { providers in
            try await TestServer.run(apps: [CalyxApp()], backend: backend, clock: clock, wallClock: wallClock, configure: { configuration in
                configuration.environment = providers.environment().merging(environment) { _, extra in extra }
                configuration.devAuthRequested = devAuth
                configuration.host = host
            }) { raw, server in
                try await body(CalyxHarness(server: server, raw: raw, providers: providers))
            }
        }
    }

    /// Signs in through the API with an Apple token for `subject`; returns the session.
    func signInWithApple(subject: String, email: String? = nil, displayName: String? = nil) async throws -> Components.Schemas.Session {
        let nonce = UUID().uuidString
        let token = try await providers.appleToken(subject: subject, rawNonce: nonce, email: email)
        let response = try await client().signIn(
            path: .init(provider: .apple), body: .json(.init(idToken: token, nonce: nonce, displayName: displayName))
        )
        return try response.ok.body.json
    }

    func devSignIn(_ name: String) async throws -> Components.Schemas.Session {
        try await client().devSignIn(body: .json(.init(name: name))).ok.body.json
    }
}

/// Adds `Authorization: Bearer <token>` to every request.
struct BearerHeader: ClientMiddleware {
    let token: String

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return try await next(request, body, baseURL)
    }
}

extension Components.Responses.Problem {
    var problem: Components.Schemas.Problem? { try? body.applicationProblemJson }
}
