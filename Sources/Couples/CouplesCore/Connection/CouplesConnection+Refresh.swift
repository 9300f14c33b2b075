import ClientKit
import CouplesAPI
import Foundation

extension CouplesConnection {
    /// Refreshes the session through `/auth/refresh` with `client`, which must be one *without* the
    /// bearer middleware.
    static func tokenRefresher(client: Client, now: @escaping @Sendable () -> Date) -> ClosureTokenRefresher {
        ClosureTokenRefresher { refreshToken in
            switch try await client.refreshSession(body: .json(.init(refreshToken: refreshToken))) {
            case .ok(let ok):
                return AuthTokens(try ok.body.json, now: now())
            case .default(let status, let response):
                throw AuthRefreshError.from(
                    status: status, otherwise: CouplesServiceError.problem(status: status, problem: try? response.body.applicationProblemJson)
                )
            }
        }
    }
}

extension Components.Schemas.Session: IssuedSession {}
