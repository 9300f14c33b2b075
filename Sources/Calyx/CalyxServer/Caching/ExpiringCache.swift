/// Recently computed answers kept in memory for `lifetime`: the rankings of text searches (10 min;
/// they depend on the catalog's text alone), the cards of served pages and autocomplete answers
/// (seconds; they carry counts). Concurrent misses for one key share one computation; when full, the
/// least recently used entry goes. Expired entries are also dropped every 64 computations, so a cache
/// of seconds holds the last seconds' answers rather than filling to its capacity and staying full
/// (what the soak saw as memory growth).
actor ExpiringCache<Key: Hashable & Sendable, Value: Sendable> {
    private struct Entry {
        let task: Task<Value, any Error>
        let created: ContinuousClock.Instant
        var used: UInt64
    }

    private let capacity: Int
    private let lifetime: Duration
    private var entries: [Key: Entry] = [:]
    private var uses: UInt64 = 0
    private var computations: UInt64 = 0

    /// Entries held now, expired ones not yet dropped included.
    var count: Int { entries.count }

    /// `capacity` 0 keeps nothing: every call computes.
    init(capacity: Int, lifetime: Duration) {
        self.capacity = capacity
        self.lifetime = lifetime
    }

    func value(for key: Key, compute: @escaping @Sendable () async throws -> Value) async throws -> Value {
        guard capacity > 0 else { return try await compute() }
        uses += 1
        let now = ContinuousClock.now
        if var entry = entries[key], now - entry.created < lifetime {
            entry.used = uses
            entries[key] = entry
            return try await entry.task.value
        }
        computations += 1
        if computations % 64 == 0 {
            entries = entries.filter { now - $0.value.created < lifetime }
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
