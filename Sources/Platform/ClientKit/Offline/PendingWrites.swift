import Foundation
import GRDB

/// Writes made while offline, in the database so they survive a relaunch, oldest first. Each is
/// about one thing (its `key`); queueing another write about the same thing replaces the first, so a
/// like then an unlike made offline send only the unlike.
public struct PendingWrites: Sendable {
    public struct Item: Sendable, Equatable {
        public let id: String
        /// What to do, in the app's words ("saveFlower", "like"…).
        public let kind: String
        /// What it is about; unique among pending writes.
        public let key: String
        public let payload: Data
        public let createdAt: Date
        public let attempts: Int
    }

    let database: LocalDatabase

    public init(database: LocalDatabase) {
        self.database = database
    }

    /// Queues a write, replacing any pending write with the same `key`. The replacement goes to the
    /// back of the queue: it was made last.
    @discardableResult
    public func enqueue(kind: String, key: String, payload: Data, now: Date = Date()) throws -> Item {
        let item = Item(id: UUID().uuidString.lowercased(), kind: kind, key: key, payload: payload, createdAt: now, attempts: 0)
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM pending_write WHERE key = ?", arguments: [key])
            try db.execute(
                sql: "INSERT INTO pending_write (id, kind, key, payload, createdAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [item.id, kind, key, payload, now]
            )
        }
        return item
    }

    /// Drops a pending write about `key` (an offline save undone before it was ever sent).
    public func cancel(key: String) throws {
        try database.writer.write { db in try db.execute(sql: "DELETE FROM pending_write WHERE key = ?", arguments: [key]) }
    }

    /// Oldest first: a save goes before the note written on it afterwards.
    public func pending() throws -> [Item] {
        try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, kind, key, payload, createdAt, attempts FROM pending_write ORDER BY createdAt, rowid").map { row in
                Item(id: row[0], kind: row[1], key: row[2], payload: row[3], createdAt: row[4], attempts: row[5])
            }
        }
    }

    /// The write about `key` still waiting to be sent, if any (so a server answer must not undo it on screen).
    public func item(key: String) throws -> Item? {
        try database.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT id, kind, key, payload, createdAt, attempts FROM pending_write WHERE key = ?", arguments: [key]).map { row in
                Item(id: row[0], kind: row[1], key: row[2], payload: row[3], createdAt: row[4], attempts: row[5])
            }
        }
    }

    public func isPending(key: String) throws -> Bool {
        try item(key: key) != nil
    }

    public func count() throws -> Int {
        try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pending_write") ?? 0 }
    }

    /// Delivered, or refused for good: never to be sent again. Only this exact item goes; a newer
    /// write about the same thing queued meanwhile stays.
    public func remove(_ item: Item) throws {
        try database.writer.write { db in try db.execute(sql: "DELETE FROM pending_write WHERE id = ?", arguments: [item.id]) }
    }

    /// Forgets everything queued (the person signed out, or left what the writes were about).
    public func removeAll() throws {
        try database.writer.write { db in try db.execute(sql: "DELETE FROM pending_write") }
    }

    public func recordFailure(_ item: Item, _ message: String) throws {
        try database.writer.write { db in
            try db.execute(sql: "UPDATE pending_write SET attempts = attempts + 1, lastError = ? WHERE id = ?", arguments: [message, item.id])
        }
    }
}
