import Foundation
import GRDB

/// Every change to plants and photo records, validated, each in one transaction. Files are the photo
/// store's business; this store keeps the rows that point at them.
public struct PlantStore: Sendable {
    public let database: PlantDatabase
    let now: @Sendable () -> Date

    public init(database: PlantDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.now = now
    }

    public enum Failure: Error, Sendable, Equatable {
        case invalid(ValidationFailure)
        case plantNotFound
        case photoNotFound
        /// The chosen cover photo belongs to another plant.
        case coverNotOnPlant
    }

    // MARK: Plants

    @discardableResult
    public func addPlant(_ draft: PlantDraft) throws -> Plant {
        let date = now()
        let values = try validate(draft, now: date)
        return try database.writer.write { db in
            var plant = Plant(
                name: values.name, scientificName: values.scientificName, location: values.location, startedAt: values.startedAt,
                createdAt: date, updatedAt: date
            )
            try plant.insert(db)
            return try Self.stored(plant, db)
        }
    }

    @discardableResult
    public func updatePlant(id: Int64, with draft: PlantDraft) throws -> Plant {
        let date = now()
        let values = try validate(draft, now: date)
        return try database.writer.write { db in
            guard var plant = try Self.livePlant(db, id: id) else { throw Failure.plantNotFound }
            plant.name = values.name
            plant.scientificName = values.scientificName
            plant.location = values.location
            plant.startedAt = values.startedAt
            plant.updatedAt = date
            try plant.update(db)
            return try Self.stored(plant, db)
        }
    }

    /// Erases the plant for good and (by cascade) its photo rows, deleted ones too; returns the photos'
    /// file names for the photo store. Deleting (to Recently Deleted) is `deletePlant`.
    @discardableResult
    public func erasePlant(id: Int64) throws -> [String] {
        try database.writer.write { db in
            guard try Plant.exists(db, key: id) else { throw Failure.plantNotFound }
            let files = try String.fetchAll(db, Photo.select(Column("fileName")).filter(Column("plantID") == id))
            try Plant.deleteOne(db, key: id)
            return files
        }
    }

    public func setArchived(_ archived: Bool, plantID: Int64) throws {
        let date = now()
        try database.writer.write { db in
            guard var plant = try Self.livePlant(db, id: plantID) else { throw Failure.plantNotFound }
            plant.isArchived = archived
            plant.updatedAt = date
            try plant.update(db)
        }
    }

    /// Chooses the card's photo (nil: the newest); it must be one of the plant's own.
    public func setCover(photoID: Int64?, plantID: Int64) throws {
        try database.writer.write { db in
            guard var plant = try Self.livePlant(db, id: plantID) else { throw Failure.plantNotFound }
            if let photoID {
                guard let photo = try Self.livePhoto(db, id: photoID) else { throw Failure.photoNotFound }
                guard photo.plantID == plantID else { throw Failure.coverNotOnPlant }
            }
            plant.coverPhotoID = photoID
            try plant.update(db)
        }
    }

    // MARK: Photos

    /// Records a photo whose files the photo store has already written.
    @discardableResult
    public func addPhoto(plantID: Int64, fileName: String, takenAt: Date, notes: String?) throws -> Photo {
        let date = now()
        return try database.writer.write { db in
            guard try Self.livePlant(db, id: plantID) != nil else { throw Failure.plantNotFound }
            var photo = Photo(plantID: plantID, fileName: fileName, takenAt: takenAt, notes: Self.cleanNotes(notes), createdAt: date)
            try photo.insert(db)
            return try Self.stored(photo, db)
        }
    }

    @discardableResult
    public func updatePhoto(id: Int64, takenAt: Date, notes: String?) throws -> Photo {
        try database.writer.write { db in
            guard var photo = try Self.livePhoto(db, id: id) else { throw Failure.photoNotFound }
            photo.takenAt = takenAt
            photo.notes = Self.cleanNotes(notes)
            try photo.update(db)
            return try Self.stored(photo, db)
        }
    }

    /// Erases the photo row for good (and un-sets it as a cover); returns its file name for the photo
    /// store. Deleting (to Recently Deleted) is `deletePhoto`.
    @discardableResult
    public func erasePhoto(id: Int64) throws -> String {
        try database.writer.write { db in
            guard let photo = try Photo.fetchOne(db, key: id) else { throw Failure.photoNotFound }
            try Plant.filter(Column("coverPhotoID") == id).updateAll(db, Column("coverPhotoID").set(to: nil))
            try Photo.deleteOne(db, key: id)
            return photo.fileName
        }
    }

    private func validate(_ draft: PlantDraft, now: Date) throws(Failure) -> PlantDraft.Values {
        do {
            return try draft.validated(now: now)
        } catch {
            throw .invalid(error)
        }
    }

    /// The row as the database keeps it (dates at millisecond precision), so what a caller holds equals
    /// what a later read returns.
    private static func stored<Record: FetchableRecord & TableRecord & Identifiable>(_ record: Record, _ db: Database) throws -> Record
    where Record.ID == Int64? {
        guard let id = record.id, let stored = try Record.fetchOne(db, key: id) else { throw Failure.plantNotFound }
        return stored
    }

    private static func cleanNotes(_ notes: String?) -> String? {
        guard let trimmed = notes?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
