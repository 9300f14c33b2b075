import Foundation
import HTTPTypes
import Logging
import ServerKit

/// Pair events across every server instance on one PostgreSQL database: `publish` sends each event
/// with `NOTIFY` on the app schema's channel, and each instance's one listening connection
/// (`listener`, a background service) hands what arrives to that instance's sockets (`local`).
struct PostgresPairEvents: PairEventBus {
    let database: Database
    let relay: PairEventRelay
    let logger: Logger

    static let topic = "pair_events"
    /// How long a new socket waits for the listening connection before it is refused (503): long
    /// enough for an instance that is still starting (on a loaded machine) to have begun listening.
    static let connectionPatience: Duration = .seconds(15)

    var channel: String { database.notificationChannel(Self.topic) }

    func publish(_ events: [PairEvent]) async {
        for event in events {
            do {
                try await database.notify(channel: channel, payload: event.json)
            } catch {
                // The change itself is committed; partners still see it on their next read.
                logger.error("pair event not sent", metadata: ["kind": "\(event.kind.rawValue)", "error": "\(String(reflecting: error))"])
            }
        }
    }

    func subscribe(pair: UUID) async throws -> AsyncStream<PairEvent> {
        guard await relay.waitUntilListening(patience: Self.connectionPatience) else {
            throw Problem(
                status: .serviceUnavailable, slug: "events-unavailable", title: "Live events unavailable",
                detail: "Live partner status is not available right now; try again shortly.", headers: [.retryAfter: "5"]
            )
        }
        return await relay.local.subscribe(pair: pair)
    }

    /// This instance's listening connection, reconnecting with backoff. While it is down, sockets are
    /// closed (they would miss events) and new ones wait for it.
    func listener() -> NotificationListener {
        let relay = self.relay
        let logger = self.logger
        return NotificationListener(database: database, channel: channel, logger: logger) { listening in
            await relay.setListening(listening)
        } deliver: { payload in
            guard let event = try? PairEvent(json: payload) else {
                logger.warning("unreadable pair event notification", metadata: ["bytes": "\(payload.utf8.count)"])
                return
            }
            await relay.local.publish([event])
        }
    }
}

/// One instance's side of the PostgreSQL bus: its local subscribers and whether its listening
/// connection is up.
actor PairEventRelay {
    let local = LocalPairEvents()
    private var isListening = false
    private var waiters: [UUID: CheckedContinuation<Bool, Never>] = [:]

    func setListening(_ listening: Bool) async {
        isListening = listening
        if listening {
            for waiter in waiters.values { waiter.resume(returning: true) }
            waiters = [:]
        } else {
            await local.finishAll()
        }
    }

    /// True once the connection listens; false if it does not within `patience`.
    func waitUntilListening(patience: Duration) async -> Bool {
        if isListening { return true }
        let id = UUID()
        let timeout = Task { [weak self] in
            try await Task.sleep(for: patience, tolerance: .zero)
            await self?.giveUp(id)
        }
        defer { timeout.cancel() }
        return await withCheckedContinuation { waiters[id] = $0 }
    }

    private func giveUp(_ id: UUID) {
        waiters.removeValue(forKey: id)?.resume(returning: false)
    }
}
