import CalyxAPI
import ClientKit
import Foundation
import GRDB

/// The person's saved flowers on the phone, one typed row each, so the Saved tab opens from disk in
/// a few milliseconds with thousands of flowers, sorts and filters offline, and shows offline saves
/// at once. Rows are replaced by the server's copy on every full refresh.
public struct SavedFlowersCache: Sendable {
    let database: LocalDatabase

    init(database: LocalDatabase) {
        self.database = database
    }

    static func registerMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("calyx_0001_saved_flowers") { db in
            try db.create(table: "saved_flower") { table in
                table.primaryKey("flowerId", .text)
                table.column("savedId", .text)
                table.column("commonName", .text).notNull()
                table.column("scientificName", .text).notNull()
                table.column("family", .text).notNull()
                table.column("thumbURL", .text)
                table.column("thumbBlurhash", .text)
                table.column("thumbColor", .text)
                table.column("likeCount", .integer).notNull()
                table.column("liked", .boolean).notNull()
                table.column("notes", .text).notNull()
                // Tags one per line (a tag cannot hold a line break), in the person's order.
                table.column("tags", .text).notNull()
                table.column("isPublic", .boolean).notNull()
                table.column("savedAt", .double).notNull()
                table.column("collectionIds", .text).notNull()
                // JSON of the photos; empty for the many flowers without any, which then cost no decoding.
                table.column("photos", .blob).notNull()
                table.column("nameKey", .text).notNull()
            }
            try db.create(index: "saved_flower_by_date", on: "saved_flower", columns: ["savedAt"])
            try db.create(index: "saved_flower_by_name", on: "saved_flower", columns: ["nameKey"])
            // Each tag again, folded for comparing: the filter's choices and the tag filter come
            // from here without folding every tag of every flower on each read.
            try db.create(table: "saved_tag") { table in
                table.column("flowerId", .text).notNull().references("saved_flower", onDelete: .cascade)
                table.column("tag", .text).notNull()
                table.column("tagKey", .text).notNull()
                table.primaryKey(["flowerId", "tagKey"])
            }
            try db.create(index: "saved_tag_by_key", on: "saved_tag", columns: ["tagKey"])
        }
    }

    /// Everything saved, in `order`: the Saved tab's whole list, read in one statement.
    /// `limit`: only the first ones (the first screenful).
    public func items(_ order: SavedOrder = SavedOrder(), limit: Int? = nil) throws -> [SavedItem] {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        switch order.visibility {
        case .all: break
        case .public: conditions.append("isPublic = 1")
        case .private: conditions.append("isPublic = 0")
        }
        if let tag = order.tag?.trimmingCharacters(in: .whitespaces), !tag.isEmpty {
            conditions.append("flowerId IN (SELECT flowerId FROM saved_tag WHERE tagKey = ?)")
            _ = arguments.append(contentsOf: [TextKey.fold(tag)])
        }
        if let collection = order.collectionID {
            // The ids are stored comma-separated; a UUID never matches inside another one.
            conditions.append("(',' || collectionIds || ',') LIKE ?")
            _ = arguments.append(contentsOf: ["%,\(collection),%"])
        }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let sort = switch order.sort {
        case .recent: "savedAt DESC, nameKey"
        case .oldest: "savedAt ASC, nameKey"
        case .alphabetical: "nameKey, savedAt DESC"
        }
        return try select(filter, arguments, orderBy: limit.map { "\(sort) LIMIT \($0)" } ?? sort)
    }

    public func item(flowerID: String) throws -> SavedItem? {
        try select("WHERE flowerId = ?", [flowerID], orderBy: "flowerId").first
    }

    private func select(_ filter: String, _ arguments: StatementArguments, orderBy sort: String) throws -> [SavedItem] {
        let sql = """
            SELECT savedId, flowerId, commonName, scientificName, family, thumbURL, thumbBlurhash, thumbColor,
                   likeCount, liked, notes, tags, isPublic, savedAt, collectionIds, photos
            FROM saved_flower \(filter) ORDER BY \(sort)
            """
        return try database.writer.read { db in
            var items: [SavedItem] = []
            let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
            while let row = try rows.next() {
                items.append(Self.item(row))
            }
            return items
        }
    }

    /// Every tag in use, folded duplicates merged, alphabetically: the filter's choices.
    public func tags() throws -> [String] {
        try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT MIN(tag) FROM saved_tag GROUP BY tagKey ORDER BY tagKey")
        }
    }

    /// Replaces the whole list with the server's (after a full refresh), keeping the offline saves
    /// that have not reached the server yet.
    public func replaceAll(with saved: [SavedItem]) throws {
        try database.writer.write { db in
            try db.execute(sql: "DELETE FROM saved_flower WHERE savedId IS NOT NULL")
            for item in saved { try Self.upsert(item, db) }
        }
    }

    /// Adds or updates one flower (a save, an edit, the server's answer to either).
    func put(_ item: SavedItem) throws {
        try database.writer.write { db in try Self.upsert(item, db) }
    }

    func remove(flowerID: String) throws {
        try database.writer.write { db in try db.execute(sql: "DELETE FROM saved_flower WHERE flowerId = ?", arguments: [flowerID]) }
    }

    public func count() throws -> Int {
        try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM saved_flower") ?? 0 }
    }

    private static func upsert(_ item: SavedItem, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO saved_flower
                    (flowerId, savedId, commonName, scientificName, family, thumbURL, thumbBlurhash, thumbColor, likeCount, liked,
                     notes, tags, isPublic, savedAt, collectionIds, photos, nameKey)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (flowerId) DO UPDATE SET
                    savedId = excluded.savedId, commonName = excluded.commonName, scientificName = excluded.scientificName,
                    family = excluded.family, thumbURL = excluded.thumbURL, thumbBlurhash = excluded.thumbBlurhash,
                    thumbColor = excluded.thumbColor, likeCount = excluded.likeCount, liked = excluded.liked, notes = excluded.notes,
                    tags = excluded.tags, isPublic = excluded.isPublic, savedAt = excluded.savedAt,
                    collectionIds = excluded.collectionIds, photos = excluded.photos, nameKey = excluded.nameKey
                """,
            arguments: [
                item.flowerID, item.savedID, item.commonName, item.scientificName, item.family,
                item.thumbnail?.url, item.thumbnail?.blurhash, item.thumbnail?.averageColor, item.likeCount, item.liked,
                item.notes, item.tags.joined(separator: "\n"), item.isPublic, item.savedAt.timeIntervalSince1970,
                item.collectionIDs.joined(separator: ","), item.photosJSON, TextKey.fold(item.commonName),
            ]
        )
        try db.execute(sql: "DELETE FROM saved_tag WHERE flowerId = ?", arguments: [item.flowerID])
        for tag in item.tags {
            try db.execute(sql: "INSERT OR IGNORE INTO saved_tag (flowerId, tag, tagKey) VALUES (?, ?, ?)", arguments: [item.flowerID, tag, TextKey.fold(tag)])
        }
    }

    /// Columns by position, in the order `items` selects them: a name lookup per column per row
    /// would cost more than the rest of the read.
    private static func item(_ row: Row) -> SavedItem {
        let thumbURL: String? = row[5]
        let tags: String = row[11]
        let collections: String = row[14]
        return SavedItem(
            savedID: row[0], flowerID: row[1], commonName: row[2], scientificName: row[3], family: row[4],
            thumbnail: thumbURL.map { .init(url: $0, blurhash: row[6] ?? "", averageColor: row[7] ?? "#c8c8c8") },
            likeCount: row[8], liked: row[9], notes: row[10],
            tags: tags.isEmpty ? [] : tags.split(separator: "\n", omittingEmptySubsequences: true).map(String.init),
            isPublic: row[12], savedAt: Date(timeIntervalSince1970: row[13]),
            collectionIDs: collections.isEmpty ? [] : collections.split(separator: ",").map(String.init),
            photosJSON: row[15]
        )
    }
}
