/// A token bucket's shape: a client may spend `burst` requests at once and regains
/// `refillPerSecond` of them every second.
public struct RateLimitPolicy: Sendable, Equatable {
    public var burst: Int
    public var refillPerSecond: Double

    public init(burst: Int, refillPerSecond: Double) {
        precondition(burst >= 1 && refillPerSecond > 0, "a rate limit must allow something")
        self.burst = burst
        self.refillPerSecond = refillPerSecond
    }

    /// Generous for one person's phone (search-as-you-type, paging), tight enough to stop a script.
    public static let defaultPerClient = RateLimitPolicy(burst: 120, refillPerSecond: 20)
}

/// What a rate limiter says about one request.
public enum RateLimitDecision: Sendable, Equatable {
    case allowed(remaining: Int)
    /// Refused; a token will be available after `retryAfter`.
    case limited(retryAfter: Duration)
}

extension RateLimitDecision {
    /// For `Retry-After`: whole seconds until a token is available, rounded up, at least 1; nil when allowed.
    public var retryAfterSeconds: Int? {
        guard case .limited(let retryAfter) = self else { return nil }
        return max(1, Int(retryAfter.inSeconds.rounded(.up)))
    }
}
