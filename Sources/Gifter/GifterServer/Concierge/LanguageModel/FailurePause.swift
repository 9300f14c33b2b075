import NIOConcurrencyHelpers

/// Leaves a failing endpoint alone for a while: while a model server is down, every page would otherwise
/// wait the whole timeout before showing the built-in words it could have shown at once.
final class FailurePause: Sendable {
    let duration: Duration
    private let until = NIOLockedValueBox<ContinuousClock.Instant?>(nil)

    init(duration: Duration) {
        self.duration = duration
    }

    /// Whether the endpoint should not be asked now.
    var isPaused: Bool {
        until.withLockedValue { until in
            guard let end = until else { return false }
            if ContinuousClock.now < end { return true }
            until = nil
            return false
        }
    }

    /// The endpoint failed: skip it for `duration` from now.
    func failed() {
        guard duration > .zero else { return }
        let end = ContinuousClock.now + duration
        until.withLockedValue { $0 = end }
    }
}
