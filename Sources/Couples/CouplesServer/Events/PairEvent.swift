import CouplesAPI
import Foundation

/// Something a partner should know at once: sent on the `/pair/events` WebSocket.
struct PairEvent: Codable, Sendable, Equatable {
    enum Kind: String, Codable, Sendable {
        case paired, partnerAnswered, partnerSentPhoto, dayComplete, flowerGrew, rekeyRequested, rekeyApproved, unpaired
    }

    let pair: UUID
    let kind: Kind
    /// The pair's day it happened on (`YYYY-MM-DD`).
    let date: String
    /// Who did it; their own events are not sent back to them.
    let actor: UUID?

    /// Whether `person`'s socket should carry it.
    func isFor(_ person: UUID) -> Bool { actor != person }
}

/// Delivers pair events to every server instance's sockets.
protocol PairEventBus: Sendable {
    func publish(_ events: [PairEvent]) async
    /// Events of `pair` until the stream is dropped.
    func subscribe(pair: UUID) async -> AsyncStream<PairEvent>
}
