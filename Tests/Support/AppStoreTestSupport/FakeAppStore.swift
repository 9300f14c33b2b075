import Crypto
import Foundation
import ServerKit
import X509

/// The App Store as our servers see it: a signer with its own certificate chain that issues real ES256
/// JWS (transactions, notifications) with an `x5c` header. A verifier trusting `root` accepts what it signs.
public struct FakeAppStore: Sendable {
    public static let bundleID = "app.greenhouse.couples"
    /// 2026-06-01T00:00:00Z, inside the default leaf validity: the time tests verify at.
    public static let referenceDate = Date(timeIntervalSince1970: 1_780_272_000)

    public let chain: TestCertificateChain

    public init(_ options: TestCertificateChain.Options = TestCertificateChain.Options()) throws {
        chain = try TestCertificateChain(options)
    }

    public var root: Certificate { chain.root }

    /// The header Apple writes; change a field to forge.
    public func header() throws -> JWSHeaderFields {
        JWSHeaderFields(alg: "ES256", x5c: try chain.x5c)
    }

    /// `payload` as JSON, signed with the leaf key under `header` (the honest one when nil).
    public func sign(_ payload: some Encodable, header: JWSHeaderFields? = nil) throws -> String {
        let header = try header ?? self.header()
        let signingInput = "\(Base64URL.encode(try JSONEncoder().encode(header))).\(Base64URL.encode(try JSONEncoder().encode(payload)))"
        let signature = try chain.leafKey.signature(for: Data(signingInput.utf8))
        return "\(signingInput).\(Base64URL.encode(signature.rawRepresentation))"
    }

    /// `jws` with its payload swapped for `payload`, header and signature kept: what a tamperer sends.
    public static func replacingPayload(of jws: String, with payload: some Encodable) throws -> String {
        var segments = jws.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        segments[1] = Base64URL.encode(try JSONEncoder().encode(payload))
        return segments.joined(separator: ".")
    }
}

/// A JOSE header as a signer writes it; every field can be wrong on purpose.
public struct JWSHeaderFields: Encodable, Sendable {
    public var alg: String?
    public var x5c: [String]?

    public init(alg: String?, x5c: [String]?) {
        self.alg = alg
        self.x5c = x5c
    }
}
