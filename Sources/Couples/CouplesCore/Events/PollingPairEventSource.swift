import CouplesAPI
import Foundation

/// Partner status by asking `/today` and `/pair` every `interval`: what the app falls back to while
/// the WebSocket is down. Turns differences between two answers into the events the socket would
/// have sent, so models handle one kind of input.
public struct PollingPairEventSource: PairEventSource {
    let service: CouplesService
    let interval: Duration
    /// Called after each poll that got an answer (what a "last checked" line, or a test that must
    /// act only once the first answer is in, waits for).
    let polled: (@Sendable () -> Void)?

    public init(service: CouplesService, interval: Duration = .seconds(30), polled: (@Sendable () -> Void)? = nil) {
        self.service = service
        self.interval = interval
        self.polled = polled
    }

    struct Observation: Equatable {
        var pairID: String?
        var date: String?
        var partner: Components.Schemas.PartStatus?
        var complete = false
        var flower: String?
        var rekey: String?
        var myKey: String?
    }

    public func events() -> AsyncThrowingStream<PairEventMessage, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                var previous: Observation?
                while !Task.isCancelled {
                    if let current = try? await observe() {
                        if let previous {
                            for event in Self.differences(from: previous, to: current) { continuation.yield(event) }
                        }
                        previous = current
                        polled?()
                    }
                    do { try await Task.sleep(for: interval, tolerance: .zero) } catch { break }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// One poll; also what tests call to step the fallback without waiting.
    func observe() async throws -> Observation {
        let pair = try await service.pair()
        let today = pair == nil ? nil : try await service.today()
        return Observation(
            pairID: pair?.id, date: today?.date, partner: today?.partner, complete: today?.complete ?? false,
            flower: today.map { "\($0.flower.id)|\($0.flower.stage.rawValue)" },
            rekey: pair?.rekey.flatMap { $0.requestedBy == .partner ? $0.publicKey : nil }, myKey: pair?.keys.myKey
        )
    }

    static func differences(from old: Observation, to new: Observation) -> [PairEventMessage] {
        let date = new.date ?? old.date ?? ""
        func event(_ kind: PairEventMessage.Kind) -> PairEventMessage { PairEventMessage(pair: new.pairID ?? old.pairID, kind: kind, date: date) }
        if old.pairID != nil, new.pairID == nil { return [event(.unpaired)] }
        if old.pairID == nil, new.pairID != nil { return [event(.paired)] }
        var events: [PairEventMessage] = []
        let sameDay = old.date == new.date
        if new.partner?.answered == true, !(sameDay && old.partner?.answered == true) { events.append(event(.partnerAnswered)) }
        if new.partner?.photo == true, !(sameDay && old.partner?.photo == true) { events.append(event(.partnerSentPhoto)) }
        if new.complete, !(sameDay && old.complete) { events.append(event(.dayComplete)) }
        if old.flower != nil, new.flower != old.flower { events.append(event(.flowerGrew)) }
        if new.rekey != nil, new.rekey != old.rekey { events.append(event(.rekeyRequested)) }
        if old.myKey != nil, new.myKey != old.myKey { events.append(event(.rekeyApproved)) }
        return events
    }
}
