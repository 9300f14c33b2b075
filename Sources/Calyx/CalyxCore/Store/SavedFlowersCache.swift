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
                // Tags one per line (a tag cannot hold a line break); `tagKeys` folded, with a line
                // break at both ends so one `instr` finds a whole tag.
                table.column("tags", .text).notNull()
                table.column("tagKeys", .text).notNull()
                table.column("isPublic", .boolean).notNull()
                table.column("savedAt", .double).notNull()
                table.column("collectionIds", .text).notNull()
                // JSON of the photos; empty for the many flowers without any, which then cost no decoding.
                table.column("photos", .blob).notNull()
                table.column("nameKey", .text).notNull()
            }
            try db.create(index: "saved_flower_by_date", on: "saved_flower", columns: ["savedAt"])
            try db.create(index: "saved_flower_by_name", on: "saved_flower", columns: ["nameKey"])
        }
    }

    /// Everything saved, in `order`: the Saved tab's whole list, read in one statement.
    public func items(_ order: SavedOrder = SavedOrder()) throws -> [SavedItem] {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        switch order.visibility {
        case .all: break
        case .public: conditions.append("isPublic = 1")
        case .private: conditions.append("isPublic = 0")
        }
        if let tag = order.tag?.trimmingCharacters(in: .whitespaces), !tag.isEmpty {
            conditions.append("instr(tagKeys, ?) > 0")
            _ = arguments.append(contentsOf: ["\n" + TextKey.fold(tag) + "\n"])
        }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let sort = switch order.sort {
        case .recent: "savedAt DESC, nameKey"
        case .oldest: "savedAt ASC, nameKey"
        case .alphabetical: "nameKey, savedAt DESC"
        }
        return try select(filter, arguments, orderBy: sort)
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
            let decoder = JSONDecoder()
            var items: [SavedItem] = []
            let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
            while let row = try rows.next() {
                items.append(Self.item(row, decoder: decoder))
            }
            return items
        }
    }

    /// Every tag in use, folded duplicates merged, alphabetically: the filter's choices.
    public func tags() throws -> [String] {
        let all = try database.writer.read { db in try String.fetchAll(db, sql: "SELECT tags FROM saved_flower WHERE tags <> ''") }
        var byKey: [String: String] = [:]
        for line in all { for tag in line.split(separator: "\n").map(String.init) where byKey[TextKey.fold(tag)] == nil { byKey[TextKey.fold(tag)] = tag } }
        return byKey.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Replaces the whole list with the server's (after a full refresh), keeping the offline saves
    /// that have not reached the server yet.
    func replaceAll(with saved: [SavedItem]) throws {
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
        let photos = item.photos.isEmpty ? Data() : try JSONEncoder().encode(item.photos)
        let tagKeys = item.tags.isEmpty ? "" : "\n" + item.tags.map(TextKey.fold).joined(separator: "\n") + "\n"
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO saved_flower
                    (flowerId, savedId, commonName, scientificName, family, thumbURL, thumbBlurhash, thumbColor, likeCount, liked,
                     notes, tags, tagKeys, isPublic, savedAt, collectionIds, photos, nameKey)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                item.flowerID, item.savedID, item.commonName, item.scientificName, item.family,
                item.thumbnail?.url, item.thumbnail?.blurhash, item.thumbnail?.averageColor, item.likeCount, item.liked,
                item.notes, item.tags.joined(separator: "\n"), tagKeys, item.isPublic, item.savedAt.timeIntervalSince1970,
                item.collectionIDs.joined(separator: ","), photos, TextKey.fold(item.commonName),
            ]
        )
    }

    /// Columns by position, in the order `items` selects them: a name lookup per column per row
    /// would cost more than the rest of the read.
    private static func item(_ row: Row, decoder: JSONDecoder) -> SavedItem {
        let thumbURL: String? = row[5]
        let tags: String = row[11]
        let collections: String = row[14]
        let photos: Data = row[15]
        return SavedItem(
            savedID: row[0], flowerID: row[1], commonName: row[2], scientificName: row[3], family: row[4],
            thumbnail: thumbURL.map { .init(url: $0, blurhash: row[6] ?? "", averageColor: row[7] ?? "#c8c8c8") },
            likeCount: row[8], liked: row[9], notes: row[10],
            tags: tags.isEmpty ? [] : tags.split(separator: "\n", omittingEmptySubsequences: true).map(String.init),
            isPublic: row[12], savedAt: Date(timeIntervalSince1970: row[13]),
            collectionIDs: collections.isEmpty ? [] : collections.split(separator: ",").map(String.init),
            photos: photos.isEmpty ? [] : (try? decoder.decode([Components.Schemas.MediaImage].self, from: photos)) ?? []
        )
    }
}
