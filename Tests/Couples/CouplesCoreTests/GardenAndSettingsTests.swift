import CouplesAPI
import CouplesCore
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Garden, settings and unpairing against the Couples server")
@MainActor
struct GardenAndSettingsTests {
    /// Both partners answer and send a photo through their care models (`CouplesWorld.completeDay`).
    func completeDay(_ ada: Phone, _ ben: Phone, seed: Int) async throws {
        try await ada.world.completeDay(ada, ben, seed: seed)
    }

    @Test("the garden is empty at first, then shows the bloomed flower with its bloom date after four complete days", arguments: TestDatabases.backends)
    func gardenAfterBloom(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let garden = GardenModel(environment: ada.environment)
            await garden.load()
            #expect(garden.phase == .loaded)
            #expect(garden.isEmpty)
            #expect(GardenModel.emptyMessage.contains("garden is empty"))
            let firstFlower = try #require(garden.growing)

            for day in 0..<4 {
                try await world.completeDay(ada, ben, seed: day)
                world.clock.advance(by: 24 * 3600)
            }
            await garden.load()
            #expect(!garden.isEmpty)
            let bloomed = try #require(garden.bloomed.first)
            #expect(bloomed.id == firstFlower.id)
            #expect(bloomed.stage == .fullBloom)
            #expect(bloomed.bloomedText?.hasPrefix("Bloomed ") == true)
            #expect(garden.growing?.id != firstFlower.id)

            let main = MainFlowerModel(environment: ben.environment)
            await main.load()
            #expect(main.streak == 4)
            #expect(main.gardenFlowers.map(\.id).contains(firstFlower.id))
            main.toggleGarden()
            #expect(main.isGardenOpen)

            // Offline, the garden still shows what it last saw.
            ada.network.online = false
            let offline = GardenModel(environment: ada.environment)
            await offline.load()
            #expect(offline.isShowingCachedState)
            #expect(offline.bloomed.map(\.id) == [firstFlower.id])
        }
    }

    @Test("settings round trip: the phone's time zone by default, reminder on at a time, another zone the partner sees", arguments: TestDatabases.backends)
    func settingsRoundTrip(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let settings = SettingsModel(environment: ada.environment)
            await settings.load()
            #expect(settings.phase == .loaded)
            #expect(settings.timeZone == "Europe/London")
            #expect(settings.followsDevice)
            await settings.setReminderTime(hour: 7, minute: 30)
            await settings.setTimeZone("Pacific/Kiritimati")
            #expect(settings.error == nil)
            await settings.setTimeZone("Not/AZone")
            #expect(settings.error != nil)

            let again = SettingsModel(environment: ada.environment)
            await again.load()
            #expect(again.reminders)
            #expect(again.reminderTime == "07:30")
            #expect(again.reminderClock == (7, 30))
            #expect(again.timeZone == "Pacific/Kiritimati")
            #expect(!again.followsDevice)
            await again.setReminders(false)
            #expect(!again.reminders)

            let benPair = try #require(try await ben.environment.service.pair())
            #expect(benPair.partner.timeZone == "Pacific/Kiritimati")
        }
    }

    @Test("unpairing asks first, then ends the pair for both and forgets it on the phone", arguments: TestDatabases.backends)
    func unpair(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let main = MainFlowerModel(environment: ada.environment)
            await main.load()
            let settings = SettingsModel(environment: ada.environment)
            await settings.load()
            #expect(settings.isPaired)
            // Without the confirmation step nothing happens.
            await settings.confirmUnpair()
            #expect(try await ada.environment.service.pair() != nil)
            settings.requestUnpair()
            #expect(settings.isConfirmingUnpair)
            #expect(settings.unpairConfirmationText.contains("Ben"))
            settings.cancelUnpair()
            #expect(!settings.isConfirmingUnpair)
            settings.requestUnpair()
            await settings.confirmUnpair()
            #expect(settings.didUnpair)
            #expect(!settings.isPaired)
            #expect(ada.environment.cache.load(Components.Schemas.Today.self, .today) == nil)

            let benMain = MainFlowerModel(environment: ben.environment)
            await benMain.load()
            #expect(benMain.phase == .notPaired)
            let benPairing = PairingModel(environment: ben.environment)
            await benPairing.handle(PairEventMessage(kind: .unpaired, date: ""))
            #expect(benPairing.stage == .unpaired)
        }
    }
}
