import Foundation

/// Sends what the outbox holds, oldest first, and removes each item once the server has it. Answers
/// are idempotent PUTs and photos carry their fixed `uploadId`, so an item sent again after a lost
/// response or a crash is stored once: together with removal after success, exactly once.
public actor OutboxSender {
    public struct Report: Sendable, Equatable {
        public var sent: [Outbox.Item] = []
        /// Refused for good (the day closed, the answer locked): removed, with the server's reason.
        public var refused: [Refusal] = []
        public var unreachable = false
        public var stillPending = 0
    }

    /// An item the server will never take, and its problem slug (`day-closed`, `answer-locked`…).
    public struct Refusal: Sendable, Equatable {
        public let item: Outbox.Item
        public let reason: String?
    }

    let outbox: Outbox
    let service: CouplesService
    private var running: Task<Report, Never>?

    public init(outbox: Outbox, service: CouplesService) {
        self.outbox = outbox
        self.service = service
    }

    /// One pass over the outbox; a call while a pass runs waits for that pass instead of starting a
    /// second one that would send the same items concurrently.
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
        let items = (try? outbox.pending()) ?? []
        loop: for item in items {
            do throws(CouplesServiceError) {
                switch item.kind {
                case .answer:
                    _ = try await service.putAnswer(day: item.day, sealed: String(decoding: item.payload, as: UTF8.self))
                case .photo:
                    _ = try await service.sendPhoto(day: item.day, uploadID: item.id, envelope: [UInt8](item.payload))
                }
                try? outbox.remove(item.id)
                report.sent.append(item)
            } catch .unreachable {
                report.unreachable = true
                break loop
            } catch .signedOut {
                break loop
            } catch let error {
                if let status = error.status, (400..<500).contains(status), status != 401, status != 429 {
                    try? outbox.remove(item.id)
                    report.refused.append(Refusal(item: item, reason: error.slug))
                } else {
                    try? outbox.recordFailure(item.id, String(describing: error))
                }
            }
        }
        report.stillPending = (try? outbox.count()) ?? 0
        return report
    }
}
