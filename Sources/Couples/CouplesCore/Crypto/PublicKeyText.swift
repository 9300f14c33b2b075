import Crypto
import Foundation

/// An X25519 public key as the API writes it (standard base64 of its 32 raw bytes), and its fingerprint.
public enum PublicKeyText {
    public static func encode(_ key: Curve25519.KeyAgreement.PublicKey) -> String {
        key.rawRepresentation.base64EncodedString()
    }

    public static func decode(_ text: String) throws(CouplesCryptoError) -> Curve25519.KeyAgreement.PublicKey {
        guard let data = Data(base64Encoded: text), data.count == 32,
              let key = try? Curve25519.KeyAgreement.PublicKey(rawRepresentation: data)
        else { throw .invalidPublicKey }
        return key
    }

    /// What an invite link's `#k=` carries: base64url (no padding) of the first 16 bytes of the key's
    /// SHA-256, as the server writes it. Never sent to the server, so a server that swaps keys is caught.
    public static func fingerprint(_ key: Curve25519.KeyAgreement.PublicKey) -> String {
        let digest = Data(SHA256.hash(data: key.rawRepresentation)).prefix(16)
        return digest.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
