/// A small in-process cache whose entries live `lifetime`, for answers that may be a few seconds old
/// (autocomplete, the cards of a popular search page). When full, expired entries go first, then the
/// oldest.
actor ExpiringCache<Key: Hashable & Sendable, Value: Sendable> {
    private struct Entry {
        let value: Value
        let created: ContinuousClock.Instant
    }

    private let capacity: Int
    private let lifetime: Duration
    private var entries: [Key: Entry] = [:]

    /// `capacity` 0 keeps nothing.
    init(capacity: Int, lifetime: Duration) {
        self.capacity = capacity
        self.lifetime = lifetime
    }

    func value(for key: Key, compute: () async throws -> Value) async throws -> Value {
        guard capacity > 0 else { return try await compute() }
        let now = ContinuousClock.now
        if let entry = entries[key], now - entry.created < lifetime { return entry.value }
        let value = try await compute()
        if entries.count >= capacity {
            entries = entries.filter { now - $0.value.created < lifetime }
            if entries.count >= capacity, let oldest = entries.min(by: { $0.value.created < $1.value.created })?.key {
                entries[oldest] = nil
            }
        }
        entries[key] = Entry(value: value, created: ContinuousClock.now)
        return value
    }
}
