import Crypto
import Foundation

/// Letting a partner's new device back in: the pair key sealed under a key both devices can derive,
/// HKDF-SHA256 over X25519(approver's current key, the new key), salted with the pair id.
public enum KeyWrap {
    static let info = Data("greenhouse.couples/wrap/v1".utf8)

    static func wrappingKey(
        _ mine: Curve25519.KeyAgreement.PrivateKey, _ theirs: Curve25519.KeyAgreement.PublicKey, pairID: String
    ) throws -> SymmetricKey {
        try mine.sharedSecretFromKeyAgreement(with: theirs)
            .hkdfDerivedSymmetricKey(using: SHA256.self, salt: Data(pairID.lowercased().utf8), sharedInfo: info, outputByteCount: 32)
    }

    /// The approver's side: base64 of the 60-byte box the API's `wrappedKey` takes.
    public static func wrap(
        _ pairKey: PairKey, for newKey: Curve25519.KeyAgreement.PublicKey, by approver: Curve25519.KeyAgreement.PrivateKey
    ) throws -> String {
        let key = try wrappingKey(approver, newKey, pairID: pairKey.pairID)
        return try ChaChaPoly.seal(pairKey.rawBytes, using: key).combined.base64EncodedString()
    }

    /// The new device's side, from the pair's `wrappedKey` and `wrappedBy`.
    public static func unwrap(
        _ wrapped: String, wrappedBy: Curve25519.KeyAgreement.PublicKey, with newKey: Curve25519.KeyAgreement.PrivateKey, pairID: String
    ) throws(CouplesCryptoError) -> PairKey {
        guard let data = Data(base64Encoded: wrapped), let box = try? ChaChaPoly.SealedBox(combined: data) else { throw .malformed }
        guard let key = try? wrappingKey(newKey, wrappedBy, pairID: pairID),
              let raw = try? ChaChaPoly.open(box, using: key), raw.count == 32
        else { throw .cannotOpen }
        return PairKey(pairID: pairID, key: SymmetricKey(data: raw))
    }
}
