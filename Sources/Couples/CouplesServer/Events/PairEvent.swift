import CouplesAPI
import Foundation
import ServerKit

/// Something a partner should know at once: sent on the `/pair/events` WebSocket.
struct PairEvent: Codable, Sendable, Equatable {
    enum Kind: String, Codable, Sendable {
        case paired, partnerAnswered, partnerSentPhoto, dayComplete, flowerGrew, rekeyRequested, rekeyApproved, unpaired
    }

    let pair: UUID
    let kind: Kind
    /// The pair's day it happened on (`YYYY-MM-DD`); empty for what belongs to no day (rekeying, unpairing).
    let date: String
    /// Who did it; their own events are not sent back to them.
    let actor: UUID?

    init(pair: UUID, kind: Kind, date: String, actor: UUID?) {
        self.pair = pair
        self.kind = kind
        self.date = date
        self.actor = actor
    }

    /// Whether `person`'s socket should carry it.
    func isFor(_ person: UUID) -> Bool { actor != person }

    // The wire form of the `PairEvent` schema: lowercase UUIDs as everywhere in the API, no `date` when empty.
    private enum CodingKeys: String, CodingKey { case pair, kind, date, actor }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pair = try container.decode(UUID.self, forKey: .pair)
        kind = try container.decode(Kind.self, forKey: .kind)
        date = try container.decodeIfPresent(String.self, forKey: .date) ?? ""
        actor = try container.decodeIfPresent(UUID.self, forKey: .actor)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pair.apiString, forKey: .pair)
        try container.encode(kind, forKey: .kind)
        if !date.isEmpty { try container.encode(date, forKey: .date) }
        try container.encodeIfPresent(actor?.apiString, forKey: .actor)
    }

    /// The JSON text a socket message (and a PostgreSQL notification) carries.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }

    init(json: String) throws {
        self = try JSONDecoder().decode(PairEvent.self, from: Data(json.utf8))
    }
}

/// Delivers pair events to every server instance's sockets.
protocol PairEventBus: Sendable {
    /// Called once the events' transaction has committed.
    func publish(_ events: [PairEvent]) async
    /// Events of `pair` from now until the stream is dropped. The stream finishes early when the bus
    /// may have lost events (a dropped PostgreSQL connection): its socket should close so the app resyncs.
    func subscribe(pair: UUID) async throws -> AsyncStream<PairEvent>
}
