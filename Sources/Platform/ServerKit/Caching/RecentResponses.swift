import HTTPTypes
import NIOConcurrencyHelpers
import NIOCore

/// The bytes of recent answers by key, each for `lifetime`, within `capacityBytes` in all: when an
/// answer would pass it, expired answers go first, then the least recently used. Expired answers are
/// also dropped every 64 answers kept, so memory follows the recent rate, not the busiest moment.
public final class RecentResponses: Sendable {
    public struct Answer: Sendable {
        public let headers: HTTPFields
        public let body: ByteBuffer

        public init(headers: HTTPFields, body: ByteBuffer) {
            self.headers = headers
            self.body = body
        }
    }

    private struct Entry {
        let answer: Answer
        let created: ContinuousClock.Instant
        var used: UInt64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var bytes = 0
        var uses: UInt64 = 0
        var kept: UInt64 = 0

        mutating func dropExpired(now: ContinuousClock.Instant, lifetime: Duration) {
            for (key, entry) in entries where now - entry.created >= lifetime {
                entries[key] = nil
                bytes -= entry.answer.body.readableBytes + key.utf8.count
            }
        }
    }

    public let lifetime: Duration
    public let capacityBytes: Int
    private let state = NIOLockedValueBox(State())

    public init(lifetime: Duration, capacityBytes: Int) {
        self.lifetime = lifetime
        self.capacityBytes = capacityBytes
    }

    /// The answer stored under `key` less than `lifetime` ago.
    public func answer(for key: String, now: ContinuousClock.Instant = .now) -> Answer? {
        state.withLockedValue { state in
            guard var entry = state.entries[key], now - entry.created < lifetime else { return nil }
            state.uses += 1
            entry.used = state.uses
            state.entries[key] = entry
            return entry.answer
        }
    }

    /// Keeps `answer` under `key`, unless it alone is over a sixteenth of the capacity.
    public func keep(_ answer: Answer, for key: String, now: ContinuousClock.Instant = .now) {
        let size = answer.body.readableBytes + key.utf8.count
        guard size <= capacityBytes / 16 else { return }
        state.withLockedValue { state in
            if let old = state.entries.removeValue(forKey: key) { state.bytes -= old.answer.body.readableBytes + key.utf8.count }
            state.kept += 1
            if state.bytes + size > capacityBytes || state.kept % 64 == 0 {
                state.dropExpired(now: now, lifetime: lifetime)
            }
            while state.bytes + size > capacityBytes, let oldest = state.entries.min(by: { $0.value.used < $1.value.used }) {
                state.entries[oldest.key] = nil
                state.bytes -= oldest.value.answer.body.readableBytes + oldest.key.utf8.count
            }
            state.uses += 1
            state.entries[key] = Entry(answer: answer, created: now, used: state.uses)
            state.bytes += size
        }
    }

    /// Bytes held now (keys and bodies).
    public var bytes: Int { state.withLockedValue { $0.bytes } }
}
