import ServerKit
import Testing

/// How many PostgreSQL connections the tests running at once may open between them (issue 46: at most
/// 50 while the whole suite runs).
///
/// Swift Testing starts every test at once, so smaller pools were not enough: with pools of 3 the
/// suite's peak stayed at 51–58, nearly all of it the idle pools of tests merely running side by side.
/// A test that starts apps on PostgreSQL first takes its share of this budget (the most its pools can
/// open) and waits, in arrival order, while the tests already running hold it all. The budget leaves
/// room for what it does not count: the tests' schema drops, the few tests that open a `Database`
/// directly, child processes, and the sampler in `with-postgres.sh`. The suite's run time stayed the
/// same: the machine's cores, not the database, bound it.
public actor PostgresConnectionBudget {
    /// The one budget every test shares.
    public static let shared = PostgresConnectionBudget(connections: 44)

    /// Set while a task holds a share: a server a test starts inside another's body (a second instance,
    /// a restart) is counted in its test's share, so it never waits on the budget its own test holds.
    @TaskLocal static var holding = false

    /// A wait longer than this is reported with who holds the budget: a test that hangs while holding
    /// a share would otherwise hold up the rest without a word.
    static let reportAfter = Duration.seconds(300)

    private let total: Int
    private var available: Int
    private var waiting: [Waiter] = []
    private var holders: [Int: String] = [:]
    private var lastID = 0

    private struct Waiter {
        let id: Int
        let weight: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    public init(connections: Int) {
        total = connections
        available = connections
    }

    /// Runs `body` once `weight` connections of the budget are free, and frees them when it ends. Work on
    /// SQLite, and a task that already holds a share, run at once; a weight over the whole budget is
    /// taken as all of it.
    public nonisolated func withShare<R>(
        of weight: Int, on backend: DatabaseBackend = .postgres, _ body: () async throws -> R
    ) async rethrows -> R {
        if backend != .postgres || Self.holding { return try await body() }
        let share = min(max(weight, 1), total)
        let id = await TestStages.during("waiting for \(share) of the PostgreSQL budget") {
            await acquire(share, holder: Test.current?.name ?? "a test")
        }
        do {
            let result = try await Self.$holding.withValue(true) { try await body() }
            await release(id, share)
            return result
        } catch {
            await release(id, share)
            throw error
        }
    }

    private func acquire(_ weight: Int, holder: String) async -> Int {
        lastID += 1
        let id = lastID
        holders[id] = holder
        // First come, first served: a large share is not passed over forever by small ones.
        if waiting.isEmpty, available >= weight {
            available -= weight
            return id
        }
        Task { [reportAfter = Self.reportAfter] in
            try await Task.sleep(for: reportAfter)
            self.reportIfStillWaiting(id)
        }
        await withCheckedContinuation { waiting.append(Waiter(id: id, weight: weight, continuation: $0)) }
        return id
    }

    private func release(_ id: Int, _ weight: Int) {
        holders[id] = nil
        available += weight
        while let next = waiting.first, available >= next.weight {
            waiting.removeFirst()
            available -= next.weight
            next.continuation.resume()
        }
    }

    private func reportIfStillWaiting(_ id: Int) {
        guard let holder = holders[id], waiting.contains(where: { $0.id == id }) else { return }
        let running = holders.filter { entry in !waiting.contains { $0.id == entry.key } }.values.sorted()
        print("PostgreSQL test budget: \(holder) has waited \(Self.reportAfter) for a connection; running: \(running.joined(separator: "; "))")
    }
}
