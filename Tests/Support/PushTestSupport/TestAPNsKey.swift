import Crypto
import Foundation
import Push

/// A team's APNs signing key as Apple would issue it (a P-256 key in PKCS#8 PEM, like a .p8 file),
/// with the IDs that go with it.
public struct TestAPNsKey: Sendable {
    public static let teamID = "GRNHSE7TM2"
    public static let keyID = "K3Y1D5TEST"
    public static let topic = "app.greenhouse.couples"

    public let privateKey: P256.Signing.PrivateKey
    public let keyID: String
    public let teamID: String

    public init(keyID: String = TestAPNsKey.keyID, teamID: String = TestAPNsKey.teamID) {
        privateKey = P256.Signing.PrivateKey()
        self.keyID = keyID
        self.teamID = teamID
    }

    /// The .p8 file's contents.
    public var pem: String { privateKey.pemRepresentation }

    public var publicKey: P256.Signing.PublicKey { privateKey.publicKey }

    /// A client configuration for this key, sending to `baseURL` (a stand-in).
    public func configuration(baseURL: URL, topic: String = TestAPNsKey.topic, environment: APNsEnvironment = .development) -> APNsConfiguration {
        APNsConfiguration(signingKey: privateKey, keyID: keyID, teamID: teamID, topic: topic, environment: environment, baseURL: baseURL)
    }
}
