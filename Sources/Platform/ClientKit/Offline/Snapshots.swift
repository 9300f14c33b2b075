import Foundation
import GRDB

/// Screens' last answers by key, as JSON: what they show at once, and when the server cannot be reached.
public struct Snapshots: Sendable {
    let database: LocalDatabase

    public init(database: LocalDatabase) {
        self.database = database
    }

    public func save<Value: Encodable>(_ value: Value, as key: String, now: Date = Date()) throws {
        let json = try JSONEncoder().encode(value)
        try database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO snapshot (key, json, savedAt) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET json = excluded.json, savedAt = excluded.savedAt",
                arguments: [key, json, now]
            )
        }
    }

    /// The value saved under `key`; nil when there is none or it no longer decodes (an older app
    /// version's shape is as good as none).
    public func load<Value: Decodable>(_ type: Value.Type, _ key: String) -> Value? {
        guard let json = try? database.writer.read({ db in try Data.fetchOne(db, sql: "SELECT json FROM snapshot WHERE key = ?", arguments: [key]) })
        else { return nil }
        return try? JSONDecoder().decode(Value.self, from: json)
    }

    /// Forgets every snapshot whose key starts with `prefix` (all flower pages, say).
    public func removeAll(prefix: String) throws {
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM snapshot WHERE substr(key, 1, ?) = ?", arguments: [prefix.count, prefix])
        }
    }

    /// Forgets every snapshot but those under `kept`.
    public func removeAll(except kept: Set<String>) throws {
        try database.writer.write { db in
            for key in try String.fetchAll(db, sql: "SELECT key FROM snapshot") where !kept.contains(key) {
                try db.execute(sql: "DELETE FROM snapshot WHERE key = ?", arguments: [key])
            }
        }
    }

    public func remove(_ key: String) throws {
        try database.writer.write { db in try db.execute(sql: "DELETE FROM snapshot WHERE key = ?", arguments: [key]) }
    }
}
