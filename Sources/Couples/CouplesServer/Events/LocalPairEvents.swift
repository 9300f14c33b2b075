import Foundation

/// Pair events within one process: what a SQLite server (a single instance) uses.
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

    private func remove(pair: UUID, id: UUID) {
        subscribers[pair]?[id] = nil
        if subscribers[pair]?.isEmpty == true { subscribers[pair] = nil }
    }
}
