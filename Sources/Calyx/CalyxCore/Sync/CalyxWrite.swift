import CalyxAPI
import Foundation

/// A change the person made that the server must hear about. Every one is idempotent on the server
/// (saving a saved flower, liking a liked one, putting the same note, adding a flower already in a
/// collection), which is what lets the queue send one again after a lost answer without doing it twice.
///
/// Creating a collection or posting a comment is not idempotent (the server would make two), so those
/// are not queued: they need a connection and say so.
public enum CalyxWrite: Codable, Sendable, Equatable {
    case save(Components.Schemas.FlowerCard)
    /// `savedID` when known; a save still queued when it was undone has none, and the sender asks.
    case unsave(flowerID: String, savedID: String?)
    /// The saved flower's notes, tags and privacy as they now are (the whole state, so the last edit wins).
    case editSaved(flowerID: String, notes: String, tags: [String], isPublic: Bool)
    case like(flowerID: String, liked: Bool)
    case addToCollection(collectionID: String, flowerIDs: [String])
    case removeFromCollection(collectionID: String, flowerIDs: [String])
    case moveBetweenCollections(from: String, to: String, flowerIDs: [String])
    case reorderCollection(collectionID: String, flowerIDs: [String])
    /// The order of the person's own collections on the Saved tab.
    case reorderCollections(collectionIDs: [String])
    case editCollection(collectionID: String, name: String, description: String, isPublic: Bool)
    case deleteCollection(collectionID: String)
    case deleteHistoryEntry(entryID: String)
    case clearHistory

    /// What the write is about: a newer write with the same key replaces a pending older one. Writes
    /// whose effects add up (collection membership) get a key of their own each time, so all are sent, in order.
    var key: String {
        switch self {
        case .save(let card): Self.savedKey(card.id)
        case .unsave(let flowerID, _): Self.savedKey(flowerID)
        case .editSaved(let flowerID, _, _, _): Self.savedEditKey(flowerID)
        case .like(let flowerID, _): Self.likeKey(flowerID)
        case .addToCollection, .removeFromCollection, .moveBetweenCollections: "members:\(UUID().uuidString)"
        case .reorderCollection(let collectionID, _): "order:\(collectionID)"
        case .reorderCollections: "collections-order"
        case .editCollection(let collectionID, _, _, _): "collection:\(collectionID)"
        case .deleteCollection(let collectionID): "collection-delete:\(collectionID)"
        case .deleteHistoryEntry(let entryID): "history:\(entryID)"
        case .clearHistory: "history-clear"
        }
    }

    /// The keys of the writes about one flower: saving or unsaving it, editing its notes, liking it.
    static func savedKey(_ flowerID: String) -> String { "saved:\(flowerID)" }
    static func savedEditKey(_ flowerID: String) -> String { "saved-edit:\(flowerID)" }
    static func likeKey(_ flowerID: String) -> String { "like:\(flowerID)" }

    var kind: String {
        switch self {
        case .save: "save"
        case .unsave: "unsave"
        case .editSaved: "editSaved"
        case .like: "like"
        case .addToCollection: "addToCollection"
        case .removeFromCollection: "removeFromCollection"
        case .moveBetweenCollections: "moveBetweenCollections"
        case .reorderCollection: "reorderCollection"
        case .reorderCollections: "reorderCollections"
        case .editCollection: "editCollection"
        case .deleteCollection: "deleteCollection"
        case .deleteHistoryEntry: "deleteHistoryEntry"
        case .clearHistory: "clearHistory"
        }
    }
}
