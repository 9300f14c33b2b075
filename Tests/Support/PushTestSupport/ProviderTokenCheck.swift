import Crypto
import Foundation
import ServerKit

/// Verifies a provider token the way APNs does: ES256 signed by the team's key named in `kid`, issued
/// by the team (`iss`), and not older than an hour (`iat`). Answers APNs's reason on failure.
struct ProviderTokenCheck: Sendable {
    let keyID: String
    let teamID: String
    let publicKey: P256.Signing.PublicKey
    let clock: any WallClock

    /// APNs refuses tokens issued longer ago than this.
    static let maximumAge: TimeInterval = 3600
    /// Tokens from slightly ahead of our clock are tolerated; further ahead they are not valid yet.
    static let allowedClockSkew: TimeInterval = 60

    private struct Header: Decodable {
        let alg: String
        let kid: String?
    }

    private struct Claims: Decodable {
        let iss: String?
        let iat: Int64?
    }

    /// Nil when the `authorization` header carries a valid token; otherwise APNs's reason.
    func failure(authorization: String?) -> String? {
        guard let authorization else { return "MissingProviderToken" }
        guard authorization.hasPrefix("bearer ") else { return "InvalidProviderToken" }
        let parts = authorization.dropFirst("bearer ".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3,
              let headerData = Base64URL.decode(String(parts[0])),
              let claimsData = Base64URL.decode(String(parts[1])),
              let signatureData = Base64URL.decode(String(parts[2])),
              let header = try? JSONDecoder().decode(Header.self, from: headerData),
              let claims = try? JSONDecoder().decode(Claims.self, from: claimsData)
        else { return "InvalidProviderToken" }
        guard header.alg == "ES256", header.kid == keyID, claims.iss == teamID, let issued = claims.iat else {
            return "InvalidProviderToken"
        }
        guard let signature = try? P256.Signing.ECDSASignature(rawRepresentation: signatureData),
              publicKey.isValidSignature(signature, for: Data((parts[0] + "." + parts[1]).utf8))
        else { return "InvalidProviderToken" }
        let age = clock.now().timeIntervalSince1970 - TimeInterval(issued)
        if age > Self.maximumAge { return "ExpiredProviderToken" }
        if age < -Self.allowedClockSkew { return "InvalidProviderToken" }
        return nil
    }
}
