import CalyxAPI
import ClientKit
import Foundation

/// Refreshes the session through the Calyx API. Give it a client *without* the bearer middleware:
/// the refresh call carries its own credential.
public struct CalyxTokenRefresher: TokenRefresher {
    let client: Client
    let now: @Sendable () -> Date

    public init(client: Client, now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.now = now
    }

    public func refresh(_ refreshToken: String) async throws -> AuthTokens {
        switch try await client.refreshSession(body: .json(.init(refreshToken: refreshToken))) {
        case .ok(let ok):
            return AuthTokens(try ok.body.json, now: now())
        case .default(let statusCode, _) where statusCode == 401 || statusCode == 400:
            throw AuthRefreshError.rejected
        case .default(let statusCode, let response):
            throw CalyxClientError.unexpected(statusCode: statusCode, problem: try? response.body.applicationProblemJson)
        }
    }
}

extension AuthTokens {
    /// The tokens of a sign-in or refresh response, expiry counted from `now`.
    public init(_ session: Components.Schemas.Session, now: Date) {
        self.init(accessToken: session.accessToken, refreshToken: session.refreshToken, expiresIn: session.expiresIn, now: now)
    }
}

/// A response the app did not expect; `problem` says what the server reported.
public enum CalyxClientError: Error {
    case unexpected(statusCode: Int, problem: Components.Schemas.Problem?)
}
