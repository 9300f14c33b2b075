import HTTPTypes
import ServerKit

/// Why a sign-in credential was refused. Each case is a distinct check, so tests can prove each is enforced.
public enum IdentityError: Error, Equatable, Sendable, ProblemConvertible {
    case malformedToken
    /// The token names a signing key the provider does not publish (after a refetch, when allowed).
    case unknownSigningKey
    case badSignature
    case wrongIssuer
    case wrongAudience
    case expired
    case issuedInTheFuture
    case nonceMissing
    case nonceMismatch
    /// A classic Facebook token that Facebook says is invalid, or was issued to another app.
    case facebookTokenRejected(String)
    /// The request lacks what this provider needs (`idToken`, `nonce`, `accessToken`).
    case missingCredential(field: String)
    case providerNotEnabled(SignInMethod)
    /// The provider's keys or API could not be reached and nothing cached can stand in.
    case providerUnavailable(SignInMethod)

    public var problem: Problem {
        switch self {
        case .missingCredential(let field):
            .validation(field: field, "is required for this provider")
        case .providerNotEnabled(let method):
            Problem(
                status: .notFound, slug: "provider-not-enabled", title: "Sign-in method not enabled",
                detail: "Signing in with \(method.rawValue) is not enabled on this server."
            )
        case .providerUnavailable(let method):
            Problem(
                status: .serviceUnavailable, slug: "provider-unavailable", title: "Sign-in provider unavailable",
                detail: "Could not reach \(method.rawValue) to check the sign-in; try again shortly.",
                headers: [.retryAfter: "30"]
            )
        // The details name the failed check, never a key or a secret: safe to tell the client.
        case .malformedToken: Self.refused("The identity token is not a well-formed JWT.")
        case .unknownSigningKey: Self.refused("The identity token was signed with a key the provider does not publish.")
        case .badSignature: Self.refused("The identity token's signature does not verify.")
        case .wrongIssuer: Self.refused("The identity token was issued by someone other than the provider.")
        case .wrongAudience: Self.refused("The identity token was issued to another app.")
        case .expired: Self.refused("The identity token has expired; sign in again.")
        case .issuedInTheFuture: Self.refused("The identity token is dated in the future.")
        case .nonceMissing: Self.refused("The identity token carries no nonce, or the request sent none.")
        case .nonceMismatch: Self.refused("The identity token's nonce does not match this sign-in.")
        case .facebookTokenRejected(let why): Self.refused("Facebook did not accept the access token: \(why).")
        }
    }

    private static func refused(_ detail: String) -> Problem {
        Problem(
            status: .unauthorized, slug: "invalid-identity-token", title: "Sign-in not accepted",
            detail: detail, headers: [.wwwAuthenticate: #"Bearer error="invalid_token""#]
        )
    }
}
