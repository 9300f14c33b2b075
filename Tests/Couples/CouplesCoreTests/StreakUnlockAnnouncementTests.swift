import CouplesAPI
import CouplesCore
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("A streak's new flowers announced once, against the Couples server")
@MainActor
struct StreakUnlockAnnouncementTests {
    @Test("a 7-day streak's flowers are announced on both phones when it happens, kept through a relaunch until seen, and never again", arguments: TestDatabases.backends)
    func sevenDayStreak(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let adas = UnlockAnnouncementModel(environment: ada.environment)
            await adas.check()
            #expect(adas.announcement == nil)
            // Ben's phone as the app runs it: the root model looks at launch and on the partner's events.
            let bensApp = CouplesAppModel(environment: ben.environment)
            await bensApp.refresh()
            #expect(bensApp.route == .flower)
            #expect(bensApp.announcements.announcement == nil)

            for day in 0..<6 {
                try await world.completeDay(ada, ben, seed: day)
                await adas.check()
                #expect(adas.announcement == nil, "day \(day + 1)")
                world.clock.advance(by: 24 * 3600)
            }
            try await world.completeDay(ada, ben, seed: 6)

            await adas.check()
            let sweetPea = try #require(adas.announcement)
            #expect(sweetPea.id == "sweet-pea")
            #expect(sweetPea.title == "Sweet pea is yours")
            #expect(sweetPea.streakDays == 7)
            #expect(sweetPea.message.hasPrefix("7 days in a row, together."))
            #expect(sweetPea.look == .fullBloom("sweet-pea"))
            await bensApp.handle(PairEventMessage(kind: .dayComplete, date: ""))
            #expect(bensApp.announcements.announcement?.id == "sweet-pea")
            #expect(bensApp.figures.figure(for: sweetPea.look) != nil)

            // Checking again shows nothing twice; the app opened again still has news not yet seen.
            await adas.check()
            #expect(adas.announcement?.id == "sweet-pea")
            let relaunched = try await ada.relaunched()
            let again = UnlockAnnouncementModel(environment: relaunched.environment)
            await again.check()
            #expect(again.announcement?.id == "sweet-pea")
            again.acknowledge()
            #expect(again.announcement?.id == "snapdragon")
            again.acknowledge()
            #expect(again.announcement == nil)
            await again.check()
            #expect(again.announcement == nil)

            let thirdLaunch = UnlockAnnouncementModel(environment: try await relaunched.relaunched().environment)
            await thirdLaunch.check()
            #expect(thirdLaunch.announcement == nil)

            // Ben's phone keeps its own account of what it has shown.
            bensApp.announcements.acknowledge()
            #expect(bensApp.announcements.announcement?.id == "snapdragon")
        }
    }

    @Test("a phone's first look notes what is already unlocked without announcing old news", arguments: TestDatabases.backends)
    func firstLook(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            for day in 0..<7 {
                try await world.completeDay(ada, ben, seed: day)
                world.clock.advance(by: 24 * 3600)
            }
            let species = try await ada.environment.service.species()
            #expect(species.filter { $0.unlock.kind == .streak && $0.unlocked }.map(\.id) == ["sweet-pea", "snapdragon"])
            let fresh = UnlockAnnouncementModel(environment: ada.environment)
            await fresh.check()
            #expect(fresh.announcement == nil)
            await fresh.check()
            #expect(fresh.announcement == nil)

            // Offline, nothing is announced or forgotten.
            ada.network.online = false
            await fresh.check()
            #expect(fresh.announcement == nil)
        }
    }
}
