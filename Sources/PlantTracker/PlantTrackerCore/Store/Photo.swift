import Foundation
import GRDB

/// One photo on a plant's timeline. The image files live in the photo store, named by `fileName`.
public struct Photo: Codable, Sendable, Equatable, Identifiable {
    public var id: Int64?
    public var plantID: Int64
    /// The file's name in the photo store (original and thumbnail share it).
    public var fileName: String
    /// When the photo was taken: the image's capture date when it has one, else when it was added; editable.
    public var takenAt: Date
    public var notes: String?
    public var createdAt: Date
    /// When it was moved to Recently Deleted (nil: it is not deleted); its files stay until it goes for good.
    public var deletedAt: Date?

    public init(
        id: Int64? = nil, plantID: Int64, fileName: String, takenAt: Date, notes: String? = nil, createdAt: Date, deletedAt: Date? = nil
    ) {
        self.id = id
        self.plantID = plantID
        self.fileName = fileName
        self.takenAt = takenAt
        self.notes = notes
        self.createdAt = createdAt
        self.deletedAt = deletedAt
    }
}

extension Photo: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "photo"
    static let plant = belongsTo(Plant.self)

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
