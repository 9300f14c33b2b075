import Foundation
import JWTKit

/// What an access token says: who (`sub`), which session (`sid`), for which app (`aud`), until when.
/// Checked by `SessionService` against its own clock; `verify(using:)` only marks the signature as checked.
/// Account-deletion confirmations carry the same claims for another audience (`<app>:delete-account`),
/// which no access-token check accepts, nor the other way round.
struct AccessTokenClaims: JWTPayload {
    static let issuer = "greenhouse"

    var issuer: IssuerClaim
    var audience: AudienceClaim
    var subject: SubjectClaim
    var sessionID: String
    var issuedAt: IssuedAtClaim
    var expiration: ExpirationClaim

    enum CodingKeys: String, CodingKey {
        case issuer = "iss", audience = "aud", subject = "sub", sessionID = "sid", issuedAt = "iat", expiration = "exp"
    }

    func verify(using algorithm: some JWTAlgorithm) async throws {}
}
