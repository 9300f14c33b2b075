/// Why App Store signed data was refused. Each case is a distinct check, so tests can prove each is enforced.
public enum AppStoreVerificationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which certificate of the `x5c` chain lacks its Apple marker extension.
    public enum ChainCertificate: String, Sendable {
        case leaf, intermediate
    }

    /// Not three base64url segments, or a header that is not a JSON object.
    case malformedJWS
    /// The header's `alg` is not `ES256` (nil when it names none).
    case unsupportedAlgorithm(found: String?)
    /// The header's `x5c` is absent or does not hold exactly leaf, intermediate and root.
    case missingCertificateChain
    /// The chain does not lead from the leaf through the intermediate to a configured root at the validation time.
    case untrustedChain(reason: String)
    case missingAppleExtension(which: ChainCertificate)
    case invalidSignature
    /// Signed for another app (nil when the payload names no app).
    case wrongBundleID(found: String?)
    case wrongEnvironment(found: String)
    /// A verified payload that does not decode into what Apple documents.
    case malformedPayload

    public var description: String {
        switch self {
        case .malformedJWS: "the signed data is not a well-formed JWS"
        case .unsupportedAlgorithm(let found): "the JWS is signed with \(found ?? "no algorithm"), not ES256"
        case .missingCertificateChain: "the JWS header does not carry the three-certificate x5c chain"
        case .untrustedChain(let reason): "the JWS certificate chain is not trusted: \(reason)"
        case .missingAppleExtension(let which): "the \(which.rawValue) certificate lacks Apple's App Store extension"
        case .invalidSignature: "the JWS signature does not verify with the leaf certificate's key"
        case .wrongBundleID(let found): "the signed data is for \(found.map { "bundle \($0)" } ?? "no named app"), not this app"
        case .wrongEnvironment(let found): "the signed data comes from the \(found) environment, which this server does not accept"
        case .malformedPayload: "the signed payload does not decode as App Store data"
        }
    }
}
