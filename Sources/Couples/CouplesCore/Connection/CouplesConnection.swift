import ClientKit
import CouplesAPI
import Foundation
import OpenAPIRuntime

/// The generated client as the app uses it: every request carries the session's access token
/// (refreshed once however many requests were rejected together), except the operations the API
/// declares unauthenticated.
public struct CouplesConnection: Sendable {
    public let client: Client
    /// Without the token middleware: sign-in and refresh carry their own credentials.
    public let plain: Client
    public let session: AuthSession
    let now: @Sendable () -> Date

    public init(
        serverURL: URL, transport: any ClientTransport, tokenStore: any TokenStore, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        let plain = Client(serverURL: serverURL, transport: transport)
        let session = AuthSession(store: tokenStore, refresher: Self.tokenRefresher(client: plain, now: now), now: now)
        self.plain = plain
        self.session = session
        self.now = now
        client = Client(
            serverURL: serverURL, transport: transport,
            middlewares: [BearerTokenMiddleware(session: session, unauthenticatedOperations: CouplesOperationIDs.unauthenticated)]
        )
    }

    /// Sign in with Apple: the identity token, the raw nonce, and the name on the first sign-in only.
    public func signInWithApple(idToken: String, nonce: String, displayName: String?) async throws -> Components.Schemas.Person {
        let output = try await plain.signIn(body: .json(.init(idToken: idToken, nonce: nonce, displayName: displayName)))
        switch output {
        case .ok(let ok): return try await begin(try ok.body.json)
        case .default(let status, let response): throw CouplesServiceError.problem(status: status, problem: response.document)
        }
    }

    /// The development servers' sign-in (`--dev-auth`), for previews and tests.
    public func devSignIn(name: String) async throws -> Components.Schemas.Person {
        switch try await plain.devSignIn(body: .json(.init(name: name))) {
        case .ok(let ok): return try await begin(try ok.body.json)
        case .default(let status, let response): throw CouplesServiceError.problem(status: status, problem: response.document)
        }
    }

    private func begin(_ session: Components.Schemas.Session) async throws -> Components.Schemas.Person {
        try await self.session.signIn(AuthTokens(session, now: now()))
        return session.person
    }

    /// Ends the session on the server (best effort) and on this device.
    public func signOut() async {
        if let refreshToken = await session.refreshToken {
            _ = try? await plain.signOut(body: .json(.init(refreshToken: refreshToken)))
        }
        await session.signOut()
    }
}
