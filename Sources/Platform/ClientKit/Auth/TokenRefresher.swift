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

extension AuthRefreshError {
    /// What a refresh answered with a non-success `status` means: 400 or 401, the session is over
    /// (`rejected`); anything else is a passing failure (`otherwise`) that leaves the session as it is.
    public static func from(status: Int, otherwise: any Error) -> any Error {
        status == 400 || status == 401 ? AuthRefreshError.rejected : otherwise
    }
}
