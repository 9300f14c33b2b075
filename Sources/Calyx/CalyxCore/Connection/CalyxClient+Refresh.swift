import CalyxAPI
import ClientKit
import Foundation

extension CalyxClient {
    /// Refreshes the session through the Calyx API with `client`, which must be one *without* the
    /// bearer middleware.
    public static func tokenRefresher(client: Client, now: @escaping @Sendable () -> Date = { Date() }) -> ClosureTokenRefresher {
        ClosureTokenRefresher { refreshToken in
            switch try await client.refreshSession(body: .json(.init(refreshToken: refreshToken))) {
            case .ok(let ok):
                return AuthTokens(try ok.body.json, now: now())
            case .default(let status, let response):
                throw AuthRefreshError.from(
                    status: status, otherwise: CalyxClientError.unexpected(statusCode: status, problem: try? response.body.applicationProblemJson)
                )
            }
        }
    }
}

extension Components.Schemas.Session: IssuedSession {}

/// A response the app did not expect; `problem` says what the server reported.
public enum CalyxClientError: Error {
    case unexpected(statusCode: Int, problem: Components.Schemas.Problem?)
}
