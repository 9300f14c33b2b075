/// How a send is retried while APNs is busy (429), failing (5xx) or unreachable: exponential backoff
/// with jitter, so many sends retrying at once spread out instead of arriving together.
public struct APNsRetryPolicy: Sendable, Equatable {
    /// Tries in all, the first included (at least 1).
    public var attempts: Int
    /// The longest pause before the second try; each later pause may be twice the one before.
    public var initialDelay: Duration
    /// No pause is longer, so a send gives up within `(attempts - 1) × maximumDelay` plus its requests.
    public var maximumDelay: Duration

    public init(attempts: Int, initialDelay: Duration, maximumDelay: Duration) {
        self.attempts = max(1, attempts)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
    }

    /// Three tries over about three seconds at most: enough for a blip, short enough for a job queue.
    public static let standard = APNsRetryPolicy(attempts: 3, initialDelay: .milliseconds(500), maximumDelay: .seconds(2))

    /// The pause after failed try number `attempt` (1-based): half the backoff ceiling plus a random
    /// part up to the other half, so a retry never fires at once into a 429.
    public func delay(after attempt: Int, using generator: inout some RandomNumberGenerator) -> Duration {
        let doublings = min(max(attempt - 1, 0), 30)
        let ceiling = min(initialDelay * (1 << doublings), maximumDelay)
        let ceilingNanoseconds = max(Int64(0), ceiling.components.seconds * 1_000_000_000 + ceiling.components.attoseconds / 1_000_000_000)
        let half = ceilingNanoseconds / 2
        return .nanoseconds(half + Int64.random(in: 0...(ceilingNanoseconds - half), using: &generator))
    }

    public func delay(after attempt: Int) -> Duration {
        var generator = SystemRandomNumberGenerator()
        return delay(after: attempt, using: &generator)
    }
}
