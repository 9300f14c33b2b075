import Crypto
import Foundation
import ServerKit

/// A JWS in compact serialisation, split and decoded but not yet trusted: nothing in it is believed
/// until its chain and signature are checked.
struct CompactJWS {
    let header: JWSHeader
    let payload: Data
    let signature: Data
    /// `header.payload` exactly as received: the bytes the signature covers.
    let signingInput: Data

    init(_ text: String) throws(AppStoreVerificationError) {
        let segments = text.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3, !segments[0].isEmpty, !segments[1].isEmpty,
            let headerBytes = Base64URL.decode(String(segments[0])),
            let payload = Base64URL.decode(String(segments[1])),
            let signature = Base64URL.decode(String(segments[2]))
        else { throw .malformedJWS }
        do {
            header = try JSONDecoder().decode(JWSHeader.self, from: headerBytes)
        } catch {
            throw .malformedJWS
        }
        self.payload = payload
        self.signature = signature
        signingInput = Data("\(segments[0]).\(segments[1])".utf8)
    }

    /// ES256: ECDSA P-256 over SHA-256, the signature being r‖s (64 bytes), not DER (RFC 7518 §3.4).
    func isSigned(by key: P256.Signing.PublicKey) -> Bool {
        guard signature.count == 64, let ecdsa = try? P256.Signing.ECDSASignature(rawRepresentation: signature) else { return false }
        return key.isValidSignature(ecdsa, for: signingInput)
    }
}
