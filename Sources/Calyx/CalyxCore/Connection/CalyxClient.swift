import CalyxAPI
import ClientKit
import Foundation
import OpenAPIRuntime

/// The generated client as the app uses it. Every request carries the session's access token
/// (refreshed once however many requests were rejected together), except the operations that take
/// none; and the operations that serve anonymous callers (search, a flower, someone's profile) go
/// without one while signed out, so the Catalog works before sign-in and personalises after it.
public struct CalyxClient: Sendable {
    public let api: any APIProtocol
    /// Without the token middleware: sign-in and refresh carry their own credentials.
    let plain: Client
    public let session: AuthSession
    /// Follows, likes, saves and comments as they succeed: the moment to ask for notifications.
    public let socialActs: SucceededOperations
    let now: @Sendable () -> Date

    /// The operations after which a person would want to hear back (§3.6's notifications).
    public static let socialOperations: Set<String> = ["followUser", "likeCollection", "saveCollection", "postComment", "likeFlower"]

    /// How long any request may go unanswered before its screen says so and offers a retry.
    public static let requestTimeout = Duration.seconds(20)

    public init(
        serverURL: URL, transport: any ClientTransport, tokenStore: any TokenStore,
        requestTimeout: Duration = CalyxClient.requestTimeout, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        let timeout = RequestTimeoutMiddleware(limit: requestTimeout, exempt: ["uploadMedia"])
        let plain = Client(serverURL: serverURL, transport: transport, middlewares: [timeout])
        let session = AuthSession(store: tokenStore, refresher: Self.tokenRefresher(client: plain, now: now), now: now)
        self.plain = plain
        self.session = session
        self.now = now
        let socialActs = SucceededOperations(watching: Self.socialOperations)
        self.socialActs = socialActs
        api = Client(
            serverURL: serverURL, transport: transport,
            middlewares: [
                timeout,
                // A photo the server's full image queue turned away (nothing stored) goes again after the wait it asks.
                RetryAfterMiddleware(operations: ["uploadMedia"]),
                socialActs.middleware,
                BearerTokenMiddleware(
                    session: session, unauthenticatedOperations: CalyxOperationIDs.unauthenticated,
                    optionalOperations: CalyxOperationIDs.optionalAuthentication
                ),
            ]
        )
    }

    /// Sign in (or up) with a provider's credential: Apple's identity token with the raw nonce whose
    /// SHA-256 it carries (and the name, on the first sign-in only); Google's identity token; Facebook's
    /// Limited Login token with its nonce, or a classic access token.
    public func signIn(with provider: Components.Schemas.OAuthProvider, _ credential: Components.Schemas.ProviderCredential) async throws -> SignedIn {
        switch try await plain.signIn(path: .init(provider: provider), body: .json(credential)) {
        case .ok(let ok): return try await start(try ok.body.json)
        case .default(let status, let response): throw CalyxClientError.unexpected(statusCode: status, problem: try? response.body.applicationProblemJson)
        }
    }

    /// The development servers' sign-in (`--dev-auth`), for previews and tests.
    public func devSignIn(name: String) async throws -> SignedIn {
        switch try await plain.devSignIn(body: .json(.init(name: name))) {
        case .ok(let ok): return try await start(try ok.body.json)
        case .default(let status, let response): throw CalyxClientError.unexpected(statusCode: status, problem: try? response.body.applicationProblemJson)
        }
    }

    private func start(_ session: Components.Schemas.Session) async throws -> SignedIn {
        try await self.session.signIn(AuthTokens(session, now: now()))
        return SignedIn(account: session.user, needsUsername: session.needsUsername)
    }

    /// Ends the session on the server (best effort: offline, the device forgets it anyway) and here.
    public func signOut() async {
        if let refreshToken = await session.refreshToken {
            _ = try? await plain.signOut(body: .json(.init(refreshToken: refreshToken)))
        }
        await session.signOut()
    }
}

/// Who signed in, and whether the username step comes next (a new account has none yet).
public struct SignedIn: Sendable {
    public let account: Components.Schemas.Account
    public let needsUsername: Bool
}
