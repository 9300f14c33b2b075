import Crypto
import Foundation
import NIOSSL
import SwiftASN1
import X509

/// A certificate authority made for one test run and the server certificate it issued for loopback
/// (`localhost`, 127.0.0.1): the stand-in serves real TLS, and the client trusts this authority only.
public struct ThrowawayCertificates: Sendable {
    /// The self-signed root the client is told to trust.
    public let authority: NIOSSLCertificate
    public let serverCertificate: NIOSSLCertificate
    public let serverKey: NIOSSLPrivateKey
    /// The authority as PEM, for servers configured by file (`GREENHOUSE_APNS_CA_FILE`).
    public let authorityPEM: String

    public init(now: Date = Date()) throws {
        let authorityKey = P256.Signing.PrivateKey()
        let authorityName = try DistinguishedName {
            CommonName("Greenhouse throwaway test CA")
        }
        let authority = try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: Certificate.PublicKey(authorityKey.publicKey),
            notValidBefore: now.addingTimeInterval(-3600),
            notValidAfter: now.addingTimeInterval(24 * 3600),
            issuer: authorityName,
            subject: authorityName,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                Critical(KeyUsage(keyCertSign: true))
            },
            issuerPrivateKey: Certificate.PrivateKey(authorityKey)
        )
        let serverKey = P256.Signing.PrivateKey()
        let server = try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: Certificate.PublicKey(serverKey.publicKey),
            notValidBefore: now.addingTimeInterval(-3600),
            notValidAfter: now.addingTimeInterval(24 * 3600),
            issuer: authorityName,
            subject: try DistinguishedName { CommonName("localhost") },
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                try ExtendedKeyUsage([.serverAuth])
                SubjectAlternativeNames([.dnsName("localhost"), .ipAddress(ASN1OctetString(contentBytes: [127, 0, 0, 1]))])
            },
            issuerPrivateKey: Certificate.PrivateKey(authorityKey)
        )
        self.authority = try NIOSSLCertificate(bytes: Self.der(authority), format: .der)
        self.authorityPEM = try authority.serializeAsPEM().pemString
        self.serverCertificate = try NIOSSLCertificate(bytes: Self.der(server), format: .der)
        self.serverKey = try NIOSSLPrivateKey(bytes: Array(serverKey.derRepresentation), format: .der)
    }

    /// What a client trusts to reach the stand-in: this authority and nothing else.
    public var trustRoots: NIOSSLTrustRoots { .certificates([authority]) }

    private static func der(_ certificate: Certificate) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        return serializer.serializedBytes
    }
}
