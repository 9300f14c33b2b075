import Foundation
import HTTPTypes
import HummingbirdWebSocket
import Identity
import Logging
import NIOWebSocket
import ServerKit

/// `GET /pair/events`: a WebSocket carrying each event of the caller's pair as a JSON text message
/// (the `PairEvent` schema), except the caller's own. Closed normally once the pair is dissolved
/// (after `unpaired`) and on server shutdown; closed with 1001 (going away) when the server may have
/// missed events, so the app reads the state again and reconnects.
enum PairEventSocket {
    static func route(sessions: SessionService, database: Database, events: any PairEventBus) -> WebSocketRoute {
        WebSocketRoute("/pair/events") { request, _ in
            let me = try await BearerAuthentication.caller(of: request, sessions: sessions).id
            guard let pair = try await PairMembership.pairID(of: me, database.sql) else { throw Problem.notPaired() }
            let stream = try await events.subscribe(pair: pair)
            // Subscribed first, checked again second: an unpair in between is either seen here or delivered.
            guard try await PairMembership.pairID(of: me, database.sql) == pair else { throw Problem.notPaired() }
            return Subscription(person: me, events: stream)
        } serve: { subscription, inbound, outbound, logger in
            try await serve(subscription, inbound: inbound, outbound: outbound)
        }
    }

    struct Subscription: Sendable {
        let person: UUID
        let events: AsyncStream<PairEvent>
    }

    private enum Ending: Sendable { case clientClosed, dissolved, interrupted }

    private static func serve(_ subscription: Subscription, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        try await withThrowingTaskGroup(of: Ending.self) { group in
            // Reading keeps pings answered and notices the client closing; clients send nothing else.
            group.addTask {
                for try await _ in inbound {}
                return .clientClosed
            }
            group.addTask {
                for await event in subscription.events {
                    if event.isFor(subscription.person) { try await outbound.write(.text(event.json)) }
                    if event.kind == .unpaired { return .dissolved }
                }
                return .interrupted
            }
            let ending = try await group.next() ?? .clientClosed
            switch ending {
            case .clientClosed, .dissolved: break
            case .interrupted: try? await outbound.close(.goingAway, reason: "reconnect")
            }
            group.cancelAll()
        }
    }
}
