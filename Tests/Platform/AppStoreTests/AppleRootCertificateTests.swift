import AppStore
import AppStoreTestSupport
import Crypto
import Foundation
import SwiftASN1
import Testing
import X509

@Suite("Apple root certificate")
struct AppleRootCertificateTests {
    @Test("the bundled root is Apple Root CA - G3, byte for byte (SHA-256 fingerprint)")
    func fingerprint() throws {
        let root = AppleRootCertificates.g3
        let fingerprint = SHA256.hash(data: try TestCertificateChain.der(root)).map { String(format: "%02X", $0) }.joined(separator: ":")
        #expect(fingerprint == "63:34:3A:BF:B8:9A:6A:03:EB:B5:7E:9B:3F:5F:A7:BE:7C:4F:5C:75:6F:30:17:B3:A8:C4:88:C3:65:3E:91:79")
        let commonNames = root.subject.flatMap { $0 }.filter { $0.type == .RDNAttributeType.commonName }.compactMap { String($0.value) }
        #expect(commonNames == ["Apple Root CA - G3"])
        #expect(root.subject == root.issuer)
        #expect(root.notValidAfter == Date(timeIntervalSince1970: 2_187_800_346))  // 2039-04-30T18:19:06Z
    }

    @Test("production trusts only Apple: a chain from any other CA is refused")
    func productionRefusesTestChains() async throws {
        let store = try FakeAppStore()
        let jws = try store.sign(TestTransaction())
        let error = await #expect(throws: AppStoreVerificationError.self) {
            try await verifier(trusting: [AppleRootCertificates.g3]).verifyTransaction(jws)
        }
        #expect(error?.isUntrustedChain == true, "\(String(describing: error))")
    }
}
