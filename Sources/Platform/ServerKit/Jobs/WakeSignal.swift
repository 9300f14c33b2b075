import NIOConcurrencyHelpers

/// Lets one waiting loop sleep until a deadline or until someone has news for it, whichever is first.
/// A signal sent while nobody waits is kept, so news between two waits is never lost (at worst a
/// loop wakes once for nothing).
final class WakeSignal: Sendable {
    private struct State {
        var pending = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = NIOLockedValueBox(State())

    func fire() {
        let waiter = state.withLockedValue { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.pending = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    /// Returns after `timeout`, on `fire()`, or when the task is cancelled.
    func wait(upTo timeout: Duration) async {
        let timer = Task { [weak self] in
            try await Task.sleep(for: timeout, tolerance: .zero)
            self?.fire()
        }
        defer { timer.cancel() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLockedValue { state -> Bool in
                    if state.pending {
                        state.pending = false
                        return true
                    }
                    state.waiter = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            fire()
        }
    }
}
