import Crypto
import Foundation

/// The pair's symmetric key: what seals and opens every answer, photo and thumbnail of the pair.
/// Both partners derive it from their pairing keys; it never leaves the devices.
public struct PairKey: Sendable {
    public let pairID: String
    let key: SymmetricKey

    static let info = Data("greenhouse.couples/pair-key/v1".utf8)

    init(pairID: String, key: SymmetricKey) {
        self.pairID = pairID.lowercased()
        self.key = key
    }

    /// HKDF-SHA256 over X25519(mine, theirs), salted with the pair id: the same on both phones.
    public static func derive(
        myKey: Curve25519.KeyAgreement.PrivateKey, partnerKey: Curve25519.KeyAgreement.PublicKey, pairID: String
    ) throws -> PairKey {
        let secret = try myKey.sharedSecretFromKeyAgreement(with: partnerKey)
        let key = secret.hkdfDerivedSymmetricKey(using: SHA256.self, salt: Data(pairID.lowercased().utf8), sharedInfo: info, outputByteCount: 32)
        return PairKey(pairID: pairID, key: key)
    }

    /// The raw 32 bytes, for wrapping to a partner's new device.
    var rawBytes: Data { key.withUnsafeBytes { Data($0) } }

    // MARK: Sealing

    public func seal(_ bytes: some DataProtocol, _ context: SealingContext) throws -> [UInt8] {
        [UInt8](try ChaChaPoly.seal(bytes, using: key, authenticating: context.associatedData).combined)
    }

    public func open(_ box: some DataProtocol, _ context: SealingContext) throws(CouplesCryptoError) -> [UInt8] {
        guard box.count > 28, let sealed = try? ChaChaPoly.SealedBox(combined: Data(box)) else { throw .malformed }
        guard let opened = try? ChaChaPoly.open(sealed, using: key, authenticating: context.associatedData) else { throw .cannotOpen }
        return [UInt8](opened)
    }

    /// An answer as the API carries it: framed, padded, sealed, base64.
    public func sealAnswer(_ text: String, day: String, authorID: String) throws -> String {
        let framed = try AnswerFraming.frame(text)
        let context = SealingContext(kind: .answer, pairID: pairID, day: day, authorID: authorID)
        return Data(try seal(framed, context)).base64EncodedString()
    }

    public func openAnswer(_ base64: String, day: String, authorID: String) throws(CouplesCryptoError) -> String {
        guard let box = Data(base64Encoded: base64) else { throw .malformed }
        let context = SealingContext(kind: .answer, pairID: pairID, day: day, authorID: authorID)
        return try AnswerFraming.unframe(try open(box, context))
    }
}
