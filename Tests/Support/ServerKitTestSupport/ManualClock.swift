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

    /// Moves forward to the real time if it is behind: before a step that checks something dated by the
    /// real clock (a stand-in provider's token, valid from its real issue time), since a long test run
    /// can leave a clock set at the start of a test minutes behind.
    public func catchUp(to real: Date = Date()) {
        current.withLockedValue { $0 = max($0, real) }
    }
}
