import CalyxAPI
@testable import CalyxServer
import Foundation
import HummingbirdTesting
import Identity
import ServerKit
import ServerKitTestSupport
import Testing

/// The KPIs from the app's own tables on both backends: people using the app on two days, with
/// follows, saves, searches and a comment, and the figures each day must give; the job's table and
/// gauges; the charts.
@Suite("Calyx KPIs")
struct KPITests {
    /// Noon UTC, so a test's "day" is one calendar day whatever time it runs.
    static let noon = Date(timeIntervalSince1970: 20_779 * 86_400 + 43_200)

    @Test("two days of use give the DAU, MAU, sign-ups, searches, follow and save figures and day-1 retention they should", arguments: TestDatabases.backends)
    func figures(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Self.noon)
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let flowers = try await calyx.client().searchFlowers(query: .init(limit: 3)).ok.body.json.items.map(\.id)
            let ann = try await calyx.member("Ann"), ben = try await calyx.member("Ben"), cy = try await calyx.member("Cy")
            _ = try await ann.client.followUser(path: .init(userId: ben.id)).ok
            for flower in flowers.prefix(2) { _ = try await ann.client.saveFlower(body: .json(.init(flowerId: flower))) }
            _ = try await ben.client.saveFlower(body: .json(.init(flowerId: flowers[2])))
            for query in ["rose", "lily"] { _ = try await ann.client.searchFlowers(query: .init(query: query)).ok }
            _ = try await cy.client.postComment(path: .init(flowerId: flowers[0]), body: .json(.init(text: "Lovely."))).created
            // Searches are kept as they are made: both are in Ann's history before the figures are read.
            #expect(try await pollUntil { try await ann.client.listHistory().ok.body.json.items.count == 2 })

            clock.advance(by: 86_400)
            // A day on, the access token has run out: Ann signs in again, as the app would refresh.
            _ = try await calyx.member("Ann").client.listHistory().ok
            let dee = try await calyx.member("Dee")
            _ = try await dee.client.listHistory().ok

            let computation = try KPIComputation(database: #require(calyx.app.builtConsole.latest).queue.database)
            let first = try await computation.compute(Self.noon)
            #expect(first[.dau] == 3 && first[.mau] == 3 && first[.newSignups] == 3 && first[.comments] == 1)
            #expect(first[.searchesPerActive].map { abs($0 - 2.0 / 3) < 1e-9 } == true, "\(String(describing: first[.searchesPerActive]))")
            #expect(first[.followRate].map { abs($0 - 100.0 / 3) < 1e-9 } == true)
            #expect(first[.savesPerUser] == 1 && first[.usersWithSaves].map { abs($0 - 200.0 / 3) < 1e-9 } == true)
            #expect(first[.retentionDay1] == nil, "nobody signed up the day before: no figure rather than 0 %")

            let second = try await computation.compute(clock.now())
            #expect(second[.dau] == 2 && second[.mau] == 4 && second[.newSignups] == 1 && second[.comments] == 0)
            #expect(second[.retentionDay1].map { abs($0 - 100.0 / 3) < 1e-9 } == true, "Ann of the three came back")
            #expect(second[.followsPerUser] == 0.25 && second[.followRate] == 25)

            // The job keeps yesterday and today, and sets the gauges to yesterday's.
            try await #require(calyx.app.builtConsole.latest).kpiJob.run(now: clock.now())
            let stored = try await KPIStore<CalyxKPI>(database: try #require(calyx.app.builtConsole.latest).queue.database)
                .series(from: KPIDay.of(Self.noon), to: KPIDay.of(clock.now()))
            #expect(stored[.dau]?.map(\.value) == [3, 2] && stored[.dau]?.map(\.day) == [KPIDay.of(Self.noon), KPIDay.of(clock.now())])
            let metrics = try await calyx.raw.get("/metrics").text
            #expect(metrics.contains(#"calyx_kpi{metric="dau"} 3"#), "\(metrics.split(separator: "\n").filter { $0.contains("calyx_kpi") })")

            // Days of use are kept 35 days: the first day's go on the 36th, the second's stay a day longer.
            func days() async throws -> Int {
                try await calyx.withDatabase { try await $0.sql.raw("SELECT COUNT(*) AS n FROM active_days").first(decoding: CountRow.self)?.n ?? -1 }
            }
            #expect(try await days() == 5)
            let prune = try ActiveDays.pruneJob(#require(calyx.app.builtConsole.latest).queue.database)
            try await prune.work(Self.noon.addingTimeInterval(35 * 86_400))
            #expect(try await days() == 5)
            try await prune.work(Self.noon.addingTimeInterval(36 * 86_400))
            #expect(try await days() == 2, "Ann and Dee's second day")
        }
    }

    struct CountRow: Decodable { let n: Int }

    @Test("a chart leaves a gap for a day without a figure, scales to a round ceiling and escapes its labels")
    func chart() {
        let chart = KPIChart(days: ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"], values: ["2026-11-01": 3, "2026-11-02": 7, "2026-11-04": 4]) {
            "<\(Int($0))>"
        }
        let svg = chart.svg
        #expect(svg.components(separatedBy: "<polyline").count == 2, "one line for the two days in a row")
        #expect(svg.components(separatedBy: "<circle").count == 2, "a dot for the day alone")
        #expect(svg.contains("&lt;10&gt;") && !svg.contains("<10>"), "the ceiling of 7 is 10, escaped")
        #expect(KPIChart.niceCeiling(0) == 1 && KPIChart.niceCeiling(0.3) == 0.5 && KPIChart.niceCeiling(130) == 200)
        #expect(KPIChart(days: ["2026-11-01"], values: [:]) { "\($0)" }.svg.contains("No figures yet"))
        // Every metric has its words, the shared ones (`ActivityKPI`) included.
        #expect(CalyxKPI.allCases.allSatisfy { $0.title != $0.rawValue && !$0.explanation.isEmpty })
    }
}
