import Foundation

/// Pair events within one process: the whole bus for a SQLite server (a single instance), and the
/// hand-off to this instance's sockets for PostgreSQL's.
actor LocalPairEvents: PairEventBus {
    private var subscribers: [UUID: [UUID: AsyncStream<PairEvent>.Continuation]] = [:]

    func publish(_ events: [PairEvent]) {
        for event in events {
            for continuation in subscribers[event.pair, default: [:]].values { continuation.yield(event) }
        }
    }

    func subscribe(pair: UUID) -> AsyncStream<PairEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: PairEvent.self, bufferingPolicy: .bufferingNewest(64))
        let id = UUID()
        subscribers[pair, default: [:]][id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(pair: pair, id: id) } }
        return stream
    }

    /// Ends every subscription (their sockets close), for when events may have been missed.
    func finishAll() {
        let all = subscribers.values.flatMap(\.values)
        subscribers = [:]
        for continuation in all { continuation.finish() }
    }

    var subscriberCount: Int { subscribers.values.reduce(0) { $0 + $1.count } }

    private func remove(pair: UUID, id: UUID) {
        subscribers[pair]?[id] = nil
        if subscribers[pair]?.isEmpty == true { subscribers[pair] = nil }
    }
}
