import CouplesAPI
import CouplesCore
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("The garden's seed box against the Couples server")
@MainActor
struct GardenSeedBoxTests {
    @Test("the seed box holds the unlocked species; a choice is marked for both partners and is planted at full bloom", arguments: TestDatabases.backends)
    func chooseNext(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let garden = GardenModel(environment: ada.environment)
            await garden.load()
            let unlocked = try await ada.environment.service.species().filter(\.unlocked).map(\.id)
            #expect(garden.seedBox.map(\.id) == unlocked)
            #expect(unlocked == ["sunflower", "oxeye-daisy", "corn-poppy", "forget-me-not"])
            #expect(garden.seedBox.allSatisfy { !$0.isChosen && $0.look == .fullBloom($0.id) })
            #expect(garden.seedBoxCaption.hasPrefix("Choose the flower"))

            await garden.plantNext("corn-poppy")
            #expect(garden.seedBoxMessage == nil)
            #expect(garden.seedBox.filter(\.isChosen).map(\.id) == ["corn-poppy"])
            #expect(garden.seedBoxCaption == "Corn poppy will be planted when your flower is in full bloom.")
            #expect(garden.choosingID == nil)

            let bens = GardenModel(environment: ben.environment)
            await bens.load()
            #expect(bens.seedBox.filter(\.isChosen).map(\.id) == ["corn-poppy"])

            for day in 0..<4 {
                try await world.completeDay(ada, ben, seed: day)
                world.clock.advance(by: 24 * 3600)
            }
            await garden.load()
            #expect(garden.growing?.speciesID == "corn-poppy")
            #expect(garden.growing?.look == FlowerLook(speciesID: "corn-poppy", stage: .seed, wilted: false))
        }
    }

    @Test("a locked flower or no network is said kindly and changes nothing", arguments: TestDatabases.backends)
    func refusedChoices(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, _) = try await world.couple()
            let garden = GardenModel(environment: ada.environment)
            await garden.load()
            await garden.plantNext("sunflower")
            #expect(garden.seedBox.filter(\.isChosen).map(\.id) == ["sunflower"])

            // A seed box out of date (say, a refund took a flower back) offers a flower that is locked.
            await garden.plantNext("cabbage-rose")
            #expect(garden.seedBoxMessage == "Cabbage rose isn't yours to plant yet. New flowers shows how to get it.")
            #expect(garden.seedBox.filter(\.isChosen).map(\.id) == ["sunflower"])
            #expect(try await ada.environment.service.garden().next?.id == "sunflower")

            ada.network.online = false
            await garden.plantNext("corn-poppy")
            #expect(garden.seedBoxMessage == "You're offline. Choose again once you're back online.")
            #expect(garden.seedBox.filter(\.isChosen).map(\.id) == ["sunflower"])

            // The seed box offline: the last known unlocked species.
            let offline = GardenModel(environment: ada.environment)
            await offline.load()
            #expect(offline.isShowingCachedState)
            #expect(offline.seedBox.map(\.id) == garden.seedBox.map(\.id))
            ada.network.online = true
            await garden.plantNext("corn-poppy")
            #expect(garden.seedBoxMessage == nil)
            #expect(try await ada.environment.service.garden().next?.id == "corn-poppy")
        }
    }
}
