import CryptoExtras
import Foundation
import JWTKit

/// An RSA key a stand-in provider signs identity tokens with, and its public JWK.
public struct TestSigningKey: Sendable {
    public let keyID: String
    let privateKey: JWTKit.Insecure.RSA.PrivateKey
    let jwk: [String: String]

    /// A fresh 2048-bit key (generation takes a moment: tests share the standard ones).
    public init(keyID: String = UUID().uuidString) throws {
        self.keyID = keyID
        privateKey = try JWTKit.Insecure.RSA.PrivateKey(backing: _RSA.Signing.PrivateKey(keySize: .bits2048))
        let (modulus, exponent) = try privateKey.publicKey.getKeyPrimitives()
        jwk = ["kty": "RSA", "use": "sig", "alg": "RS256", "kid": keyID, "n": modulus.base64URL, "e": exponent.base64URL]
    }

    /// Signs `claims` with this key, naming `keyID` (or another ID, to forge) in the header.
    public func sign(_ claims: TestIDTokenClaims, claimingKeyID: String? = nil) async throws -> String {
        let keys = JWTKeyCollection()
        await keys.add(rsa: privateKey, digestAlgorithm: .sha256, kid: JWKIdentifier(string: claimingKeyID ?? keyID))
        return try await keys.sign(claims, kid: JWKIdentifier(string: claimingKeyID ?? keyID))
    }
}

extension Data {
    var base64URL: String {
        base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}

/// Claims of a test identity token; every field can be set wrong on purpose.
public struct TestIDTokenClaims: JWTPayload {
    public var iss: String
    public var aud: [String]
    public var sub: String
    public var exp: Date
    public var iat: Date
    public var nonce: String?
    public var email: String?
    /// Apple sends strings ("true"), Google booleans: both are accepted by the verifier.
    public var emailVerified: EmailVerified?
    public var name: String?
    public var picture: String?

    public enum EmailVerified: Codable, Sendable {
        case bool(Bool)
        case string(String)

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .bool(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            }
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            self = try (try? .bool(container.decode(Bool.self))) ?? .string(container.decode(String.self))
        }
    }

    enum CodingKeys: String, CodingKey {
        case iss, aud, sub, exp, iat, nonce, email, name, picture
        case emailVerified = "email_verified"
    }

    public init(iss: String, aud: [String], sub: String, exp: Date, iat: Date, nonce: String? = nil, email: String? = nil,
                emailVerified: EmailVerified? = nil, name: String? = nil, picture: String? = nil) {
        self.iss = iss
        self.aud = aud
        self.sub = sub
        self.exp = exp
        self.iat = iat
        self.nonce = nonce
        self.email = email
        self.emailVerified = emailVerified
        self.name = name
        self.picture = picture
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(iss, forKey: .iss)
        // A single audience is sent as a string, as providers do.
        if aud.count == 1 { try container.encode(aud[0], forKey: .aud) } else { try container.encode(aud, forKey: .aud) }
        try container.encode(sub, forKey: .sub)
        try container.encode(Int(exp.timeIntervalSince1970), forKey: .exp)
        try container.encode(Int(iat.timeIntervalSince1970), forKey: .iat)
        try container.encodeIfPresent(nonce, forKey: .nonce)
        try container.encodeIfPresent(email, forKey: .email)
        try container.encodeIfPresent(emailVerified, forKey: .emailVerified)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(picture, forKey: .picture)
    }

    public func verify(using algorithm: some JWTAlgorithm) async throws {}
}
