import Foundation
import GRDB

/// The reads behind the screens. Each is one read transaction, so a screen never sees half a change.
extension PlantStore {
    public func plant(id: Int64) throws -> Plant? {
        try database.writer.read { db in try Plant.fetchOne(db, key: id) }
    }

    /// The first `limit` plants of the home list (by name, case-insensitively), with their cards.
    static func cards(_ db: Database, archived: Bool, query: HomeQuery = HomeQuery(), limit: Int) throws -> [PlantCard] {
        var sql = "SELECT plant.* FROM plant WHERE isArchived = ?"
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
            sql += " ORDER BY coalesce((SELECT max(takenAt) FROM photo WHERE photo.plantID = plant.id), createdAt) DESC, id DESC"
        }
        sql += " LIMIT ?"
        arguments += [limit]
        let plants = try Plant.fetchAll(db, sql: sql, arguments: arguments)
        return try plants.map { plant in
            let id = plant.id!
            let previews = try Photo.fetchAll(
                db, sql: "SELECT * FROM photo WHERE plantID = ? ORDER BY takenAt DESC, id DESC LIMIT ?", arguments: [id, PlantCard.previewCount]
            )
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo WHERE plantID = ?", arguments: [id]) ?? 0
            var cover = previews.first
            if let coverID = plant.coverPhotoID {
                cover = try previews.first { $0.id == coverID } ?? Photo.fetchOne(db, key: coverID) ?? cover
            }
            return PlantCard(plant: plant, cover: cover, previews: previews, photoCount: count)
        }
    }

    /// Every plant that is not archived, by name: the Add Photo screen's picker.
    public func activePlants() throws -> [Plant] {
        try database.writer.read { db in
            try Plant.fetchAll(db, sql: "SELECT * FROM plant WHERE isArchived = 0 ORDER BY name COLLATE NOCASE, id")
        }
    }

    /// A page of a plant's timeline, newest first; `after` is the last photo of the previous page.
    public func timeline(plantID: Int64, after: Photo? = nil, limit: Int = 30) throws -> [Photo] {
        try database.writer.read { db in try Self.timeline(db, plantID: plantID, after: after, limit: limit) }
    }

    static func timeline(_ db: Database, plantID: Int64, after: Photo? = nil, limit: Int) throws -> [Photo] {
        var request = Photo.filter(Column("plantID") == plantID)
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
        let newerFilter = "plantID = :plant AND (takenAt > :taken OR (takenAt = :taken AND id > :id))"
        let olderFilter = "plantID = :plant AND (takenAt < :taken OR (takenAt = :taken AND id < :id))"
        let arguments: StatementArguments = ["plant": photo.plantID, "taken": photo.takenAt, "id": id]
        let newerCount = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo WHERE \(newerFilter)", arguments: arguments) ?? 0
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo WHERE plantID = ?", arguments: [photo.plantID]) ?? 0
        let newer = try Photo.fetchOne(db, sql: "SELECT * FROM photo WHERE \(newerFilter) ORDER BY takenAt, id LIMIT 1", arguments: arguments)
        let older = try Photo.fetchOne(db, sql: "SELECT * FROM photo WHERE \(olderFilter) ORDER BY takenAt DESC, id DESC LIMIT 1", arguments: arguments)
        return TimelinePosition(index: newerCount + 1, count: count, newer: newer, older: older)
    }

    /// The earliest photo's date: a plant's age counts from it when no start date was given.
    static func firstPhotoDate(_ db: Database, plantID: Int64) throws -> Date? {
        try Date.fetchOne(db, sql: "SELECT MIN(takenAt) FROM photo WHERE plantID = ?", arguments: [plantID])
    }
}
