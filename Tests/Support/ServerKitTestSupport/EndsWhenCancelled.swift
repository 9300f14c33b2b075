import NIOConcurrencyHelpers
import ServerKit

/// Whether `work` returns after its task is cancelled, within `bound` (a hang bound, not a timing):
/// a background loop that checks only for graceful shutdown spins forever once cancelled.
///
/// Answers false after `bound` even when `work` never returns: the wait for it runs in a task of its
/// own that is left behind (a task group would wait for that child before returning, and hang too).
public func endsWhenCancelled(bound: Duration = LoopbackHTTP.hangBoundDuration, _ work: @escaping @Sendable () async throws -> Void) async -> Bool {
    let running = Task { try? await work() }
    try? await Task.sleep(for: .milliseconds(200), tolerance: .zero)
    running.cancel()
    let answer = NIOLockedValueBox<CheckedContinuation<Bool, Never>?>(nil)
    let settle: @Sendable (Bool) -> Void = { ended in answer.withLockedValue { waiter in
        waiter?.resume(returning: ended)
        waiter = nil
    } }
    return await withCheckedContinuation { continuation in
        answer.withLockedValue { $0 = continuation }
        Task {
            await running.value
            settle(true)
        }
        Task {
            try? await ShortSleeps.sleep(for: bound)
            settle(false)
        }
    }
}
