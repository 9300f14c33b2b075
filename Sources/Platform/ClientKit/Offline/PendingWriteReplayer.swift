import Foundation

/// Sends the pending writes, oldest first, and removes each once the server has answered for it.
/// With writes that are idempotent on the server (a save of a saved flower, a like of a liked one, a
/// PUT of the same note) and removal only after an answer, a write sent again after a lost response
/// or a crash changes the server once: every queued write takes effect exactly once.
public actor PendingWriteReplayer {
    /// What sending one write came to.
    public enum Outcome: Sendable, Equatable {
        case delivered
        /// The server will never take it (a flower that no longer exists, a collection deleted
        /// elsewhere): dropped, with the problem's reason. The server's state stands.
        case refused(reason: String?)
        /// No connection: stop here, everything stays queued in order.
        case unreachable
        /// The session ended: stop here until someone signs in.
        case signedOut
        /// Any other failure (a 5xx, a 429): kept for the next pass.
        case failed(String)
    }

    public struct Report: Sendable, Equatable {
        public var delivered: [PendingWrites.Item] = []
        public var refused: [Refusal] = []
        public var unreachable = false
        public var stillPending = 0
    }

    /// A write the server will never take, and its reason (a problem's slug, a status).
    public struct Refusal: Sendable, Equatable {
        public let item: PendingWrites.Item
        public let reason: String?
    }

    let writes: PendingWrites
    let send: @Sendable (PendingWrites.Item) async -> Outcome
    private var running: Task<Report, Never>?

    public init(writes: PendingWrites, send: @escaping @Sendable (PendingWrites.Item) async -> Outcome) {
        self.writes = writes
        self.send = send
    }

    /// One pass over the queue. A call while a pass runs waits for that pass instead of starting a
    /// second one that would send the same writes concurrently.
    public func flush() async -> Report {
        if let running { return await running.value }
        let task = Task { await self.pass() }
        running = task
        let report = await task.value
        running = nil
        return report
    }

    private func pass() async -> Report {
        var report = Report()
        let items = (try? writes.pending()) ?? []
        loop: for item in items {
            switch await send(item) {
            case .delivered:
                try? writes.remove(item)
                report.delivered.append(item)
            case .refused(let reason):
                try? writes.remove(item)
                report.refused.append(Refusal(item: item, reason: reason))
            case .unreachable:
                report.unreachable = true
                break loop
            case .signedOut:
                break loop
            case .failed(let message):
                try? writes.recordFailure(item, message)
            }
        }
        report.stillPending = (try? writes.count()) ?? 0
        return report
    }
}
