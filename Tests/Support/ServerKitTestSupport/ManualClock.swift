import NIOConcurrencyHelpers
import ServerKit

/// A monotonic clock that moves only when a test says so.
public final class ManualClock: MonotonicClock {
    private let current = NIOLockedValueBox<Duration>(.seconds(1_000))

    public init() {}

    public func now() -> Duration { current.withLockedValue { $0 } }

    public func advance(by duration: Duration) {
        current.withLockedValue { $0 += duration }
    }
}
