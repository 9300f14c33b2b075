import Foundation
import JWTKit
import ServerKit

/// The claims of an OpenID Connect identity token that sign-in relies on.
///
/// `verify(using:)` checks nothing: jwt-kit has checked the signature by then, and the verifier checks
/// every claim itself against its own clock and configuration, so that each rule is explicit and tested.
struct IDTokenClaims: JWTPayload {
    var issuer: IssuerClaim
    var audience: AudienceClaim
    var subject: SubjectClaim
    var expiration: ExpirationClaim
    var issuedAt: IssuedAtClaim?
    var nonce: String?
    var email: String?
    /// Apple sends `"true"`/`"false"` strings, Google booleans; `BoolClaim` reads both.
    var emailVerified: BoolClaim?
    var name: String?
    var picture: String?

    enum CodingKeys: String, CodingKey {
        case issuer = "iss"
        case audience = "aud"
        case subject = "sub"
        case expiration = "exp"
        case issuedAt = "iat"
        case nonce, email, name, picture
        case emailVerified = "email_verified"
    }

    func verify(using algorithm: some JWTAlgorithm) async throws {}
}

/// The unverified header of a JWT: enough to pick the key.
struct JWTHeaderFields: Decodable {
    var kid: String?
    var alg: String?

    /// Reads the header of a compact JWT, or nil if it is not one.
    static func read(_ token: String) -> JWTHeaderFields? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let data = Base64URL.decode(String(parts[0])) else { return nil }
        return try? JSONDecoder().decode(JWTHeaderFields.self, from: data)
    }
}
