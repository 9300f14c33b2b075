import CouplesAPI
import Crypto

/// Finds the pair key this device can use for a pair as the server describes it: derived when this
/// device holds the key it paired with, unwrapped when the partner let this (new) device back in.
public enum PairKeyResolver {
    public static func pairKey(for pair: Components.Schemas.Pair, device: Curve25519.KeyAgreement.PrivateKey) throws -> PairKey {
        let mine = PublicKeyText.encode(device.publicKey)
        let keys = pair.keys
        if keys.myPairingKey == mine {
            // The partner's *pairing* key, not their current one: a partner let back in still shares
            // the same pair key, which was derived from the keys both paired with.
            return try PairKey.derive(myKey: device, partnerKey: try PublicKeyText.decode(keys.partnerPairingKey), pairID: pair.id)
        }
        if keys.myKey == mine, let wrapped = keys.wrappedKey, let wrappedBy = keys.wrappedBy {
            return try KeyWrap.unwrap(wrapped, wrappedBy: try PublicKeyText.decode(wrappedBy), with: device, pairID: pair.id)
        }
        throw CouplesCryptoError.noUsableKey
    }

    /// The pair's safety code as this phone sees its keys, for comparing on both phones.
    public static func safetyCode(for pair: Components.Schemas.Pair) -> SafetyCode? {
        guard let keys = try? PairKeySet(pair.keys) else { return nil }
        return SafetyCode.derive(pairID: pair.id, keys: keys)
    }
}
