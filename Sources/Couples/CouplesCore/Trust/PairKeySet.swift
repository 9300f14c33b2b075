import CouplesAPI
import Crypto
import Foundation

/// The pair's public keys as this phone was told them: the keys both paired with (the pair key is
/// derived from these), the keys both use now, and who wrapped the pair key to this device's key
/// after a rekey. The raw 32 bytes of each, so that two spellings of one key compare equal.
public struct PairKeySet: Hashable, Sendable, Codable {
    public let myPairingKey: Data
    public let partnerPairingKey: Data
    public let myKey: Data
    public let partnerKey: Data
    public let wrappedBy: Data?

    public init(myPairingKey: Data, partnerPairingKey: Data, myKey: Data, partnerKey: Data, wrappedBy: Data?) {
        self.myPairingKey = myPairingKey
        self.partnerPairingKey = partnerPairingKey
        self.myKey = myKey
        self.partnerKey = partnerKey
        self.wrappedBy = wrappedBy
    }

    /// From the API's text form; throws for anything that is not an X25519 key.
    public init(_ keys: Components.Schemas.PairKeys) throws(CouplesCryptoError) {
        func raw(_ text: String) throws(CouplesCryptoError) -> Data { try PublicKeyText.decode(text).rawRepresentation }
        self.init(
            myPairingKey: try raw(keys.myPairingKey), partnerPairingKey: try raw(keys.partnerPairingKey),
            myKey: try raw(keys.myKey), partnerKey: try raw(keys.partnerKey), wrappedBy: try keys.wrappedBy.map(raw)
        )
    }

    /// The keys as they will be once the partner lets `newKey` in: what a phone waiting to be let back
    /// in compares, and expects to see after the approval (wrapped by the partner's current key).
    public func replacingMyKey(with newKey: Data) -> PairKeySet {
        PairKeySet(myPairingKey: myPairingKey, partnerPairingKey: partnerPairingKey, myKey: newKey, partnerKey: partnerKey, wrappedBy: partnerKey)
    }

    /// The keys as they will be once this phone lets the partner's `newKey` in.
    public func replacingPartnerKey(with newKey: Data) -> PairKeySet {
        PairKeySet(myPairingKey: myPairingKey, partnerPairingKey: partnerPairingKey, myKey: myKey, partnerKey: newKey, wrappedBy: wrappedBy)
    }
}
