@testable import CalyxServer
import Testing

@Suite("Search caches")
struct ExpiringCacheTests {
    actor Counter {
        var count = 0
        func increment() -> Int {
            count += 1
            return count
        }
    }

    @Test("one computation per key however many ask at once; the least recently used goes first")
    func sharing() async throws {
        let cache = ExpiringCache<String, [FlowerSearch.Ranked]>(capacity: 2, lifetime: .seconds(600))
        let counter = Counter()
        let compute: @Sendable () async throws -> [FlowerSearch.Ranked] = {
            let n = await counter.increment()
            try await Task.sleep(for: .milliseconds(20), tolerance: .zero)
            return [.init(number: n, score: 1)]
        }
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<10 { group.addTask { try await cache.value(for: "rose", compute: compute)[0].number } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(results) == [1] && results.count == 10)
        _ = try await cache.value(for: "lily", compute: compute)  // 2
        _ = try await cache.value(for: "rose", compute: compute)  // still 1: used more recently than lily
        _ = try await cache.value(for: "iris", compute: compute)  // 3, evicts lily
        #expect(try await cache.value(for: "rose", compute: compute)[0].number == 1)
        #expect(try await cache.value(for: "lily", compute: compute)[0].number == 4)
    }

    @Test("capacity 0 keeps nothing")
    func disabled() async throws {
        let cache = ExpiringCache<String, [FlowerSearch.Ranked]>(capacity: 0, lifetime: .seconds(600))
        let counter = Counter()
        for _ in 0..<3 { _ = try await cache.value(for: "rose") { [.init(number: await counter.increment(), score: 1)] } }
        #expect(await counter.count == 3)
    }

    @Test("expired entries are dropped as new ones are computed, well before the capacity is reached")
    func expiredDropped() async throws {
        let cache = ExpiringCache<String, [FlowerSearch.Ranked]>(capacity: 1_000, lifetime: .milliseconds(50))
        for index in 0..<63 { _ = try await cache.value(for: "old \(index)") { [] } }
        #expect(await cache.count == 63)
        try await Task.sleep(for: .milliseconds(150), tolerance: .zero)
        // The 64th computation drops the 63 expired entries before keeping its own.
        _ = try await cache.value(for: "new") { [] }
        #expect(await cache.count == 1)
    }
}
