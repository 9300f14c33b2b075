import Foundation
import GifterAPI
@testable import GifterServer
import HummingbirdTesting
import ServerKit
import ServerKitTestSupport
import Testing

/// Gifter's KPIs from its own tables on both backends: two people planning gifts over two days give
/// the figures they should, and the job writes them and sets the `gifter_kpi` gauges.
@Suite("Gifter KPIs")
struct GifterKPITests {
    @Test("active people, sign-ups, people and occasions per account, and day-1 retention over two days", arguments: TestDatabases.backends)
    func figures(_ backend: DatabaseBackend) async throws {
        let app = GifterApp()
        try await GifterHarness.run(backend: backend, app: app) { gifter in
            let ana = try await gifter.person("Ana")
            let bo = try await gifter.person("Bo")
            let client = gifter.client(token: ana.token)
            for (name, date) in [("Dad", "1960-05-02"), ("Mum", "1962-09-14")] {
                let profile = try await client.createProfile(body: .json(.init(name: name, relationship: .father, threeWords: "gardener"))).created.body.json
                _ = try await client.createOccasion(body: .json(.init(person: profile.person!, kind: .birthday, date: date))).created
            }
            _ = try await gifter.client(token: bo.token).listFriends().ok
            let first = gifter.clock.now()

            gifter.clock.advance(by: 86_400)
            // A day on, access tokens have run out: Ana signs in again, as the app would refresh.
            let again = try await gifter.person("Ana")
            _ = try await gifter.client(token: again.token).listFriends().ok
            _ = try await gifter.person("Cleo")

            let computation = GifterKPIComputation(database: gifter.database)
            let day1 = try await computation.compute(first)
            #expect(day1[.dau] == 2 && day1[.mau] == 2 && day1[.newSignups] == 2)
            #expect(day1[.peoplePerAccount] == 1 && day1[.occasionsPerAccount] == 1, "two of each over two accounts")
            #expect(day1[.retentionDay1] == nil, "nobody signed up the day before")
            let day2 = try await computation.compute(gifter.clock.now())
            #expect(day2[.dau] == 1 && day2[.mau] == 2 && day2[.newSignups] == 1, "Cleo signed up but made no signed-in request")
            #expect(day2[.retentionDay1] == 50, "Ana of Ana and Bo came back")
            #expect(day2[.peoplePerAccount].map { abs($0 - 2.0 / 3) < 1e-9 } == true)

            let job = try #require(app.services.latest).kpis
            try await job.run(now: gifter.clock.now())
            let stored = try await job.store.series(from: KPIDay.of(first), to: KPIDay.of(gifter.clock.now()))
            #expect(stored[.dau]?.map(\.value) == [2, 1])
            let metrics = try await gifter.raw.get("/metrics").text
            #expect(GifterKPI.allCases.allSatisfy { $0.title != $0.rawValue && !$0.explanation.isEmpty })
            #expect(metrics.contains(#"gifter_kpi{metric="dau"} 2"#), "\(metrics.split(separator: "\n").filter { $0.contains("gifter_kpi") })")
        }
    }
}
