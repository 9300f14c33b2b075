import NIOConcurrencyHelpers

/// Holds new uploads back while `limit` answered ones are still being finished, so a stream of uploads
/// goes at the pace the machine can finish them. Without it, the low-priority finishing encodes fall
/// behind whenever uploads keep arriving: their decoded sizes pile up in memory (tens of MB per photo)
/// and the image queue fills with them until new uploads are turned away.
final class FinishingGate: Sendable {
    private struct State {
        var finishing = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    let limit: Int
    private let state = NIOLockedValueBox(State())

    init(limit: Int) {
        precondition(limit >= 1)
        self.limit = limit
    }

    /// Uploads answered and not yet finished.
    var finishing: Int { state.withLockedValue { $0.finishing } }

    /// Returns once fewer than `limit` uploads are being finished (at once if so already). Waiters go
    /// in arrival order, one for each finish that ends.
    func waitForRoom() async {
        await withCheckedContinuation { continuation in
            let hasRoom = state.withLockedValue { state -> Bool in
                guard state.finishing >= limit else { return true }
                state.waiting.append(continuation)
                return false
            }
            if hasRoom { continuation.resume() }
        }
    }

    /// Runs `work`, the finishing of one answered upload, counted against the limit.
    func finishing<T>(_ work: () async throws -> T) async rethrows -> T {
        state.withLockedValue { $0.finishing += 1 }
        defer {
            let next = state.withLockedValue { state -> CheckedContinuation<Void, Never>? in
                state.finishing -= 1
                return state.waiting.isEmpty ? nil : state.waiting.removeFirst()
            }
            next?.resume()
        }
        return try await work()
    }
}
