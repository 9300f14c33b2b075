/// One client's bucket. Tokens refill continuously; a request spends one.
struct TokenBucket: Sendable, Equatable {
    private(set) var tokens: Double
    private(set) var updatedAt: Duration

    /// A new client starts with a full bucket.
    init(policy: RateLimitPolicy, now: Duration) {
        self.tokens = Double(policy.burst)
        self.updatedAt = now
    }

    mutating func take(policy: RateLimitPolicy, now: Duration) -> RateLimitDecision {
        refill(policy: policy, now: now)
        if tokens >= 1 {
            tokens -= 1
            return .allowed(remaining: Int(tokens))
        }
        let secondsUntilOneToken = (1 - tokens) / policy.refillPerSecond
        return .limited(retryAfter: .nanoseconds(Int64((secondsUntilOneToken * 1e9).rounded(.up))))
    }

    /// Whether the bucket would be full at `now`: such a bucket is the same as no bucket and can be dropped.
    func isFull(policy: RateLimitPolicy, now: Duration) -> Bool {
        var copy = self
        copy.refill(policy: policy, now: now)
        return copy.tokens >= Double(policy.burst)
    }

    private mutating func refill(policy: RateLimitPolicy, now: Duration) {
        let elapsed = now - updatedAt
        guard elapsed > .zero else { return }
        tokens = min(Double(policy.burst), tokens + elapsed.inSeconds * policy.refillPerSecond)
        updatedAt = now
    }
}
