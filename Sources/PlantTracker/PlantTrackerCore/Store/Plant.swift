import Foundation
import GRDB

/// A plant someone keeps a photo timeline of.
public struct Plant: Codable, Sendable, Equatable, Identifiable {
    public var id: Int64?
    /// Stable across devices: a backup restored twice, or onto a phone that has some of its plants,
    /// recognises them by this and never duplicates them.
    public var uuid: String
    public var name: String
    public var scientificName: String?
    public var location: String?
    /// When the plant was planted or came home; its age counts from here (else from its first photo).
    public var startedAt: Date?
    /// The photo shown on the plant's card; nil means "the newest photo".
    public var coverPhotoID: Int64?
    /// Archived plants (given away, composted) leave the home list but keep their timeline.
    public var isArchived: Bool
    public var createdAt: Date
    public var updatedAt: Date
    /// When it was moved to Recently Deleted (nil: it is not deleted); it and its photos go for good 30 days on.
    public var deletedAt: Date?

    public init(
        id: Int64? = nil, uuid: String = UUID().uuidString.lowercased(), name: String, scientificName: String? = nil,
        location: String? = nil, startedAt: Date? = nil, coverPhotoID: Int64? = nil, isArchived: Bool = false, createdAt: Date,
        updatedAt: Date, deletedAt: Date? = nil
    ) {
        self.id = id
        self.uuid = uuid
        self.name = name
        self.scientificName = scientificName
        self.location = location
        self.startedAt = startedAt
        self.coverPhotoID = coverPhotoID
        self.isArchived = isArchived
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.deletedAt = deletedAt
    }
}

extension Plant: FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "plant"
    static let photos = hasMany(Photo.self)

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
