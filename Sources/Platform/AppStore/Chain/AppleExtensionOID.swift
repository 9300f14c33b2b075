import SwiftASN1

/// The extensions Apple puts in the App Store signing chain: a certificate without its marker is not
/// Apple's App Store signer, even when issued under Apple's root.
enum AppleExtensionOID {
    /// Apple Worldwide Developer Relations intermediate CA.
    static let wwdrIntermediate: ASN1ObjectIdentifier = [1, 2, 840, 113_635, 100, 6, 2, 1]
    /// App Store receipt (and StoreKit 2 JWS) signing leaf.
    static let receiptSigner: ASN1ObjectIdentifier = [1, 2, 840, 113_635, 100, 6, 11, 1]
}
