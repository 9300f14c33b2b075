import Crypto
import Foundation
import SwiftASN1
@_spi(FixedExpiryValidationTime) import X509

/// The `x5c` check Apple's app-store-server-library makes: the leaf, through the intermediate the JWS
/// carries, must reach one of the configured roots and be valid at the validation time. The root the
/// JWS carries is never read: anyone can put any certificate there.
struct AppleSigningChain: Sendable {
    let roots: CertificateStore

    init(roots: [Certificate]) {
        self.roots = CertificateStore(roots)
    }

    /// The leaf's P-256 key, once the chain is trusted and both certificates carry Apple's marker.
    func signingKey(x5c: [String]?, at validationTime: Date) async throws(AppStoreVerificationError) -> P256.Signing.PublicKey {
        guard let x5c, x5c.count == 3 else { throw .missingCertificateChain }
        let leaf = try Self.certificate(x5c[0], named: "leaf")
        let intermediate = try Self.certificate(x5c[1], named: "intermediate")

        var verifier = Verifier(rootCertificates: roots) {
            RFC5280Policy(fixedExpiryValidationTime: validationTime)
            ThreeCertificateChainPolicy()
        }
        switch await verifier.validate(leaf: leaf, intermediates: CertificateStore([intermediate])) {
        case .validCertificate:
            break
        case .couldNotValidate(let failures):
            // No failures means no candidate chain reached a root at all (a foreign or forged issuer).
            let reasons = failures.map(\.policyFailureReason.description)
            throw .untrustedChain(reason: reasons.isEmpty ? "it does not lead to a configured root" : reasons.joined(separator: "; "))
        }

        guard leaf.extensions[oid: AppleExtensionOID.receiptSigner] != nil else { throw .missingAppleExtension(which: .leaf) }
        guard intermediate.extensions[oid: AppleExtensionOID.wwdrIntermediate] != nil else {
            throw .missingAppleExtension(which: .intermediate)
        }
        guard let key = P256.Signing.PublicKey(leaf.publicKey) else { throw .invalidSignature }
        return key
    }

    private static func certificate(_ base64: String, named name: String) throws(AppStoreVerificationError) -> Certificate {
        guard let der = Data(base64Encoded: base64), let certificate = try? Certificate(derEncoded: Array(der)) else {
            throw .untrustedChain(reason: "the \(name) in x5c is not a base64 DER certificate")
        }
        return certificate
    }
}
