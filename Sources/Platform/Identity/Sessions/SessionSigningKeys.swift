import Crypto
import Foundation
import JWTKit
import ServerKit

/// The keys behind access tokens: the current P-256 key signs (ES256, its ID in the `kid` header);
/// previous keys only verify, so tokens signed before a rotation stay valid until they expire.
public struct SessionSigningKeys: Sendable {
    public let currentKeyID: String
    let keys: JWTKeyCollection
    let knownKeyIDs: Set<String>

    /// From PEMs: `current` must be a private key; `previous` may be private or public keys.
    public init(current: String, previous: [String] = []) async throws {
        let signing = try ES256PrivateKey(pem: current)
        let collection = JWTKeyCollection()
        let currentID = Self.keyID(signing.publicKey)
        await collection.add(ecdsa: signing, kid: JWKIdentifier(string: currentID))
        var ids: Set<String> = [currentID]
        for pem in previous {
            let publicKey = try (try? ES256PrivateKey(pem: pem).publicKey) ?? ES256PublicKey(pem: pem)
            let id = Self.keyID(publicKey)
            guard ids.insert(id).inserted else { continue }
            await collection.add(ecdsa: publicKey, kid: JWKIdentifier(string: id))
        }
        self.currentKeyID = currentID
        self.keys = collection
        self.knownKeyIDs = ids
    }

    /// The configured key, else the one generated into `generatedKeyFile` on first run.
    public static func load(configuration: IdentityConfiguration, generatedKeyFile: URL) async throws -> SessionSigningKeys {
        let pem: String
        if let configured = configuration.sessionKeyPEM {
            pem = configured
        } else {
            let data = try SecretKeyFile.loadOrCreate(at: generatedKeyFile) { Data(ES256PrivateKey().pemRepresentation.utf8) }
            pem = String(decoding: data, as: UTF8.self)
        }
        return try await SessionSigningKeys(current: pem, previous: configuration.previousSessionKeyPEMs)
    }

    /// A stable ID for a public key: the first 16 hex digits of the SHA-256 of its PEM.
    static func keyID(_ key: ES256PublicKey) -> String {
        SHA256.hash(data: Data(key.pemRepresentation.utf8)).prefix(8).hexString
    }
}
