import Foundation

/// The rows of a data export, read straight from the tables (columns in snake case become these
/// camel-case keys) and written as JSON. Each says what it is in the export's own words.
enum ExportRecords {
    struct Profile: Encodable {
        let id: ExportID
        let username: String?
        let displayName: String
        let about: String?
        let email: String?
        let memberSince: Date
        /// The picture of the sign-in provider, shown when no photo was chosen.
        let providerPhotoURL: String?
        /// The photo chosen in Calyx: a file under `photos/`.
        let photo: String?
        let linkedProviders: [LinkedProvider]
    }

    struct LinkedProvider: Encodable {
        let provider: String
        let linkedAt: Date
    }

    struct Settings: Encodable {
        let cataloguePublic: Bool
        let followerListsPublic: Bool
        let defaultCollectionPublic: Bool
        let defaultView: String
        let measurementUnit: String
        let notificationsEnabled: Bool
        let emailNotifications: Bool
        /// IANA zone for quiet hours and the digest; nil: UTC.
        let timeZone: String?
        /// Every kind of notification with where it reaches the person (their choice or the default).
        let notificationKinds: [String: NotificationChannels]
    }

    struct Search: Codable {
        let id: ExportID
        let kind: String
        let query: String
        let flowerId: ExportID?
        let flowerName: String?
        let searchedAt: Date
    }

    struct SavedFlower: Codable {
        let id: ExportID
        let flowerId: ExportID
        let flowerName: String
        let scientificName: String
        let notes: String
        let tags: ExportJSONText<[String]>
        let photoIds: ExportJSONText<[ExportID]>
        let isPublic: Bool
        let savedAt: Date
        let updatedAt: Date
    }

    struct Collection: Codable {
        let id: ExportID
        let name: String
        let description: String
        let isPublic: Bool
        let position: Int
        let coverFlowerId: ExportID?
        let likeCount: Int
        let saveCount: Int
        /// Credit for a copy, while the original and its owner exist.
        let copiedFromCollectionId: ExportID?
        let copiedFromUserId: ExportID?
        let copiedFromUsername: String?
        let createdAt: Date
        let updatedAt: Date
        var flowers: [CollectionFlower]?
    }

    struct CollectionFlower: Codable {
        let collectionId: ExportID
        let flowerId: ExportID
        let flowerName: String
        let savedId: ExportID
        let position: Int
        let addedAt: Date
    }

    struct Comment: Codable {
        let id: ExportID
        let flowerId: ExportID
        let parentId: ExportID?
        let replyToUserId: ExportID?
        let body: String
        let photoId: ExportID?
        let state: String
        let upvotes: Int
        let replyCount: Int
        let createdAt: ExportMicros
        let editedAt: Date?
    }

    struct Vote: Codable {
        let commentId: ExportID
        let value: Int
        let votedAt: Date
    }

    struct Report: Codable {
        let commentId: ExportID
        let reason: String
        let detail: String
        let reportedAt: Date
    }

    struct ActiveDay: Codable {
        /// A UTC day, `YYYY-MM-DD`.
        let day: String
    }

    struct Suspension: Codable {
        /// `suspend` or `suspension-ended`.
        let action: String
        let atUs: Int64
        /// The period and the moderator's reason; empty for an end.
        let detail: String
    }

    struct ScentNote: Codable {
        let flowerId: ExportID
        let flowerName: String
        let note: String
        let updatedAt: Date
    }

    /// Someone at the other end of a follow, mute or block.
    struct Person: Codable {
        let userId: ExportID
        let username: String?
        let displayName: String
        let since: ExportMicros
    }

    struct FlowerLike: Codable {
        let flowerId: ExportID
        let flowerName: String
        let likedAt: Date
    }

    /// Someone else's collection the person liked or saved.
    struct CollectionReaction: Codable {
        let collectionId: ExportID
        let name: String
        let ownerId: ExportID
        let ownerUsername: String?
        /// When it was liked or saved.
        let at: ExportMicros
    }

    struct Photo: Encodable {
        let id: ExportID
        let file: String
        let width: Int
        let height: Int
        let uploadedAt: Date
    }
}
