import ClientKit
import Foundation

/// Sends what the outbox holds, oldest first, and removes each item once the server has it. Answers
/// are idempotent PUTs and photos carry their fixed `uploadId`, so an item sent again after a lost
/// response or a crash is stored once: together with removal after success (the platform's
/// `PendingWriteReplayer`), exactly once.
public struct OutboxSender: Sendable {
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

    let replayer: PendingWriteReplayer

    public init(outbox: Outbox, service: CouplesService) {
        replayer = PendingWriteReplayer(writes: outbox.writes) { write in
            guard let item = Outbox.Item(write) else { return .refused(reason: "unknown-kind") }
            return await Self.send(item, service)
        }
    }

    /// One pass over the outbox; a call while a pass runs waits for that pass.
    public func flush() async -> Report {
        let pass = await replayer.flush()
        return Report(
            sent: pass.delivered.compactMap(Outbox.Item.init),
            refused: pass.refused.compactMap { refusal in Outbox.Item(refusal.item).map { Refusal(item: $0, reason: refusal.reason) } },
            unreachable: pass.unreachable, stillPending: pass.stillPending
        )
    }

    private static func send(_ item: Outbox.Item, _ service: CouplesService) async -> PendingWriteReplayer.Outcome {
        do throws(CouplesServiceError) {
            switch item.kind {
            case .answer:
                _ = try await service.putAnswer(day: item.day, sealed: String(decoding: item.payload, as: UTF8.self))
            case .photo:
                _ = try await service.sendPhoto(day: item.day, uploadID: item.id, envelope: [UInt8](item.payload))
            }
            return .delivered
        } catch .unreachable {
            return .unreachable
        } catch .signedOut {
            return .signedOut
        } catch let error {
            if let status = error.status, (400..<500).contains(status), status != 401, status != 429 {
                return .refused(reason: error.slug)
            }
            return .failed(String(describing: error))
        }
    }
}
