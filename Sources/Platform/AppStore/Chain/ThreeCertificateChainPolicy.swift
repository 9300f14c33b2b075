import SwiftASN1
import X509

/// Accepts only leaf → intermediate → root, so the chain builder cannot take a shortcut that skips the
/// intermediate (say, a leaf issued straight by a configured root) and the intermediate checked is `x5c[1]`.
struct ThreeCertificateChainPolicy: VerifierPolicy, Sendable {
    /// Apple's markers are checked after the chain is built, so they never make a certificate unusable here.
    let verifyingCriticalExtensions: [ASN1ObjectIdentifier] = [AppleExtensionOID.wwdrIntermediate, AppleExtensionOID.receiptSigner]

    func chainMeetsPolicyRequirements(chain: UnverifiedCertificateChain) async -> PolicyEvaluationResult {
        chain.count == 3 ? .meetsPolicy : .failsToMeetPolicy(reason: "a chain of \(chain.count) certificates, not leaf, intermediate and root")
    }
}
