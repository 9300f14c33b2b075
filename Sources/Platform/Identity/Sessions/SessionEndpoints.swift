import Foundation

/// The session operations every backend serves alike: sign in with a provider, dev sign-in, refresh
/// and sign out, each answering with the app's own session body (`present`). The three API handlers
/// only unwrap their generated request and wrap the answer; what a session's life does is here, once.
public struct SessionEndpoints<Session: Sendable>: Sendable {
    public let identity: IdentityService
    let present: @Sendable (Account, SessionTokens) async throws -> Session

    /// `present` makes the app's session body from the account signed in and its new tokens.
    public init(identity: IdentityService, present: @escaping @Sendable (Account, SessionTokens) async throws -> Session) {
        self.identity = identity
        self.present = present
    }

    public func signIn(with method: SignInMethod, _ credential: ProviderCredential) async throws -> Session {
        let (account, tokens) = try await identity.signIn(with: method, credential)
        return try await present(account, tokens)
    }

    public func devSignIn(name: String) async throws -> Session {
        let (account, tokens) = try await identity.devSignIn(name: name)
        return try await present(account, tokens)
    }

    public func refresh(_ refreshToken: String) async throws -> Session {
        let (account, tokens) = try await identity.refresh(refreshToken)
        return try await present(account, tokens)
    }

    /// Ends the session the refresh token belongs to (its whole family); an unknown token is no error.
    public func signOut(_ refreshToken: String) async throws {
        try await identity.sessions.revoke(refreshToken: refreshToken)
    }

    /// A session body for tokens issued elsewhere (Gifter's password sign-in and reset).
    public func session(_ account: Account, _ tokens: SessionTokens) async throws -> Session {
        try await present(account, tokens)
    }
}
