import Logging
import NIOConcurrencyHelpers

/// Token-bucket rate limiting keyed by caller (a user ID or a client address).
///
/// With `shared` (an app on PostgreSQL) the buckets are also rows every instance spends from
/// (`SharedRateLimits`), under `name` so limiters with different policies never share a bucket;
/// should the database not answer, each instance limits on its own meanwhile rather than refuse or
/// wave everything through.
///
/// Buckets in memory are split into shards with their own locks so concurrent requests rarely
/// contend. Memory stays bounded: when a shard grows past its share of `maximumKeys`, buckets that
/// have refilled completely (equivalent to having none) are dropped, then the longest-idle ones.
public final class RateLimiter: Sendable {
    public let policy: RateLimitPolicy
    private let clock: any MonotonicClock
    private let shards: [NIOLockedValueBox<[String: TokenBucket]>]
    private let maximumKeysPerShard: Int
    private let shared: SharedRateLimits?
    private let name: String

    public init(
        policy: RateLimitPolicy, clock: any MonotonicClock = SystemMonotonicClock(), maximumKeys: Int = 100_000,
        shared: SharedRateLimits? = nil, name: String = ""
    ) {
        precondition(shared == nil || !name.isEmpty, "a shared limiter needs a name of its own")
        self.policy = policy
        self.clock = clock
        let shardCount = 16
        self.shards = (0..<shardCount).map { _ in NIOLockedValueBox([:]) }
        self.maximumKeysPerShard = max(1, maximumKeys / shardCount)
        self.shared = shared
        self.name = name
    }

    /// Spends one token from `key`'s bucket, or says how long until one is available. A request exempt
    /// from rate limits (`RateLimitExemption`) spends nothing.
    ///
    /// The instance's own bucket is asked first even when buckets are shared: it counts only this
    /// instance's requests, so when it refuses the shared one would too, and a flood over the limit
    /// is refused without a database write per request.
    public func take(_ key: String) async -> RateLimitDecision {
        if RateLimitExemption.applies { return .allowed(remaining: policy.burst) }
        let local = takeLocally(key)
        guard let shared, local.retryAfterSeconds == nil else { return local }
        do {
            return try await shared.take("\(name)|\(key)", policy: policy)
        } catch {
            shared.logger.warning("shared rate limit unavailable; limiting on this instance", metadata: ["error": "\(error)"])
            return local
        }
    }

    private func takeLocally(_ key: String) -> RateLimitDecision {
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
