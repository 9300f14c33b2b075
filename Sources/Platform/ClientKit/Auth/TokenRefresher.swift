/// Exchanges a refresh token for new tokens: each app implements it with its generated API client.
public protocol TokenRefresher: Sendable {
    /// Throws `AuthRefreshError.rejected` when the server refuses the refresh token (the session is
    /// over); any other error (no network) leaves the session as it is.
    func refresh(_ refreshToken: String) async throws -> AuthTokens
}

public enum AuthRefreshError: Error, Equatable {
    /// The server says the session is over: revoked, expired, or the token was already used.
    case rejected
}
