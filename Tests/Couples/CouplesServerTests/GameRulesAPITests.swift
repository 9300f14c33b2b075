import CouplesAPI
import Foundation
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

/// The daily game's rules through the API: partners finishing at the same instant, a partner who
/// moves across the date line mid-streak, and the flowers a streak unlocks.
@Suite("Couples game rules")
struct GameRulesAPITests {
    @Test("partners sending their last part at the same moment complete the day once", arguments: TestDatabases.backends)
    func simultaneousCompletion(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            var couple = try await harness.pair()
            for day in 1...3 {
                let date = try await harness.client(token: couple.a.token).getToday().ok.body.json.date
                for person in [couple.a, couple.b] {
                    _ = try await harness.client(token: person.token).putAnswer(
                        path: .init(day: date), body: .json(.init(answer: try couple.seal("answer \(day)", by: person, day: date)))
                    ).ok
                }
                let pair = couple
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for person in [pair.a, pair.b] {
                        group.addTask {
                            _ = try await harness.client(token: person.token).sendPhoto(
                                path: .init(day: date), query: .init(uploadId: UUID().uuidString),
                                body: .binary(HTTPBody(try pair.envelope("photo \(day)", by: person, day: date)))
                            ).ok
                        }
                    }
                    try await group.waitForAll()
                }
                let today = try await harness.client(token: couple.b.token).getToday().ok.body.json
                #expect(today.complete)
                #expect(today.streak.current == day, "one completion a day, not two")
                #expect(today.flower.stage == [.sprout, .bud, .bloom][day - 1], "the flower grew one stage, not two")
                couple = try await harness.advance(couple, hours: 24)
            }
        }
    }

    @Test("a partner who moves from New York to Kiritimati (UTC+14) and on to Honolulu (UTC−10) keeps the streak; the pair's day never goes back", arguments: TestDatabases.backends)
    func partnerMovesMidStreak(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            var couple = try await harness.pair(zones: ("Europe/Paris", "America/New_York"))
            var dates: [String] = []
            let moves: [Int: String] = [2: "Pacific/Kiritimati", 3: "Pacific/Honolulu"]
            for day in 1...4 {
                let before = try await harness.client(token: couple.a.token).getToday().ok.body.json
                #expect(!before.complete)
                dates.append(before.date)
                try await harness.completeToday(couple)
                if let zone = moves[day] {
                    try await harness.setZone(couple.b, zone)
                    // Moving does not reopen or skip the day just completed.
                    let after = try await harness.client(token: couple.b.token).getToday().ok.body.json
                    #expect(after.date == before.date && after.complete)
                }
                couple = try await harness.advance(couple, hours: 24)
            }
            let today = try await harness.client(token: couple.a.token).getToday().ok.body.json
            #expect(today.streak.current == 4 && today.streak.best == 4)
            #expect(!today.flower.wilted)
            let ordinals = dates.compactMap { DayDate($0)?.ordinal }
            #expect(ordinals == Array(ordinals[0]..<(ordinals[0] + 4)), "one pair day after another: \(dates)")
        }
    }

    @Test("a 7-day streak unlocks the 7-day flowers for both partners and earns a freeze", arguments: TestDatabases.backends)
    func streakUnlock(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            var couple = try await harness.pair()
            let milestone = try await harness.client(token: couple.a.token).listSpecies().ok.body.json.items
                .filter { $0.unlock.kind == .streak && $0.unlock.streakDays == 7 }
            #expect(milestone.count == 2 && milestone.allSatisfy { !$0.unlocked })
            for _ in 1...7 {
                try await harness.completeToday(couple)
                couple = try await harness.advance(couple, hours: 24)
            }
            let species = try await harness.client(token: couple.b.token).listSpecies().ok.body.json.items
            #expect(Set(species.filter(\.unlocked).map(\.id)).isSuperset(of: milestone.map(\.id)))
            let streak = try await harness.client(token: couple.a.token).getToday().ok.body.json.streak
            #expect(streak.current == 7 && streak.freezes == 1)
            // The unlocked flower can be chosen next.
            _ = try await harness.client(token: couple.a.token).chooseNextFlower(body: .json(.init(species: milestone[0].id))).ok
        }
    }
}
