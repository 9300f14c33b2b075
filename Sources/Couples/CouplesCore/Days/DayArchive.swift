import ClientKit
import CouplesAPI
import Foundation
import GRDB

/// The pair's past days on the phone, so the days you look back on open offline: each day as the
/// server sent it (answers still sealed, opened only when shown) and the photos opened so far,
/// decrypted. Thumbnails stay; full photos stay for the `fullPhotoLimit` most recently seen, since
/// each is a few hundred kilobytes. Everything goes when the pair ends (`SnapshotCache.removePairState`).
public struct DayArchive: Sendable {
    public enum Variant: String, Sendable {
        case thumbnail, full
    }

    public static let fullPhotoLimit = 40

    let writer: any DatabaseWriter

    public init(database: CouplesDatabase) {
        writer = database.local.writer
    }

    static func registerMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("couples_days_0001_past_days_and_photos") { db in
            try db.create(table: "past_day") { table in
                table.column("pairId", .text).notNull()
                table.column("date", .text).notNull()
                table.column("json", .blob).notNull()
                table.primaryKey(["pairId", "date"])
            }
            try db.create(table: "day_photo") { table in
                table.column("pairId", .text).notNull()
                table.column("date", .text).notNull()
                table.column("authorId", .text).notNull()
                table.column("variant", .text).notNull()
                table.column("bytes", .blob).notNull()
                table.column("usedAt", .datetime).notNull()
                table.primaryKey(["pairId", "date", "authorId", "variant"])
            }
        }
    }

    // MARK: Days

    public func save(_ days: [Components.Schemas.Day], pairID: String) throws {
        let encoder = JSONEncoder()
        let rows = try days.map { ($0.date, try encoder.encode($0)) }
        try writer.write { db in
            for (date, json) in rows {
                try db.execute(
                    sql: "INSERT INTO past_day (pairId, date, json) VALUES (?, ?, ?) ON CONFLICT(pairId, date) DO UPDATE SET json = excluded.json",
                    arguments: [pairID, date, json]
                )
            }
        }
    }

    /// The pair's days kept on the phone, newest first (`YYYY-MM-DD` sorts as dates do).
    public func days(pairID: String) -> [Components.Schemas.Day] {
        let rows = (try? writer.read { db in
            try Data.fetchAll(db, sql: "SELECT json FROM past_day WHERE pairId = ? ORDER BY date DESC", arguments: [pairID])
        }) ?? []
        // A day saved by an older app version that no longer decodes is as good as none.
        return rows.compactMap { try? JSONDecoder().decode(Components.Schemas.Day.self, from: $0) }
    }

    public func day(_ date: String, pairID: String) -> Components.Schemas.Day? {
        let json = try? writer.read { db in
            try Data.fetchOne(db, sql: "SELECT json FROM past_day WHERE pairId = ? AND date = ?", arguments: [pairID, date])
        }
        return json.flatMap { try? JSONDecoder().decode(Components.Schemas.Day.self, from: $0) }
    }

    // MARK: Photos

    /// A photo opened before, marked as just seen.
    public func photo(pairID: String, date: String, authorID: String, variant: Variant, now: Date = Date()) -> Data? {
        let match = "pairId = ? AND date = ? AND authorId = ? AND variant = ?"
        // Thumbnails are all kept, so reading one needs no write: a list page reads forty of them.
        if variant == .thumbnail {
            return try? writer.read { db in
                try Data.fetchOne(db, sql: "SELECT bytes FROM day_photo WHERE \(match)", arguments: [pairID, date, authorID, variant.rawValue])
            }
        }
        return try? writer.write { db in
            guard let bytes = try Data.fetchOne(
                db, sql: "SELECT bytes FROM day_photo WHERE \(match)", arguments: [pairID, date, authorID, variant.rawValue]
            ) else { return nil }
            try db.execute(sql: "UPDATE day_photo SET usedAt = ? WHERE \(match)", arguments: [now, pairID, date, authorID, variant.rawValue])
            return bytes
        }
    }

    /// Keeps an opened photo; beyond `fullPhotoLimit` full photos, the least recently seen go.
    public func savePhoto(_ bytes: Data, pairID: String, date: String, authorID: String, variant: Variant, now: Date = Date()) throws {
        try writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO day_photo (pairId, date, authorId, variant, bytes, usedAt) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT(pairId, date, authorId, variant) DO UPDATE SET bytes = excluded.bytes, usedAt = excluded.usedAt
                    """,
                arguments: [pairID, date, authorID, variant.rawValue, bytes, now]
            )
            try db.execute(
                sql: """
                    DELETE FROM day_photo WHERE variant = 'full' AND rowid NOT IN
                        (SELECT rowid FROM day_photo WHERE variant = 'full' ORDER BY usedAt DESC, rowid DESC LIMIT ?)
                    """,
                arguments: [Self.fullPhotoLimit]
            )
        }
    }

    /// How many photos are kept, for tests and the storage figure.
    public func photoCount(_ variant: Variant? = nil) throws -> Int {
        try writer.read { db in
            guard let variant else { return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM day_photo") ?? 0 }
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM day_photo WHERE variant = ?", arguments: [variant.rawValue]) ?? 0
        }
    }

    /// The pair ended: nothing of its days stays on the phone.
    public func removeAll() throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM past_day")
            try db.execute(sql: "DELETE FROM day_photo")
        }
    }
}
