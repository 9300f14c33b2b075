import NIOConcurrencyHelpers

/// A small in-process cache whose entries live `lifetime`, for answers that may be a few seconds old
/// (autocomplete, the cards of a popular search page). When full, expired entries go first, then the
/// oldest. A lock, not an actor: every search passes through here, and a hop per request shows in
/// the tail latency under load.
final class ExpiringCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        let value: Value
        let created: ContinuousClock.Instant
    }

    private let capacity: Int
    private let lifetime: Duration
    private let entries = NIOLockedValueBox<[Key: Entry]>([:])

    /// `capacity` 0 keeps nothing.
    init(capacity: Int, lifetime: Duration) {
        self.capacity = capacity
        self.lifetime = lifetime
    }

    func value(for key: Key, compute: () async throws -> Value) async throws -> Value {
        guard capacity > 0 else { return try await compute() }
        let lifetime = lifetime
        let cached = entries.withLockedValue { entries in
            entries[key].flatMap { ContinuousClock.now - $0.created < lifetime ? $0.value : nil }
        }
        if let cached { return cached }
        let value = try await compute()
        let capacity = capacity
        entries.withLockedValue { entries in
            let now = ContinuousClock.now
            if entries.count >= capacity {
                entries = entries.filter { now - $0.value.created < lifetime }
                if entries.count >= capacity, let oldest = entries.min(by: { $0.value.created < $1.value.created })?.key {
                    entries[oldest] = nil
                }
            }
            entries[key] = Entry(value: value, created: now)
        }
        return value
    }
}
