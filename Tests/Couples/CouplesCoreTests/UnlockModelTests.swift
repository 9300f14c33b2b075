import AppStoreTestSupport
import CouplesAPI
import CouplesCore
import Foundation
import NIOConcurrencyHelpers
import ServerKit
import ServerKitTestSupport
import Testing

/// StoreKit as the app sees it, backed by the fake App Store's chain: a purchase returns a real signed
/// transaction (JWS with x5c) for the product, tagged with the buyer's account.
final class FakeStoreKit: PurchaseProvider {
    let store: FakeAppStore
    let clock: ManualWallClock
    let purchased = NIOLockedValueBox<[String]>([])

    init(store: FakeAppStore, clock: ManualWallClock) {
        self.store = store
        self.clock = clock
    }

    func products(for ids: [String]) async throws -> [StoreProduct] {
        ids.map { StoreProduct(id: $0, displayPrice: "€2.99") }
    }

    func purchase(productID: String, appAccountToken: UUID) async throws -> PurchaseOutcome {
        purchased.withLockedValue { $0.append(productID) }
        let transaction = TestTransaction(
            productId: productID, transactionId: String(UInt64.random(in: 2_000_000_000_000_000...2_999_999_999_999_999)),
            purchased: clock.now().addingTimeInterval(-60), appAccountToken: appAccountToken
        )
        return .purchased(signedTransaction: try store.sign(transaction))
    }
}

@Suite("UnlockModel against the Couples server and a fake App Store")
@MainActor
struct UnlockModelTests {
    @Test("species with their unlock rules and milestones; buying a flower unlocks it for the pair", arguments: TestDatabases.backends)
    func purchase(backend: DatabaseBackend) async throws {
        let store = try FakeAppStore()
        let roots = try TemporaryDirectory()
        defer { roots.remove() }
        let pem = roots.url.appendingPathComponent("roots.pem")
        try Data(try store.chain.rootPEM.utf8).write(to: pem)
        let environment = [
            "COUPLES_APPSTORE_BUNDLE_ID": FakeAppStore.bundleID,
            "COUPLES_APPSTORE_ENVIRONMENTS": "Production",
            "GREENHOUSE_APPSTORE_EXTRA_ROOTS_PEM": pem.path,
        ]
        try await CouplesWorld.run(backend: backend, environment: environment) { world in
            let storeKit = FakeStoreKit(store: store, clock: world.clock)
            let (ada, ben) = try await world.couple(purchases: storeKit)
            let unlock = UnlockModel(environment: ada.environment)
            await unlock.load()
            #expect(unlock.phase == .loaded)
            #expect(unlock.rows.count >= 12)
            #expect(unlock.milestones.map(\.days) == [7, 30, 100])
            #expect(unlock.milestones.allSatisfy { !$0.reached })
            let rose = try #require(unlock.rows.first { $0.id == "cabbage-rose" })
            #expect(rose.availability == .purchase(productID: "app.greenhouse.couples.flower.cabbage_rose", price: "€2.99"))
            #expect(rose.howToGet == "Buy for €2.99")
            let sweetPea = try #require(unlock.rows.first { $0.id == "sweet-pea" })
            #expect(sweetPea.availability == .streak(days: 7, remaining: 7))
            #expect(unlock.rows.first { $0.id == "sunflower" }?.isUnlocked == true)

            await unlock.purchase("cabbage-rose")
            #expect(storeKit.purchased.withLockedValue { $0 } == ["app.greenhouse.couples.flower.cabbage_rose"])
            #expect(unlock.message?.hasSuffix("is yours to plant.") == true)
            #expect(unlock.rows.first { $0.id == "cabbage-rose" }?.isUnlocked == true)

            // The partner's phone sees it unlocked for the pair, and the garden can plant it next.
            let benUnlock = UnlockModel(environment: ben.environment)
            await benUnlock.load()
            #expect(benUnlock.rows.first { $0.id == "cabbage-rose" }?.isUnlocked == true)
            let garden = GardenModel(environment: ben.environment)
            await garden.load()
            try await garden.chooseNext("cabbage-rose")
            #expect(garden.nextSpeciesName != nil)
        }
    }
}
