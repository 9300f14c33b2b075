import Foundation
import NIOConcurrencyHelpers

/// Whether someone now waits for an answered upload's larger sizes. Set by a request for one of them
/// (`MediaRoutes` through `MediaFinishing.expedite`); `ImageProcessor.finish` then runs the encodes
/// left at normal priority, as work someone waits for, instead of at the lowered one, and stops
/// waiting for a lowered encode already under way (`raised()`).
public final class FinishingUrgency: Sendable {
    private struct State {
        var urgent = false
        var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = NIOLockedValueBox(State())

    public init() {}

    public var isUrgent: Bool { state.withLockedValue { $0.urgent } }

    public func raise() {
        let waiters = state.withLockedValue { state in
            state.urgent = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        waiters.forEach { $0.resume() }
    }

    /// Returns once `raise()` has been called, or as soon as the calling task is cancelled.
    func raised() async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                let now = state.withLockedValue { state -> Bool in
                    guard !state.urgent, !Task.isCancelled else { return true }
                    state.waiters[id] = waiter
                    return false
                }
                if now { waiter.resume() }
            }
        } onCancel: {
            state.withLockedValue { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}
