import Foundation
import SwiftASN1
import X509

/// Apple's roots for App Store signed data, shipped in the module so production trusts nothing fetched at run time.
public enum AppleRootCertificates {
    /// Apple Root CA - G3 (ECC P-384, valid until 2039-04-30): the anchor of every StoreKit 2 and App Store
    /// Server Notifications v2 `x5c` chain. A missing or unreadable file is a build defect the fingerprint test catches.
    public static let g3: Certificate = bundled("AppleRootCA-G3")

    private static func bundled(_ name: String) -> Certificate {
        guard let url = Bundle.module.url(forResource: name, withExtension: "cer"), let der = try? Data(contentsOf: url) else {
            preconditionFailure("Certificates/\(name).cer is missing from the AppStore bundle")
        }
        do {
            return try Certificate(derEncoded: Array(der))
        } catch {
            preconditionFailure("Certificates/\(name).cer is not a DER certificate: \(error)")
        }
    }
}
