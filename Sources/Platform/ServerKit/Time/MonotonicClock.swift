/// Time that only moves forward, as a duration since a fixed origin. Injectable so tests can move it by hand.
public protocol MonotonicClock: Sendable {
    func now() -> Duration
}

/// The process's continuous clock.
public struct SystemMonotonicClock: MonotonicClock {
    private let origin = ContinuousClock.now

    public init() {}

    public func now() -> Duration {
        origin.duration(to: .now)
    }
}
