import HTTPTypes
import ServerKit

/// Why a session credential was refused. All are 401s with `WWW-Authenticate` (RFC 6750).
public enum SessionError: Error, Equatable, Sendable, ProblemConvertible {
    case missingAccessToken(realm: String)
    case invalidAccessToken(realm: String, reason: String)
    case invalidRefreshToken(realm: String, reason: String)

    public var problem: Problem {
        switch self {
        case .missingAccessToken(let realm):
            // No error code when no credentials were sent at all (RFC 6750 §3.1).
            Problem(
                status: .unauthorized, slug: "unauthorized", title: "Unauthorized", detail: "Sign in to do this.",
                headers: [.wwwAuthenticate: #"Bearer realm="\#(realm)""#]
            )
        case .invalidAccessToken(let realm, let reason):
            .unauthorized(reason, realm: realm)
        case .invalidRefreshToken(let realm, let reason):
            Problem(
                status: .unauthorized, slug: "invalid-refresh-token", title: "Session ended", detail: reason,
                headers: [.wwwAuthenticate: #"Bearer realm="\#(realm)", error="invalid_token""#]
            )
        }
    }
}
