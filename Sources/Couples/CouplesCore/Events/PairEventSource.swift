import Foundation

/// A message of the `/pair/events` WebSocket: `{"pair","kind","date","actor"}`.
public struct PairEventMessage: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case paired, partnerAnswered, partnerSentPhoto, dayComplete, flowerGrew, rekeyRequested, rekeyApproved, unpaired
    }

    public var pair: String?
    public var kind: Kind
    /// The pair's day it happened on; empty for events of no day (rekeying, unpairing), which the
    /// server sends without one.
    public var date: String
    public var actor: String?

    public init(pair: String? = nil, kind: Kind, date: String, actor: String? = nil) {
        self.pair = pair
        self.kind = kind
        self.date = date
        self.actor = actor
    }

    private enum CodingKeys: String, CodingKey { case pair, kind, date, actor }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pair = try container.decodeIfPresent(String.self, forKey: .pair)
        kind = try container.decode(Kind.self, forKey: .kind)
        date = try container.decodeIfPresent(String.self, forKey: .date) ?? ""
        actor = try container.decodeIfPresent(String.self, forKey: .actor)
    }

    /// nil for a message this app version does not know (a newer kind): ignore it, keep listening.
    public static func decode(_ text: String) -> PairEventMessage? {
        try? JSONDecoder().decode(PairEventMessage.self, from: Data(text.utf8))
    }
}

/// Where partner-status events come from: the WebSocket on iOS (CouplesUI), polling when it drops,
/// a scripted source in tests. The stream ends or throws when the source is gone.
public protocol PairEventSource: Sendable {
    func events() -> AsyncThrowingStream<PairEventMessage, any Error>
}
