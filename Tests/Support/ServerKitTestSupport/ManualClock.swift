import Foundation
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

/// A wall clock that moves only when a test says so.
public final class ManualWallClock: WallClock {
    private let current: NIOLockedValueBox<Date>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_795_254_000)) {
        current = NIOLockedValueBox(start)
    }

    public func now() -> Date { current.withLockedValue { $0 } }

    public func advance(by seconds: TimeInterval) {
        current.withLockedValue { $0 += seconds }
    }
}
