import ClientKit
import Foundation

/// Answers and photos sealed and waiting to be sent, in the database so they survive a relaunch: the
/// platform's pending writes, one per kind and day.
public struct Outbox: Sendable {
    public enum Kind: String, Sendable {
        case answer, photo
    }

    public struct Item: Sendable, Equatable {
        /// Also the photo's `uploadId`: fixed when queued, the same for every retry.
        public let id: String
        public let kind: Kind
        public let day: String
        /// The answer's base64 box as UTF-8, or the photo envelope's bytes.
        public let payload: Data
        public let createdAt: Date
        public let attempts: Int

        init?(_ write: PendingWrites.Item) {
            guard let kind = Kind(rawValue: write.kind) else { return nil }
            id = write.id
            self.kind = kind
            day = String(write.key.dropFirst(kind.rawValue.count + 1))
            payload = write.payload
            createdAt = write.createdAt
            attempts = write.attempts
        }
    }

    let writes: PendingWrites

    public init(database: CouplesDatabase) {
        writes = PendingWrites(database: database.local)
    }

    /// Queues `payload`, replacing anything of the same kind still queued for that day: a second answer
    /// written offline is an edit, a second photo a replacement, and only the last should be sent.
    @discardableResult
    public func enqueue(_ kind: Kind, day: String, payload: Data, now: Date = Date()) throws -> Item {
        let write = try writes.enqueue(kind: kind.rawValue, key: "\(kind.rawValue):\(day)", payload: payload, now: now)
        return Item(write)!
    }

    /// Oldest first: answers before the photos queued after them.
    public func pending() throws -> [Item] {
        try writes.pending().compactMap(Item.init)
    }

    public func count(_ kind: Kind? = nil) throws -> Int {
        guard let kind else { return try writes.count() }
        return try pending().count { $0.kind == kind }
    }
}
