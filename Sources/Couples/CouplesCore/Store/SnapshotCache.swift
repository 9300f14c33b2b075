import ClientKit
import Foundation

/// The last known server state, by kind: what the screens show when the server cannot be reached
/// (the platform's snapshots under Couples' keys).
public struct SnapshotCache: Sendable {
    public enum Key: String, Sendable, CaseIterable {
        case me, pair, today, garden, species
    }

    let snapshots: Snapshots
    let writes: PendingWrites
    let days: DayArchive

    public init(database: CouplesDatabase) {
        snapshots = Snapshots(database: database.local)
        writes = PendingWrites(database: database.local)
        days = DayArchive(database: database)
    }

    public func save<Value: Encodable>(_ value: Value, as key: Key, now: Date = Date()) throws {
        try snapshots.save(value, as: key.rawValue, now: now)
    }

    public func load<Value: Decodable>(_ type: Value.Type, _ key: Key) -> Value? {
        snapshots.load(type, key.rawValue)
    }

    public func remove(_ key: Key) throws {
        try snapshots.remove(key.rawValue)
    }

    /// Forgets everything of the pair (after unpairing): nothing of it stays on the phone either, past
    /// days and their opened photos included.
    public func removePairState() throws {
        try snapshots.removeAll(except: [Key.me.rawValue])
        try writes.removeAll()
        try days.removeAll()
    }
}
