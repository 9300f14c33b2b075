import CalyxAPI
import Foundation

/// A saved flower as the Saved tab and the profile's catalogue show it: what the Polaroid needs, the
/// person's notes, tags, photos and privacy, and whether the save is still waiting to reach the server.
public struct SavedItem: Sendable, Equatable, Identifiable {
    /// The flower's id: the same before and after an offline save reaches the server.
    public var id: String { flowerID }
    /// The server's id for the save; nil while the save waits in the queue.
    public var savedID: String?
    public var flowerID: String
    public var commonName: String
    public var scientificName: String
    public var family: String
    public var thumbnail: Components.Schemas.Thumbnail?
    public var likeCount: Int
    public var liked: Bool
    public var notes: String
    public var tags: [String]
    public var isPublic: Bool
    public var savedAt: Date
    public var collectionIDs: [String]
    /// The person's own photos, kept as the server's JSON and decoded only when a page shows them:
    /// the Saved grid never does, and decoding them for every flower would cost most of its read.
    var photosJSON: Data

    public var photos: [Components.Schemas.MediaImage] {
        get { photosJSON.isEmpty ? [] : (try? JSONDecoder().decode([Components.Schemas.MediaImage].self, from: photosJSON)) ?? [] }
        set { photosJSON = newValue.isEmpty ? Data() : (try? JSONEncoder().encode(newValue)) ?? Data() }
    }

    /// Saved offline: shown at once, sent when the connection is back.
    public var isPending: Bool { savedID == nil }

    public init(_ saved: Components.Schemas.SavedFlower) {
        savedID = saved.id
        flowerID = saved.flower.id
        commonName = saved.flower.commonName
        scientificName = saved.flower.scientificName
        family = saved.flower.family
        thumbnail = saved.flower.image
        likeCount = saved.flower.likeCount
        liked = saved.flower.liked ?? false
        notes = saved.notes
        tags = saved.tags
        isPublic = saved.isPublic
        savedAt = saved.savedAt
        collectionIDs = saved.collectionIds
        photosJSON = Data()
        photos = saved.photos
    }

    /// A flower saved while offline, before the server has given the save an id.
    public init(pending card: Components.Schemas.FlowerCard, isPublic: Bool, at date: Date) {
        savedID = nil
        flowerID = card.id
        commonName = card.commonName
        scientificName = card.scientificName
        family = card.family
        thumbnail = card.image
        likeCount = card.likeCount
        liked = card.liked ?? false
        notes = ""
        tags = []
        self.isPublic = isPublic
        savedAt = date
        collectionIDs = []
        photosJSON = Data()
    }

    init(
        savedID: String?, flowerID: String, commonName: String, scientificName: String, family: String,
        thumbnail: Components.Schemas.Thumbnail?, likeCount: Int, liked: Bool, notes: String, tags: [String],
        isPublic: Bool, savedAt: Date, collectionIDs: [String], photosJSON: Data
    ) {
        self.savedID = savedID
        self.flowerID = flowerID
        self.commonName = commonName
        self.scientificName = scientificName
        self.family = family
        self.thumbnail = thumbnail
        self.likeCount = likeCount
        self.liked = liked
        self.notes = notes
        self.tags = tags
        self.isPublic = isPublic
        self.savedAt = savedAt
        self.collectionIDs = collectionIDs
        self.photosJSON = photosJSON
    }

    /// The flower card this item was made from (for the detail screen and the feed's actions).
    public var card: Components.Schemas.FlowerCard {
        .init(
            id: flowerID, commonName: commonName, scientificName: scientificName, family: family, image: thumbnail,
            likeCount: likeCount, liked: liked, saved: true
        )
    }
}
