import Crypto
import Foundation
import SwiftASN1
import X509

/// A root → intermediate → leaf chain shaped like Apple's App Store signing chain: P-384 CAs, a P-256
/// leaf signing the JWS, and Apple's marker extensions, each of which a test can leave out.
public struct TestCertificateChain: Sendable {
    public struct Options: Sendable {
        public var leafHasAppleExtension: Bool
        public var intermediateHasAppleExtension: Bool
        /// The leaf's validity; the CAs outlive it, as Apple's do.
        public var leafValidity: ClosedRange<Date>
        /// The root signs the leaf itself, skipping the intermediate (which `x5c` still carries).
        public var leafIssuedByRoot: Bool

        public init(
            leafHasAppleExtension: Bool = true,
            intermediateHasAppleExtension: Bool = true,
            leafValidity: ClosedRange<Date> = TestCertificateChain.defaultLeafValidity,
            leafIssuedByRoot: Bool = false
        ) {
            self.leafHasAppleExtension = leafHasAppleExtension
            self.intermediateHasAppleExtension = intermediateHasAppleExtension
            self.leafValidity = leafValidity
            self.leafIssuedByRoot = leafIssuedByRoot
        }
    }

    /// 2025-01-01 to 2027-01-01: `FakeAppStore.referenceDate` falls inside it.
    public static let defaultLeafValidity = Date(timeIntervalSince1970: 1_735_689_600)...Date(timeIntervalSince1970: 1_798_761_600)
    public static let wwdrIntermediateOID: ASN1ObjectIdentifier = [1, 2, 840, 113_635, 100, 6, 2, 1]
    public static let receiptSignerOID: ASN1ObjectIdentifier = [1, 2, 840, 113_635, 100, 6, 11, 1]

    public let root: Certificate
    public let intermediate: Certificate
    public let leaf: Certificate
    let leafKey: P256.Signing.PrivateKey

    /// A fresh chain with fresh keys. Every chain has the same names, so a foreign chain differs from a
    /// trusted one only in its keys, as a forgery would.
    public init(_ options: Options = Options()) throws {
        let rootKey = P384.Signing.PrivateKey()
        let intermediateKey = P384.Signing.PrivateKey()
        let leafKey = P256.Signing.PrivateKey()
        let rootName = try DistinguishedName {
            CountryName("US")
            OrganizationName("Greenhouse")
            OrganizationalUnitName("Test App Store")
            CommonName("Greenhouse Test App Store Root CA")
        }
        let intermediateName = try DistinguishedName {
            CountryName("US")
            OrganizationName("Greenhouse")
            OrganizationalUnitName("Test App Store")
            CommonName("Greenhouse Test Worldwide Developer Relations CA")
        }
        let leafName = try DistinguishedName {
            CountryName("US")
            OrganizationName("Greenhouse")
            OrganizationalUnitName("Test App Store")
            CommonName("Greenhouse Test App Store Receipt Signing")
        }
        let rootPublicKey = Certificate.PublicKey(rootKey.publicKey)
        let intermediatePublicKey = Certificate.PublicKey(intermediateKey.publicKey)
        let leafPublicKey = Certificate.PublicKey(leafKey.publicKey)

        root = try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: rootPublicKey,
            notValidBefore: Date(timeIntervalSince1970: 1_577_836_800),  // 2020-01-01
            notValidAfter: Date(timeIntervalSince1970: 2_208_988_800),  // 2040-01-01
            issuer: rootName,
            subject: rootName,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: nil))
                Critical(KeyUsage(keyCertSign: true, cRLSign: true))
                SubjectKeyIdentifier(hash: rootPublicKey)
            },
            issuerPrivateKey: Certificate.PrivateKey(rootKey)
        )
        intermediate = try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: intermediatePublicKey,
            notValidBefore: Date(timeIntervalSince1970: 1_577_836_800),  // 2020-01-01
            notValidAfter: Date(timeIntervalSince1970: 2_051_222_400),  // 2035-01-01
            issuer: rootName,
            subject: intermediateName,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                Critical(KeyUsage(keyCertSign: true, cRLSign: true))
                SubjectKeyIdentifier(hash: intermediatePublicKey)
                AuthorityKeyIdentifier(keyIdentifier: SubjectKeyIdentifier(hash: rootPublicKey).keyIdentifier)
                if options.intermediateHasAppleExtension { Self.marker(Self.wwdrIntermediateOID) }
            },
            issuerPrivateKey: Certificate.PrivateKey(rootKey)
        )
        leaf = try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: leafPublicKey,
            notValidBefore: options.leafValidity.lowerBound,
            notValidAfter: options.leafValidity.upperBound,
            issuer: options.leafIssuedByRoot ? rootName : intermediateName,
            subject: leafName,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                SubjectKeyIdentifier(hash: leafPublicKey)
                AuthorityKeyIdentifier(keyIdentifier: SubjectKeyIdentifier(hash: options.leafIssuedByRoot ? rootPublicKey : intermediatePublicKey).keyIdentifier)
                if options.leafHasAppleExtension { Self.marker(Self.receiptSignerOID) }
            },
            issuerPrivateKey: options.leafIssuedByRoot ? Certificate.PrivateKey(rootKey) : Certificate.PrivateKey(intermediateKey)
        )
        self.leafKey = leafKey
    }

    /// The `x5c` header value: leaf, intermediate, root, each base64 DER.
    public var x5c: [String] {
        get throws { try [leaf, intermediate, root].map { try Data(Self.der($0)).base64EncodedString() } }
    }

    /// The root as PEM, for `GREENHOUSE_APPSTORE_EXTRA_ROOTS_PEM` files.
    public var rootPEM: String {
        get throws { try root.serializeAsPEM().pemString }
    }

    public static func der(_ certificate: Certificate) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        return serializer.serializedBytes
    }

    /// Apple's markers are non-critical extensions whose value is an ASN.1 NULL.
    private static func marker(_ oid: ASN1ObjectIdentifier) -> Certificate.Extension {
        Certificate.Extension(oid: oid, critical: false, value: [0x05, 0x00])
    }
}
