import NIOConcurrencyHelpers
import ServerKit
import ServerKitTestSupport
import Testing

/// The test suite's own bound on PostgreSQL connections (issue 46): what the suite's peak depends on.
@Suite("The tests' PostgreSQL connection budget")
struct PostgresConnectionBudgetTests {
    @Test("shares running at once never add up to more than the budget, and every one runs")
    func boundsWhatRunsAtOnce() async throws {
        let budget = PostgresConnectionBudget(connections: 10)
        let held = NIOLockedValueBox((now: 0, most: 0, finished: 0))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for n in 0..<24 {
                let weight = [3, 4, 1][n % 3]
                group.addTask {
                    try await budget.withShare(of: weight) {
                        held.withLockedValue { $0.now += weight; $0.most = max($0.most, $0.now) }
                        try await Task.sleep(for: .milliseconds(5))
                        held.withLockedValue { $0.now -= weight; $0.finished += 1 }
                    }
                }
            }
            try await group.waitForAll()
        }
        let totals = held.withLockedValue { $0 }
        #expect(totals.finished == 24)
        #expect(totals.most <= 10)
        #expect(totals.most >= 4, "more than one share ran at once")
    }

    @Test("a share taken inside one already held does not wait (a restart inside a test), nor does one over the budget")
    func nestedAndOversizedShares() async throws {
        let budget = PostgresConnectionBudget(connections: 4)
        let ran = try await budget.withShare(of: 4) {
            try await withThrowingTaskGroup(of: Int.self) { group in
                group.addTask { await budget.withShare(of: 4) { 1 } }
                group.addTask { await budget.withShare(of: 2) { 1 } }
                return try await group.reduce(0, +)
            }
        }
        #expect(ran == 2)
        #expect(await budget.withShare(of: 9) { true })
        // SQLite needs no share: it runs even while PostgreSQL work holds the whole budget.
        let sqliteRan = await budget.withShare(of: 4) {
            // Detached, so it does not inherit the holder's task-local and is judged by its backend alone.
            await Task.detached { await budget.withShare(of: 1, on: .sqlite) { true } }.value
        }
        #expect(sqliteRan)
    }

    @Test("a failing body gives its share back")
    func failureReleases() async throws {
        let budget = PostgresConnectionBudget(connections: 3)
        struct Failure: Error {}
        await #expect(throws: Failure.self) { try await budget.withShare(of: 3) { throw Failure() } }
        #expect(await budget.withShare(of: 3) { true })
    }
}
