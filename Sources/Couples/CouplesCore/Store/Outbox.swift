import Foundation
import GRDB

/// Answers and photos sealed and waiting to be sent, in the database so they survive a relaunch.
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
    }

    let database: CouplesDatabase

    public init(database: CouplesDatabase) {
        self.database = database
    }

    /// Queues `payload`, replacing anything of the same kind still queued for that day: a second answer
    /// written offline is an edit, a second photo a replacement, and only the last should be sent.
    @discardableResult
    public func enqueue(_ kind: Kind, day: String, payload: Data, now: Date = Date()) throws -> Item {
        let item = Item(id: UUID().uuidString.lowercased(), kind: kind, day: day, payload: payload, createdAt: now, attempts: 0)
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM outbox WHERE kind = ? AND day = ?", arguments: [kind.rawValue, day])
            try db.execute(
                sql: "INSERT INTO outbox (id, kind, day, payload, createdAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [item.id, kind.rawValue, day, payload, now]
            )
        }
        return item
    }

    /// Oldest first: answers before the photos queued after them.
    public func pending() throws -> [Item] {
        try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM outbox ORDER BY createdAt, rowid").compactMap { row in
                guard let kind = Kind(rawValue: row["kind"]) else { return nil }
                return Item(id: row["id"], kind: kind, day: row["day"], payload: row["payload"], createdAt: row["createdAt"], attempts: row["attempts"])
            }
        }
    }

    public func count(_ kind: Kind? = nil) throws -> Int {
        try database.writer.read { db in
            if let kind { return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM outbox WHERE kind = ?", arguments: [kind.rawValue]) ?? 0 }
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM outbox") ?? 0
        }
    }

    /// Delivered (or refused for good): it must never be sent again.
    public func remove(_ id: String) throws {
        try database.writer.write { db in try db.execute(sql: "DELETE FROM outbox WHERE id = ?", arguments: [id]) }
    }

    public func recordFailure(_ id: String, _ message: String) throws {
        try database.writer.write { db in
            try db.execute(sql: "UPDATE outbox SET attempts = attempts + 1, lastError = ? WHERE id = ?", arguments: [message, id])
        }
    }
}
