import AppStoreTestSupport
import CouplesAPI
import Foundation
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// Flowers bought in the App Store: signed transactions checked against a test chain the server is
/// told to trust (as it trusts Apple Root CA - G3), refunds by signed notifications.
@Suite("Couples store")
struct StoreAPITests {
    static let rose = "app.greenhouse.couples.flower.cabbage_rose"

    /// A server that trusts `stores`' roots besides Apple's and accepts production purchases only.
    static func run(backend: DatabaseBackend, trusting stores: [FakeAppStore], _ body: @Sendable (CouplesHarness) async throws -> Void) async throws {
        let roots = FileManager.default.temporaryDirectory.appendingPathComponent("couples-roots-\(UUID()).pem")
        try stores.map { try $0.chain.rootPEM }.joined(separator: "\n").write(to: roots, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: roots) }
        try await CouplesHarness.run(backend: backend, environment: [
            "COUPLES_APPSTORE_BUNDLE_ID": FakeAppStore.bundleID,
            "COUPLES_APPSTORE_ENVIRONMENTS": "Production",
            "GREENHOUSE_APPSTORE_EXTRA_ROOTS_PEM": roots.path,
        ], body)
    }

    func unlocked(_ harness: CouplesHarness, _ person: CouplesHarness.Person) async throws -> Set<String> {
        Set(try await harness.client(token: person.token).listSpecies().ok.body.json.items.filter(\.unlocked).map(\.id))
    }

    @Test("a purchase unlocks its flower for both partners; a refund takes the unlock back but not the flower growing; a repeated notification is ignored", arguments: TestDatabases.backends)
    func purchaseAndRefund(backend: DatabaseBackend) async throws {
        let store = try FakeAppStore()
        try await Self.run(backend: backend, trusting: [store]) { harness in
            var couple = try await harness.pair()
            let bought = TestTransaction(productId: Self.rose, appAccountToken: UUID(uuidString: couple.a.id))
            let species = try await harness.client(token: couple.a.token)
                .redeemPurchase(body: .json(.init(signedTransaction: try store.sign(bought)))).ok.body.json
            #expect(species.id == "cabbage-rose" && species.unlocked)
            #expect(try await unlocked(harness, couple.b).contains("cabbage-rose"))
            // Redeeming again (a restore) is harmless.
            _ = try await harness.client(token: couple.a.token).redeemPurchase(body: .json(.init(signedTransaction: try store.sign(bought)))).ok

            // Ben picks it as the next flower; four complete days bloom the first one and plant it.
            _ = try await harness.client(token: couple.b.token).chooseNextFlower(body: .json(.init(species: "cabbage-rose"))).ok
            for _ in 1...4 {
                try await harness.completeToday(couple)
                couple = try await harness.advance(couple, hours: 24)
            }
            #expect(try await harness.client(token: couple.a.token).getGarden().ok.body.json.current.species.id == "cabbage-rose")

            let refundID = UUID()
            let refund = try store.sign(TestNotification.refund(
                signedTransaction: try store.sign(bought.refunded(at: FakeAppStore.referenceDate)), notificationUUID: refundID
            ))
            _ = try await harness.client().receiveStoreNotification(body: .json(.init(signedPayload: refund))).ok
            #expect(try await !unlocked(harness, couple.a).contains("cabbage-rose"))
            // Existing flowers are never removed (F-006).
            #expect(try await harness.client(token: couple.a.token).getGarden().ok.body.json.current.species.id == "cabbage-rose")
            let again = try await harness.client(token: couple.a.token).redeemPurchase(body: .json(.init(signedTransaction: try store.sign(bought))))
            #expect(failure(again) == Failure(status: 409, type: "urn:greenhouse:problem:transaction-revoked", field: "signedTransaction"))

            // Apple reverses the refund, then resends the old refund: the duplicate changes nothing.
            let reversal = TestNotification(notificationType: "REFUND_REVERSED", data: .init(signedTransactionInfo: try store.sign(bought)))
            _ = try await harness.client().receiveStoreNotification(body: .json(.init(signedPayload: try store.sign(reversal)))).ok
            #expect(try await unlocked(harness, couple.b).contains("cabbage-rose"))
            _ = try await harness.client().receiveStoreNotification(body: .json(.init(signedPayload: refund))).ok
            #expect(try await unlocked(harness, couple.b).contains("cabbage-rose"))
            let seen = try await harness.withDatabase { try await $0.sql.raw("SELECT uuid FROM store_notifications").all().count }
            #expect(seen == 2)
        }
    }

    @Test("a refunded transaction redeemed by the phone takes its unlock back, though Apple's notification never came", arguments: TestDatabases.backends)
    func refundLearntFromTheTransaction(backend: DatabaseBackend) async throws {
        let store = try FakeAppStore()
        try await Self.run(backend: backend, trusting: [store]) { harness in
            let couple = try await harness.pair()
            let bought = TestTransaction(productId: Self.rose, appAccountToken: UUID(uuidString: couple.a.id))
            let api = harness.client(token: couple.a.token)
            _ = try await api.redeemPurchase(body: .json(.init(signedTransaction: try store.sign(bought)))).ok
            _ = try await harness.client(token: couple.b.token).chooseNextFlower(body: .json(.init(species: "cabbage-rose"))).ok
            #expect(try await unlocked(harness, couple.b).contains("cabbage-rose"))

            let refunded = try await api.redeemPurchase(body: .json(.init(signedTransaction: try store.sign(bought.refunded(at: FakeAppStore.referenceDate)))))
            #expect(failure(refunded) == Failure(status: 409, type: "urn:greenhouse:problem:transaction-revoked", field: "signedTransaction"))
            #expect(try await !unlocked(harness, couple.b).contains("cabbage-rose"))
            // The choice of it as the next flower goes with it; the flower growing now stays.
            #expect(try await harness.client(token: couple.b.token).getGarden().ok.body.json.next == nil)
            // Sent again without its revocation (an old copy), it stays refunded.
            let again = try await api.redeemPurchase(body: .json(.init(signedTransaction: try store.sign(bought))))
            #expect(failure(again)?.status == 409)
            #expect(try await !unlocked(harness, couple.a).contains("cabbage-rose"))
        }
    }

    @Test("a purchase made while unpaired is kept for the buyer's next pair", arguments: TestDatabases.backends)
    func purchaseFollowsBuyer(backend: DatabaseBackend) async throws {
        let store = try FakeAppStore()
        try await Self.run(backend: backend, trusting: [store]) { harness in
            let ada = try await harness.person("Ada")
            let jws = try store.sign(TestTransaction(productId: "app.greenhouse.couples.flower.sacred_lotus"))
            let early = try await harness.client(token: ada.token).redeemPurchase(body: .json(.init(signedTransaction: jws)))
            #expect(failure(early)?.type == "urn:greenhouse:problem:not-paired")
            let ben = try await harness.person("Ben")
            let invite = try await harness.client(token: ada.token).createInvite(body: .json(.init(publicKey: ada.publicKey))).created.body.json
            _ = try await harness.client(token: ben.token).joinPair(body: .json(.init(code: invite.code, publicKey: ben.publicKey))).created
            #expect(try await unlocked(harness, ben).contains("sacred-lotus"))
        }
    }

    @Test("signed data is refused, changing nothing, when its chain, extensions, signature, app, environment or product is wrong", arguments: TestDatabases.backends)
    func rejections(backend: DatabaseBackend) async throws {
        let trusted = try FakeAppStore()
        let foreign = try FakeAppStore()
        let noLeafOID = try FakeAppStore(.init(leafHasAppleExtension: false))
        let noIntermediateOID = try FakeAppStore(.init(intermediateHasAppleExtension: false))
        let expired = try FakeAppStore(.init(leafValidity: Date(timeIntervalSince1970: 1_704_067_200)...Date(timeIntervalSince1970: 1_735_689_599)))
        try await Self.run(backend: backend, trusting: [trusted, noLeafOID, noIntermediateOID, expired]) { harness in
            let couple = try await harness.pair()
            let api = harness.client(token: couple.a.token)
            let before = try await unlocked(harness, couple.a)
            let good = TestTransaction(productId: Self.rose)
            var otherApp = good
            otherApp.bundleId = "com.example.other"
            var tampered = good
            tampered.productId = "app.greenhouse.couples.flower.darwins_orchid"
            let cases: [(String, String)] = [
                ("foreign root", try foreign.sign(good)),
                ("leaf without Apple's extension", try noLeafOID.sign(good)),
                ("intermediate without Apple's extension", try noIntermediateOID.sign(good)),
                ("expired chain", try expired.sign(good)),
                ("tampered payload", try FakeAppStore.replacingPayload(of: try trusted.sign(good), with: tampered)),
                ("wrong bundle id", try trusted.sign(otherApp)),
                ("sandbox purchase", try trusted.sign(TestTransaction(productId: Self.rose, environment: "Sandbox"))),
                ("not a flower", try trusted.sign(TestTransaction(productId: "app.greenhouse.couples.tip_jar"))),
                ("someone else's purchase", try trusted.sign(TestTransaction(productId: Self.rose, appAccountToken: UUID()))),
                ("not a JWS", "hello"),
            ]
            for (name, jws) in cases {
                let output = try await api.redeemPurchase(body: .json(.init(signedTransaction: jws)))
                #expect(failure(output) == Failure(status: 422, type: "urn:greenhouse:problem:invalid-transaction", field: "signedTransaction"), "\(name)")
            }
            let forged = try foreign.sign(TestNotification.refund(signedTransaction: try foreign.sign(good)))
            let notification = try await harness.client().receiveStoreNotification(body: .json(.init(signedPayload: forged)))
            #expect(failure(notification)?.field == "signedPayload")
            #expect(try await unlocked(harness, couple.a) == before)
            let rows = try await harness.withDatabase { database in
                try await database.sql.raw("SELECT (SELECT COUNT(*) FROM purchases) + (SELECT COUNT(*) FROM store_notifications) AS n").first(decoding: Count.self)?.n
            }
            #expect(rows == 0)
        }
    }

    @Test("a server without App Store configuration says so")
    func unconfigured() async throws {
        try await CouplesHarness.run { harness in
            let couple = try await harness.pair()
            let output = try await harness.client(token: couple.a.token).redeemPurchase(body: .json(.init(signedTransaction: "a.b.c")))
            #expect(failure(output)?.status == 503)
        }
    }

    struct Count: Decodable { let n: Int }
}
