import Foundation
import GRDB

/// Recently Deleted in the store: deleting stamps `deletedAt` and keeps the rows (their files stay with
/// them); restoring clears it; erasing removes rows for good and hands back their file names, which the
/// photo store removes after the transaction (as every delete does: rows first, then files).
extension PlantStore {
    /// A plant that is not in Recently Deleted.
    static func livePlant(_ db: Database, id: Int64) throws -> Plant? {
        try Plant.fetchOne(db, sql: "SELECT * FROM plant WHERE id = ? AND deletedAt IS NULL", arguments: [id])
    }

    /// A photo that is not in Recently Deleted, on a plant that is not either.
    static func livePhoto(_ db: Database, id: Int64) throws -> Photo? {
        try Photo.fetchOne(db, sql: """
            SELECT photo.* FROM photo JOIN plant ON plant.id = photo.plantID
            WHERE photo.id = ? AND photo.deletedAt IS NULL AND plant.deletedAt IS NULL
            """, arguments: [id])
    }

    /// A plant's photos that are not in Recently Deleted.
    static func photoCount(_ db: Database, plantID: Int64) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo WHERE plantID = ? AND deletedAt IS NULL", arguments: [plantID]) ?? 0
    }

    // MARK: Delete and restore

    /// Moves the plant to Recently Deleted; its photos go (and come back) with it. Files stay.
    public func deletePlant(id: Int64) throws {
        let date = now()
        try database.writer.write { db in
            guard try Self.livePlant(db, id: id) != nil else { throw Failure.plantNotFound }
            try db.execute(sql: "UPDATE plant SET deletedAt = ? WHERE id = ?", arguments: [date, id])
        }
    }

    /// Moves the photo to Recently Deleted. It stays its plant's chosen cover, so restoring it restores
    /// the cover; meanwhile the card shows the newest photo. Files stay.
    public func deletePhoto(id: Int64) throws {
        let date = now()
        try database.writer.write { db in
            guard try Self.livePhoto(db, id: id) != nil else { throw Failure.photoNotFound }
            try db.execute(sql: "UPDATE photo SET deletedAt = ? WHERE id = ?", arguments: [date, id])
        }
    }

    /// Brings a plant back from Recently Deleted with the photos that went with it (photos deleted on their
    /// own before it stay there).
    public func restorePlant(id: Int64) throws {
        try database.writer.write { db in
            guard try Plant.fetchOne(db, sql: "SELECT * FROM plant WHERE id = ? AND deletedAt IS NOT NULL", arguments: [id]) != nil else {
                throw Failure.plantNotFound
            }
            try db.execute(sql: "UPDATE plant SET deletedAt = NULL WHERE id = ?", arguments: [id])
        }
    }

    /// Brings a photo back onto its plant's timeline; a deleted plant comes back with it, as a photo
    /// recovered in Photos goes back into its album. Returns whether the plant was restored too.
    @discardableResult
    public func restorePhoto(id: Int64) throws -> Bool {
        try database.writer.write { db in
            guard let photo = try Photo.fetchOne(db, sql: "SELECT * FROM photo WHERE id = ? AND deletedAt IS NOT NULL", arguments: [id]) else {
                throw Failure.photoNotFound
            }
            try db.execute(sql: "UPDATE photo SET deletedAt = NULL WHERE id = ?", arguments: [id])
            try db.execute(sql: "UPDATE plant SET deletedAt = NULL WHERE id = ? AND deletedAt IS NOT NULL", arguments: [photo.plantID])
            return db.changesCount > 0
        }
    }

    /// Restores everything in Recently Deleted.
    public func restoreAll() throws {
        try database.writer.write { db in
            try db.execute(sql: "UPDATE photo SET deletedAt = NULL WHERE deletedAt IS NOT NULL")
            try db.execute(sql: "UPDATE plant SET deletedAt = NULL WHERE deletedAt IS NOT NULL")
        }
    }

    // MARK: Erase for good

    /// Erases deleted items (only ones in Recently Deleted) in one transaction; returns every file name
    /// whose row went, the photos of an erased plant included.
    public func eraseDeleted(_ ids: [DeletedItem.ID]) throws -> [String] {
        let plantIDs = ids.compactMap { if case .plant(let id) = $0 { id } else { nil } }
        let photoIDs = ids.compactMap { if case .photo(let id) = $0 { id } else { nil } }
        return try database.writer.write { db in
            let plants = try Int64.fetchAll(db, Plant.select(Column("id")).filter(plantIDs.contains(Column("id")) && Column("deletedAt") != nil))
            let photos = try Int64.fetchAll(db, Photo.select(Column("id")).filter(photoIDs.contains(Column("id")) && Column("deletedAt") != nil))
            return try Self.erase(db, plantIDs: plants, photoIDs: photos)
        }
    }

    /// Erases everything in Recently Deleted; returns the file names whose rows went.
    public func eraseAllDeleted() throws -> [String] {
        try database.writer.write { db in
            try Self.erase(
                db, plantIDs: try Int64.fetchAll(db, sql: "SELECT id FROM plant WHERE deletedAt IS NOT NULL"),
                photoIDs: try Int64.fetchAll(db, sql: "SELECT id FROM photo WHERE deletedAt IS NOT NULL")
            )
        }
    }

    /// Erases what was deleted before `cutoff` (a plant takes all its photos); returns the file names whose
    /// rows went.
    public func eraseDeleted(before cutoff: Date) throws -> [String] {
        try database.writer.write { db in
            try Self.erase(
                db, plantIDs: try Int64.fetchAll(db, sql: "SELECT id FROM plant WHERE deletedAt < ?", arguments: [cutoff]),
                photoIDs: try Int64.fetchAll(db, sql: "SELECT id FROM photo WHERE deletedAt < ?", arguments: [cutoff])
            )
        }
    }

    /// Removes the photo rows and the plant rows (their photos by cascade); returns the removed photos' file names.
    private static func erase(_ db: Database, plantIDs: [Int64], photoIDs: [Int64]) throws -> [String] {
        let files = try String.fetchAll(
            db, Photo.select(Column("fileName")).filter(photoIDs.contains(Column("id")) || plantIDs.contains(Column("plantID")))
        )
        try Photo.filter(photoIDs.contains(Column("id"))).deleteAll(db)
        try Plant.filter(plantIDs.contains(Column("id"))).deleteAll(db)
        // Covers that pointed at an erased photo fall back to the newest photo.
        try db.execute(sql: "UPDATE plant SET coverPhotoID = NULL WHERE coverPhotoID IS NOT NULL AND coverPhotoID NOT IN (SELECT id FROM photo)")
        return files
    }

    // MARK: Reading

    /// What Recently Deleted lists, newest deleted first: deleted plants and photos deleted on their own,
    /// at most `limit`, and how many there are in all.
    static func deletedItems(_ db: Database, limit: Int) throws -> (items: [DeletedItem], total: Int) {
        let plants = try Plant.fetchAll(
            db, sql: "SELECT * FROM plant WHERE deletedAt IS NOT NULL ORDER BY deletedAt DESC, id DESC LIMIT ?", arguments: [limit]
        )
        let photos = try Photo.fetchAll(
            db, sql: "SELECT * FROM photo WHERE deletedAt IS NOT NULL ORDER BY deletedAt DESC, id DESC LIMIT ?", arguments: [limit]
        )
        var items: [DeletedItem] = []
        for plant in plants {
            let id = plant.id!
            let newest = try Photo.fetchOne(
                db, sql: "SELECT * FROM photo WHERE plantID = ? AND deletedAt IS NULL ORDER BY takenAt DESC, id DESC LIMIT 1", arguments: [id]
            )
            let chosen = try plant.coverPhotoID.flatMap { coverID in
                try Photo.fetchOne(db, sql: "SELECT * FROM photo WHERE id = ? AND deletedAt IS NULL", arguments: [coverID])
            }
            items.append(DeletedItem(
                content: .plant(plant, photoCount: try photoCount(db, plantID: id), cover: chosen ?? newest), deletedAt: plant.deletedAt!
            ))
        }
        for photo in photos {
            guard let plant = try Plant.fetchOne(db, key: photo.plantID) else { continue }
            items.append(DeletedItem(content: .photo(photo, plant: plant), deletedAt: photo.deletedAt!))
        }
        let total = try Int.fetchOne(db, sql: """
            SELECT (SELECT COUNT(*) FROM plant WHERE deletedAt IS NOT NULL) + (SELECT COUNT(*) FROM photo WHERE deletedAt IS NOT NULL)
            """) ?? 0
        return (Array(items.sorted(by: DeletedItem.newestFirst).prefix(limit)), total)
    }
}
