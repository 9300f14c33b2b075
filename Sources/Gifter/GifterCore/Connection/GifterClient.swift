import ClientKit
import Foundation
import GifterAPI
import OpenAPIRuntime

/// The generated Gifter client as the app uses it: every request carries the session's access token
/// (refreshed once however many requests were rejected together), except the operations that take
/// none; every request is bounded by a timeout so no screen waits forever.
public struct GifterClient: Sendable {
    public let api: any APIProtocol
    /// Without the token middleware: sign-up, log-in and refresh carry their own credentials.
    let plain: Client
    public let session: AuthSession
    let now: @Sendable () -> Date

    public static let requestTimeout = Duration.seconds(20)

    public init(
        serverURL: URL, transport: any ClientTransport, tokenStore: any TokenStore,
        requestTimeout: Duration = GifterClient.requestTimeout, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        let timeout = RequestTimeoutMiddleware(limit: requestTimeout, exempt: [])
        let plain = Client(serverURL: serverURL, transport: transport, middlewares: [timeout])
        let refresher = ClosureTokenRefresher { refreshToken in
            switch try await plain.refreshSession(body: .json(.init(refreshToken: refreshToken))) {
            case .ok(let ok):
                return AuthTokens(try ok.body.json, now: now())
            case .default(let status, _):
                throw AuthRefreshError.from(status: status, otherwise: GifterClientError.unexpected(statusCode: status))
            }
        }
        let session = AuthSession(store: tokenStore, refresher: refresher, now: now)
        self.plain = plain
        self.session = session
        self.now = now
        api = Client(
            serverURL: serverURL, transport: transport,
            middlewares: [timeout, BearerTokenMiddleware(session: session, unauthenticatedOperations: GifterOperationIDs.unauthenticated)]
        )
    }

    /// A new account. The server's refusal (an email in use, a short password) is one clear problem.
    public func signUp(email: String, password: String, name: String) async throws -> Components.Schemas.User {
        switch try await plain.signUp(body: .json(.init(email: email, password: password, name: name))) {
        case .ok(let ok): return try await start(try ok.body.json)
        case .default(let status, let response):
            throw GifterClientError.refused(statusCode: status, problem: try? response.body.applicationProblemJson)
        }
    }

    public func logIn(email: String, password: String) async throws -> Components.Schemas.User {
        switch try await plain.logIn(body: .json(.init(email: email, password: password))) {
        case .ok(let ok): return try await start(try ok.body.json)
        case .default(let status, let response):
            throw GifterClientError.refused(statusCode: status, problem: try? response.body.applicationProblemJson)
        }
    }

    /// Asks for a reset link by mail. The server answers the same whether or not the email has an account.
    public func requestPasswordReset(email: String) async throws {
        switch try await plain.requestPasswordReset(body: .json(.init(email: email))) {
        case .accepted: return
        case .default(let status, let response):
            throw GifterClientError.refused(statusCode: status, problem: try? response.body.applicationProblemJson)
        }
    }

    /// Sets a new password with the mailed link's token and signs in (every other session ends).
    public func completePasswordReset(token: String, password: String) async throws -> Components.Schemas.User {
        switch try await plain.completePasswordReset(body: .json(.init(token: token, password: password))) {
        case .ok(let ok): return try await start(try ok.body.json)
        case .default(let status, let response):
            throw GifterClientError.refused(statusCode: status, problem: try? response.body.applicationProblemJson)
        }
    }

    /// The development servers' sign-in, for previews and tests.
    public func devSignIn(name: String) async throws -> Components.Schemas.User {
        switch try await plain.devSignIn(body: .json(.init(name: name))) {
        case .ok(let ok): return try await start(try ok.body.json)
        case .default(let status, _): throw GifterClientError.unexpected(statusCode: status)
        }
    }

    /// Ends the session on the server (best effort: offline, the phone forgets it anyway) and here.
    public func signOut() async {
        if let refreshToken = await session.refreshToken {
            _ = try? await plain.signOut(body: .json(.init(refreshToken: refreshToken)))
        }
        await session.signOut()
    }

    private func start(_ session: Components.Schemas.Session) async throws -> Components.Schemas.User {
        try await self.session.signIn(AuthTokens(session, now: now()))
        return session.user
    }
}

public enum GifterClientError: Error {
    /// The server said no to a sign-up or log-in (its problem says why, for logs; the screen has one line).
    case refused(statusCode: Int, problem: Components.Schemas.Problem?)
    case unexpected(statusCode: Int)
}

extension Components.Schemas.Session: IssuedSession {}
