import AppStore
import AppStoreTestSupport
import Foundation
import ServerKit
import Testing
import X509

@Suite("App Store signed transactions")
struct TransactionVerificationTests {
    @Test("a transaction signed by the trusted chain decodes every field; fields we do not model are ignored")
    func happyPath() async throws {
        let store = try FakeAppStore()
        let token = UUID()
        let purchased = FakeAppStore.referenceDate.addingTimeInterval(-3600)
        let jws = try store.sign(TestTransaction(appAccountToken: token))

        let transaction = try await verifier(trusting: [store.root]).verifyTransaction(jws)

        #expect(transaction.transactionID == "2000000812345678")
        #expect(transaction.originalTransactionID == "2000000812345678")
        #expect(transaction.bundleID == FakeAppStore.bundleID)
        #expect(transaction.productID == "couples.flower.peony")
        #expect(transaction.type == .nonConsumable)
        #expect(transaction.environment == .production)
        #expect(transaction.purchaseDate == purchased)
        #expect(transaction.originalPurchaseDate == purchased)
        #expect(transaction.signedDate == purchased.addingTimeInterval(1))
        #expect(transaction.appAccountToken == token)
        #expect(transaction.inAppOwnershipType == .purchased)
        #expect(transaction.quantity == 1)
        #expect(transaction.storefront == "FRA" && transaction.storefrontID == "143442")
        #expect(transaction.price == 1990 && transaction.currency == "EUR")
        #expect(transaction.transactionReason == "PURCHASE")
        #expect(transaction.expiresDate == nil && transaction.revocationDate == nil && transaction.revocationReason == nil)
        #expect(!transaction.isRevoked)
    }

