import NIOConcurrencyHelpers

/// SQLite allows one writer at a time. This process's write transactions take turns here, first come
/// first served, before they take a connection: a waiting writer holds no connection, spins no busy
/// handler and never times out however long the queue (a loaded machine made 24 concurrent writers
/// overrun the 5 s busy timeout). The busy timeout is left for writers in other processes.
final class WriteTurns: Sendable {
    private struct State {
        var isTaken = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = NIOLockedValueBox(State())

    func withTurn<R>(_ body: () async throws -> R) async throws -> R {
        await take()
        defer { pass() }
        return try await body()
    }

    private func take() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let takenNow = state.withLockedValue { state in
                guard state.isTaken else {
                    state.isTaken = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if takenNow { continuation.resume() }
        }
    }

    /// Hands the turn straight to the next writer in line, or frees it.
    private func pass() {
        let next = state.withLockedValue { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.isTaken = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
