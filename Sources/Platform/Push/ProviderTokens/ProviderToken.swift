import Crypto
import Foundation
import ServerKit

/// The JWT that authenticates us to APNs: ES256 with the team's .p8 key, `kid` the key ID, `iss` the
/// team ID, `iat` when it was made. APNs refuses it an hour after `iat`.
struct ProviderToken: Sendable, Equatable {
    /// The compact JWS, sent as `authorization: bearer <value>`.
    let value: String
    let issuedAt: Date

    private struct Header: Encodable {
        let alg = "ES256"
        let kid: String
    }

    private struct Claims: Encodable {
        let iss: String
        let iat: Int
    }

    /// Signs a token issued at `issuedAt` (whole seconds, as APNs reads `iat`).
    static func sign(keyID: String, teamID: String, key: P256.Signing.PrivateKey, issuedAt: Date) throws -> ProviderToken {
        let seconds = Int(issuedAt.timeIntervalSince1970.rounded(.down))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let header = Base64URL.encode(try encoder.encode(Header(kid: keyID)))
        let claims = Base64URL.encode(try encoder.encode(Claims(iss: teamID, iat: seconds)))
        let signingInput = header + "." + claims
        // JWS wants the raw r‖s pair (64 bytes), not the DER structure.
        let signature = try key.signature(for: Data(signingInput.utf8)).rawRepresentation
        return ProviderToken(
            value: signingInput + "." + Base64URL.encode(signature),
            issuedAt: Date(timeIntervalSince1970: TimeInterval(seconds))
        )
    }
}
