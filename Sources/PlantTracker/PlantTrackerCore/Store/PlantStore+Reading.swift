import Foundation
import GRDB

/// The reads behind the screens. Each is one read transaction, so a screen never sees half a change.
extension PlantStore {
    /// The plant, unless it is in Recently Deleted.
    public func plant(id: Int64) throws -> Plant? {
        try database.writer.read { db in try Self.livePlant(db, id: id) }
    }

    /// The first `limit` plants of the home list (by name, case-insensitively), with their cards.
    static func cards(_ db: Database, archived: Bool, query: HomeQuery = HomeQuery(), limit: Int) throws -> [PlantCard] {
        var sql = "SELECT plant.* FROM plant WHERE isArchived = ? AND deletedAt IS NULL"
        var arguments: StatementArguments = [archived]
        if let search = query.foldedSearch {
            // instr, not LIKE: the text is matched as typed, with no wildcard characters to escape.
            sql += " AND (instr(gh_fold(name), ?) > 0 OR instr(gh_fold(coalesce(location, '')), ?) > 0)"
            arguments += [search, search]
        }
        switch query.sort {
        case .name:
            sql += " ORDER BY name COLLATE NOCASE, id"
        case .recentActivity:
            // The newest photo's date, or the plant's own creation when it has none yet.
            sql += " ORDER BY coalesce((SELECT max(takenAt) FROM photo WHERE photo.plantID = plant.id AND photo.deletedAt IS NULL), createdAt) DESC, id DESC"
        }
        sql += " LIMIT ?"
        arguments += [limit]
        let plants = try Plant.fetchAll(db, sql: sql, arguments: arguments)
        return try plants.map { plant in
            let id = plant.id!
            let previews = try Photo.fetchAll(
                db, sql: "SELECT * FROM photo WHERE plantID = ? AND deletedAt IS NULL ORDER BY takenAt DESC, id DESC LIMIT ?",
                arguments: [id, PlantCard.previewCount]
            )
            let count = try photoCount(db, plantID: id)
            var cover = previews.first
            // A cover in Recently Deleted stays chosen (restoring it restores the cover) but is not shown.
            if let coverID = plant.coverPhotoID {
                cover = try previews.first { $0.id == coverID } ?? livePhoto(db, id: coverID) ?? cover
            }
            return PlantCard(plant: plant, cover: cover, previews: previews, photoCount: count)
        }
    }

    /// Every plant that is not archived, by name: the Add Photo screen's picker.
    public func activePlants() throws -> [Plant] {
        try database.writer.read { db in
            try Plant.fetchAll(db, sql: "SELECT * FROM plant WHERE isArchived = 0 AND deletedAt IS NULL ORDER BY name COLLATE NOCASE, id")
        }
    }

    /// A page of a plant's timeline, newest first; `after` is the last photo of the previous page.
    public func timeline(plantID: Int64, after: Photo? = nil, limit: Int = 30) throws -> [Photo] {
        try database.writer.read { db in try Self.timeline(db, plantID: plantID, after: after, limit: limit) }
    }

    static func timeline(_ db: Database, plantID: Int64, after: Photo? = nil, limit: Int) throws -> [Photo] {
        var request = Photo.filter(Column("plantID") == plantID && Column("deletedAt") == nil)
        if let after, let afterID = after.id {
            // Keyset paging on (takenAt, id) descending: stable while photos are added or edited.
            request = request.filter(
                Column("takenAt") < after.takenAt || (Column("takenAt") == after.takenAt && Column("id") < afterID)
            )
        }
        return try request.order(Column("takenAt").desc, Column("id").desc).limit(limit).fetchAll(db)
    }

    /// Where a photo sits in its plant's timeline, and its neighbours in time.
    public struct TimelinePosition: Sendable, Equatable {
        /// 1 for the newest photo.
        public var index: Int
        public var count: Int
        public var newer: Photo?
        public var older: Photo?
    }

    static func position(_ db: Database, of photo: Photo) throws -> TimelinePosition {
        guard let id = photo.id else { throw Failure.photoNotFound }
        let newerFilter = "plantID = :plant AND deletedAt IS NULL AND (takenAt > :taken OR (takenAt = :taken AND id > :id))"
        let olderFilter = "plantID = :plant AND deletedAt IS NULL AND (takenAt < :taken OR (takenAt = :taken AND id < :id))"
        let arguments: StatementArguments = ["plant": photo.plantID, "taken": photo.takenAt, "id": id]
        let newerCount = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo WHERE \(newerFilter)", arguments: arguments) ?? 0
        let count = try photoCount(db, plantID: photo.plantID)
        let newer = try Photo.fetchOne(db, sql: "SELECT * FROM photo WHERE \(newerFilter) ORDER BY takenAt, id LIMIT 1", arguments: arguments)
        let older = try Photo.fetchOne(db, sql: "SELECT * FROM photo WHERE \(olderFilter) ORDER BY takenAt DESC, id DESC LIMIT 1", arguments: arguments)
        return TimelinePosition(index: newerCount + 1, count: count, newer: newer, older: older)
    }

    /// The earliest photo's date: a plant's age counts from it when no start date was given.
    static func firstPhotoDate(_ db: Database, plantID: Int64) throws -> Date? {
        try Date.fetchOne(db, sql: "SELECT MIN(takenAt) FROM photo WHERE plantID = ? AND deletedAt IS NULL", arguments: [plantID])
    }
}
