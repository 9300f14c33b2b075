import NIOConcurrencyHelpers

/// Token-bucket rate limiting keyed by caller (a user ID or a client address).
///
/// Buckets live in memory, split into shards with their own locks so concurrent requests rarely
/// contend. Memory stays bounded: when a shard grows past its share of `maximumKeys`, buckets that
/// have refilled completely (equivalent to having none) are dropped, then the longest-idle ones.
public final class RateLimiter: Sendable {
    public let policy: RateLimitPolicy
    private let clock: any MonotonicClock
    private let shards: [NIOLockedValueBox<[String: TokenBucket]>]
    private let maximumKeysPerShard: Int

    public init(policy: RateLimitPolicy, clock: any MonotonicClock = SystemMonotonicClock(), maximumKeys: Int = 100_000) {
        self.policy = policy
        self.clock = clock
        let shardCount = 16
        self.shards = (0..<shardCount).map { _ in NIOLockedValueBox([:]) }
        self.maximumKeysPerShard = max(1, maximumKeys / shardCount)
    }

    /// Spends one token from `key`'s bucket, or says how long until one is available.
    public func take(_ key: String) -> RateLimitDecision {
        let now = clock.now()
        let shard = shards[Int(UInt(bitPattern: key.hashValue) % UInt(shards.count))]
        return shard.withLockedValue { buckets in
            if buckets[key] == nil, buckets.count >= maximumKeysPerShard {
                evict(from: &buckets, now: now)
            }
            var bucket = buckets[key] ?? TokenBucket(policy: policy, now: now)
            let decision = bucket.take(policy: policy, now: now)
            buckets[key] = bucket
            return decision
        }
    }

    /// How many callers currently have a bucket (for tests and metrics).
    public var trackedKeys: Int {
        shards.reduce(0) { total, shard in total + shard.withLockedValue(\.count) }
    }

    private func evict(from buckets: inout [String: TokenBucket], now: Duration) {
        buckets = buckets.filter { !$0.value.isFull(policy: policy, now: now) }
        if buckets.count >= maximumKeysPerShard {
            let keep = buckets.sorted { $0.value.updatedAt > $1.value.updatedAt }.prefix(maximumKeysPerShard / 2)
            buckets = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
        }
    }
}
