import AppStoreTestSupport
import CouplesAPI
import CouplesCore
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("UnlockModel against the Couples server and a fake App Store")
@MainActor
struct UnlockModelTests {
    @Test("species with their unlock rules and milestones; buying a flower unlocks it for the pair", arguments: TestDatabases.backends)
    func purchase(backend: DatabaseBackend) async throws {
        let store = try FakeAppStore()
        try await CouplesWorld.run(backend: backend, appStore: store) { world in
            let storeKit = world.appleAccount(store).device()
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
            #expect(storeKit.purchased == ["app.greenhouse.couples.flower.cabbage_rose"])
            #expect(unlock.message?.hasSuffix("is yours to plant.") == true)
            // Finished only now that the server has it.
            #expect(storeKit.unfinishedIDs.isEmpty)
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
