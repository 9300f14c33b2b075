/// Recently computed rankings of text searches: for each query, filters and sort, the order of its
/// best matches (flower numbers and scores), so the next visitor and the next page skip the ranking.
///
/// Only orderings that depend on the catalog's text alone are kept (relevance and alphabetical), so
/// a ranking never goes stale when people like or save flowers; cards are read separately. The
/// catalog changes only when it is imported, and every entry expires after `lifetime` regardless.
/// Concurrent misses for the same key share one computation.
actor RankedResultCache {
    struct Ranked: Sendable {
        let number: Int
        let score: Int
    }

    /// The most matches kept per query: 100 pages of 20. Deeper pages are ranked by the database.
    static let depth = 2_000

    private struct Entry {
        let task: Task<[Ranked], any Error>
        let created: ContinuousClock.Instant
        var used: UInt64
    }

    private let capacity: Int
    private let lifetime: Duration
    private var entries: [String: Entry] = [:]
    private var uses: UInt64 = 0

    /// `capacity` 0 keeps nothing: every search is ranked by the database.
    init(capacity: Int = 512, lifetime: Duration = .seconds(600)) {
        self.capacity = capacity
        self.lifetime = lifetime
    }

    func ranking(for key: String, compute: @escaping @Sendable () async throws -> [Ranked]) async throws -> [Ranked] {
        guard capacity > 0 else { return try await compute() }
        uses += 1
        let now = ContinuousClock.now
        if var entry = entries[key], now - entry.created < lifetime {
            entry.used = uses
            entries[key] = entry
            return try await entry.task.value
        }
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key {
            entries[oldest] = nil
        }
        let task = Task { try await compute() }
        entries[key] = Entry(task: task, created: now, used: uses)
        do {
            return try await task.value
        } catch {
            entries[key] = nil
            throw error
        }
    }
}