    @Test("a chain from a CA that is not a configured root is refused, even when x5c names the trusted root")
    func foreignRoot() async throws {
        let trusted = try FakeAppStore()
        let foreign = try FakeAppStore()
        let ownRoot = try foreign.sign(TestTransaction())
        var claimingTrustedRoot = try foreign.header()
        claimingTrustedRoot.x5c?[2] = try trusted.chain.x5c[2]
        let impostor = try foreign.sign(TestTransaction(), header: claimingTrustedRoot)

        for jws in [ownRoot, impostor] {
            let error = await #expect(throws: AppStoreVerificationError.self) {
                try await verifier(trusting: [trusted.root]).verifyTransaction(jws)
            }
            #expect(error?.isUntrustedChain == true, "\(String(describing: error))")
        }
        // The same JWS verifies once its own root is configured: the root was the only difference.
        _ = try await verifier(trusting: [trusted.root, foreign.root]).verifyTransaction(ownRoot)
    }

    @Test("a leaf without Apple's receipt-signing extension is refused")
    func missingLeafExtension() async throws {
        let store = try FakeAppStore(TestCertificateChain.Options(leafHasAppleExtension: false))
        await #expect(throws: AppStoreVerificationError.missingAppleExtension(which: .leaf)) {
            try await verifier(trusting: [store.root]).verifyTransaction(try store.sign(TestTransaction()))
        }
    }

    @Test("an intermediate without Apple's WWDR extension is refused")
    func missingIntermediateExtension() async throws {
        let store = try FakeAppStore(TestCertificateChain.Options(intermediateHasAppleExtension: false))
        await #expect(throws: AppStoreVerificationError.missingAppleExtension(which: .intermediate)) {
            try await verifier(trusting: [store.root]).verifyTransaction(try store.sign(TestTransaction()))
        }
    }

    @Test("a payload changed after signing, or a signature changed, fails the signature check")
    func tampered() async throws {
        let store = try FakeAppStore()
        let jws = try store.sign(TestTransaction(productId: "couples.flower.daisy"))
        let upgraded = try FakeAppStore.replacingPayload(of: jws, with: TestTransaction(productId: "couples.flower.orchid"))
        var segments = jws.split(separator: ".").map(String.init)
        var signature = try #require(Base64URL.decode(segments[2]))
        signature[10] ^= 0x01
        segments[2] = Base64URL.encode(signature)
        let flipped = segments.joined(separator: ".")
        // A DER signature (what a careless signer emits) is not JWS's raw r‖s.
        segments[2] = Base64URL.encode(Data(repeating: 0x30, count: 70))
        let wrongLength = segments.joined(separator: ".")

        for forged in [upgraded, flipped, wrongLength] {
            await #expect(throws: AppStoreVerificationError.invalidSignature) {
                try await verifier(trusting: [store.root]).verifyTransaction(forged)
            }
        }
        _ = try await verifier(trusting: [store.root]).verifyTransaction(jws)
    }

    @Test("a transaction for another app is refused, naming the app")
    func wrongBundleID() async throws {
        let store = try FakeAppStore()
        let jws = try store.sign(TestTransaction(bundleId: "app.greenhouse.calyx"))
        await #expect(throws: AppStoreVerificationError.wrongBundleID(found: "app.greenhouse.calyx")) {
            try await verifier(trusting: [store.root]).verifyTransaction(jws)
        }
    }

    @Test("a transaction from an environment the server does not accept is refused", arguments: ["Sandbox", "Xcode", "Staging"])
    func wrongEnvironment(environment: String) async throws {
        let store = try FakeAppStore()
        let jws = try store.sign(TestTransaction(environment: environment))
        await #expect(throws: AppStoreVerificationError.wrongEnvironment(found: environment)) {
            try await verifier(trusting: [store.root], environments: [.production]).verifyTransaction(jws)
        }
    }

    @Test("a server configured for the sandbox accepts sandbox transactions")
    func sandboxAccepted() async throws {
        let store = try FakeAppStore()
        let jws = try store.sign(TestTransaction(environment: "Sandbox"))
        let transaction = try await verifier(trusting: [store.root], environments: [.production, .sandbox]).verifyTransaction(jws)
        #expect(transaction.environment == .sandbox)
    }

    @Test("the chain is validated at the clock's time: after the leaf expires, or before it is valid, it is refused")
    func expiredChain() async throws {
        let store = try FakeAppStore()
        let jws = try store.sign(TestTransaction())
        let leaf = store.chain.leaf
        for date in [leaf.notValidAfter.addingTimeInterval(1), leaf.notValidBefore.addingTimeInterval(-1)] {
            let error = await #expect(throws: AppStoreVerificationError.self) {
                try await verifier(trusting: [store.root], at: date).verifyTransaction(jws)
            }
            #expect(error?.isUntrustedChain == true, "\(String(describing: error))")
        }
        _ = try await verifier(trusting: [store.root], at: leaf.notValidAfter.addingTimeInterval(-1)).verifyTransaction(jws)

        // A chain whose leaf expired before the clock's now: 2024 to 2025-01-01, checked in mid-2026.
        let lapsed = try FakeAppStore(TestCertificateChain.Options(leafValidity: Date(timeIntervalSince1970: 1_704_067_200)...Date(timeIntervalSince1970: 1_735_689_600)))
        let error = await #expect(throws: AppStoreVerificationError.self) {
            try await verifier(trusting: [lapsed.root]).verifyTransaction(try lapsed.sign(TestTransaction()))
        }
        #expect(error?.isUntrustedChain == true, "\(String(describing: error))")
    }

    @Test("a leaf issued straight by a trusted root is refused: the chain must run through the intermediate x5c carries")
    func leafSkippingTheIntermediate() async throws {
        let store = try FakeAppStore(TestCertificateChain.Options(leafIssuedByRoot: true))
        let error = await #expect(throws: AppStoreVerificationError.self) {
            try await verifier(trusting: [store.root]).verifyTransaction(try store.sign(TestTransaction()))
        }
        #expect(error?.isUntrustedChain == true, "\(String(describing: error))")
    }

    @Test("an algorithm other than ES256 is refused, whatever the signature", arguments: ["RS256", "ES384", "HS256", "none", nil] as [String?])
    func unsupportedAlgorithm(algorithm: String?) async throws {
        let store = try FakeAppStore()
        var header = try store.header()
        header.alg = algorithm
        await #expect(throws: AppStoreVerificationError.unsupportedAlgorithm(found: algorithm)) {
            try await verifier(trusting: [store.root]).verifyTransaction(try store.sign(TestTransaction(), header: header))
        }
    }

    @Test(
        "strings that are not a compact JWS are refused before anything is trusted",
        arguments: [
            "", "abc", "a.b", "a.b.c.d", "..", "e30..c2ln", "e30.e30.c2ln=", "e30.e30.c2+l", "bm90IGpzb24.e30.c2ln", "W10.e30.c2ln",
            "eyJhbGciOjF9.e30.c2ln",
        ]
    )
    func malformedJWS(text: String) async {
        // "e30" is `{}`, "W10" `[]`, "bm90IGpzb24" `not json`, "eyJhbGciOjF9" `{"alg":1}`.
        await #expect(throws: AppStoreVerificationError.malformedJWS) {
            try await verifier(trusting: []).verifyTransaction(text)
        }
    }

    @Test("x5c must hold leaf, intermediate and root: fewer, more or none is refused")
    func incompleteChain() async throws {
        let store = try FakeAppStore()
        let x5c = try store.chain.x5c
        for certificates in [[x5c[0]], [x5c[0], x5c[1]], x5c + [x5c[2]], [], nil] as [[String]?] {
            await #expect(throws: AppStoreVerificationError.missingCertificateChain) {
                try await verifier(trusting: [store.root]).verifyTransaction(try store.sign(TestTransaction(), header: JWSHeaderFields(alg: "ES256", x5c: certificates)))
            }
        }
    }

    @Test("x5c entries that are not certificates are refused as an untrusted chain")
    func unreadableCertificates() async throws {
        let store = try FakeAppStore()
        let x5c = try store.chain.x5c
        for certificates in [["not base64!", x5c[1], x5c[2]], [x5c[0], Data("not DER".utf8).base64EncodedString(), x5c[2]]] {
            let error = await #expect(throws: AppStoreVerificationError.self) {
                try await verifier(trusting: [store.root]).verifyTransaction(try store.sign(TestTransaction(), header: JWSHeaderFields(alg: "ES256", x5c: certificates)))
            }
            #expect(error?.isUntrustedChain == true, "\(String(describing: error))")
        }
    }

    @Test("a verified payload that is not a transaction is refused as malformed")
    func malformedPayload() async throws {
        let store = try FakeAppStore()
        var missingID = TestTransaction()
        missingID.transactionId = nil
        var badToken = TestTransaction()
        badToken.appAccountToken = "not-a-uuid"
        var missingPurchaseDate = TestTransaction()
        missingPurchaseDate.purchaseDate = nil
        for payload in [missingID, badToken, missingPurchaseDate] {
            await #expect(throws: AppStoreVerificationError.malformedPayload) {
                try await verifier(trusting: [store.root]).verifyTransaction(try store.sign(payload))
            }
        }
        await #expect(throws: AppStoreVerificationError.malformedPayload) {
            try await verifier(trusting: [store.root]).verifyTransaction(try store.sign(["a JSON array, not an object"]))
        }
    }

    @Test("every refusal has a short human description")
    func descriptions() {
        let errors: [AppStoreVerificationError] = [
            .malformedJWS, .unsupportedAlgorithm(found: "RS256"), .unsupportedAlgorithm(found: nil), .missingCertificateChain,
            .untrustedChain(reason: "it does not lead to a configured root"), .missingAppleExtension(which: .leaf),
            .missingAppleExtension(which: .intermediate), .invalidSignature, .wrongBundleID(found: "x"), .wrongBundleID(found: nil),
            .wrongEnvironment(found: "Sandbox"), .malformedPayload,
        ]
        let descriptions = errors.map(\.description)
        #expect(Set(descriptions).count == errors.count)
        #expect(descriptions.allSatisfy { !$0.isEmpty && $0.count < 120 })
        #expect(AppStoreVerificationError.missingAppleExtension(which: .intermediate).description.contains("intermediate"))
    }
}
