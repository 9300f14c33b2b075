import Foundation
import GRDB

/// The last known server state, by kind: what the screens show when the server cannot be reached.
public struct SnapshotCache: Sendable {
    public enum Key: String, Sendable, CaseIterable {
        case me, pair, today, garden, species
    }

    let database: CouplesDatabase

    public init(database: CouplesDatabase) {
        self.database = database
    }

    public func save<Value: Encodable>(_ value: Value, as key: Key, now: Date = Date()) throws {
        let json = try JSONEncoder().encode(value)
        try database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO snapshot (key, json, savedAt) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET json = excluded.json, savedAt = excluded.savedAt",
                arguments: [key.rawValue, json, now]
            )
        }
    }

    public func load<Value: Decodable>(_ type: Value.Type, _ key: Key) -> Value? {
        // A snapshot that no longer decodes (an older app version's) is as good as none.
        guard let json = try? database.writer.read({ db in try Data.fetchOne(db, sql: "SELECT json FROM snapshot WHERE key = ?", arguments: [key.rawValue]) })
        else { return nil }
        return try? JSONDecoder().decode(Value.self, from: json)
    }

    public func remove(_ key: Key) throws {
        try database.writer.write { db in try db.execute(sql: "DELETE FROM snapshot WHERE key = ?", arguments: [key.rawValue]) }
    }

    /// Forgets everything of the pair (after unpairing): nothing of it stays on the phone either.
    public func removePairState() throws {
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM snapshot WHERE key <> ?", arguments: [Key.me.rawValue])
            try db.execute(sql: "DELETE FROM outbox")
        }
    }
}
