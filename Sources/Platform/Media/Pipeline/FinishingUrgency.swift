import NIOConcurrencyHelpers

/// Whether someone now waits for an answered upload's larger sizes. Set by a request for one of them
/// (`MediaRoutes` through `MediaFinishing.expedite`); `ImageProcessor.finish` then runs the encodes
/// left at normal priority, as work someone waits for, instead of at the lowered one, and stops
/// waiting for a lowered encode already under way (`whenRaised`).
public final class FinishingUrgency: Sendable {
    private struct State {
        var urgent = false
        var onRaise: [@Sendable () -> Void] = []
    }

    private let state = NIOLockedValueBox(State())

    public init() {}

    public var isUrgent: Bool { state.withLockedValue { $0.urgent } }

    public func raise() {
        let actions = state.withLockedValue { state in
            state.urgent = true
            defer { state.onRaise = [] }
            return state.onRaise
        }
        actions.forEach { $0() }
    }

    /// Runs `action` once `raise()` is called, or at once if it already was. One per encode of an
    /// upload at most, let go of with the urgency when the upload's finishing ends.
    func whenRaised(_ action: @escaping @Sendable () -> Void) {
        let now = state.withLockedValue { state -> Bool in
            if state.urgent { return true }
            state.onRaise.append(action)
            return false
        }
        if now { action() }
    }
}
