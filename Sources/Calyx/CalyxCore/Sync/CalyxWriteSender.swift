import CalyxAPI
import ClientKit
import Foundation
import OpenAPIRuntime

/// Sends one queued write through the generated client and says what came of it; the server's
/// answer replaces the phone's copy of what it changed.
struct CalyxWriteSender: Sendable {
    typealias Outcome = PendingWriteReplayer.Outcome

    let api: any APIProtocol
    let store: CalyxStore

    func send(_ item: PendingWrites.Item) async -> Outcome {
        guard let write = try? JSONDecoder().decode(CalyxWrite.self, from: item.payload) else {
            // Written by another version of the app and unreadable by this one: nothing to send.
            return .refused(reason: "unreadable")
        }
        do {
            return try await send(write)
        } catch {
            return Outcome.from(error: error)
        }
    }

    private func send(_ write: CalyxWrite) async throws -> Outcome {
        switch write {
        case .save(let card):
            switch try await api.saveFlower(body: .json(.init(flowerId: card.id))) {
            case .created(let created): return try keep(created.body.json)
            case .ok(let ok): return try keep(ok.body.json)
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .unsave(let flowerID, let savedID):
            var known = savedID
            if known == nil { known = try await currentSavedID(flowerID) }
            guard let savedID = known else { return .delivered }
            switch try await api.deleteSaved(path: .init(savedId: savedID)) {
            case .noContent: return .delivered
            case .default(let status, _) where status == 404: return .delivered  // already gone
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .editSaved(let flowerID, let notes, let tags, let isPublic):
            guard let savedID = try store.saved.item(flowerID: flowerID)?.savedID else {
                // The flower was unsaved meanwhile (here or on another device): nothing to edit.
                return .refused(reason: "not-saved")
            }
            switch try await api.updateSaved(path: .init(savedId: savedID), body: .json(.init(notes: notes, tags: tags, isPublic: isPublic))) {
            case .ok(let ok): return try keep(ok.body.json, ignoringPendingEdit: true)
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .like(let flowerID, let liked):
            let state: Components.Schemas.LikeState
            if liked {
                switch try await api.likeFlower(path: .init(flowerId: flowerID)) {
                case .ok(let ok): state = try ok.body.json
                case .default(let status, _): return Outcome.from(status: status)
                }
            } else {
                switch try await api.unlikeFlower(path: .init(flowerId: flowerID)) {
                case .ok(let ok): state = try ok.body.json
                case .default(let status, _): return Outcome.from(status: status)
                }
            }
            if var item = try store.saved.item(flowerID: flowerID) {
                item.liked = state.liked
                item.likeCount = state.likeCount
                try store.saved.put(item)
            }
            return .delivered
        case .addToCollection(let collectionID, let flowerIDs):
            switch try await api.addToCollection(path: .init(collectionId: collectionID), body: .json(.init(flowerIds: flowerIDs))) {
            case .ok: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .removeFromCollection(let collectionID, let flowerIDs):
            switch try await api.removeFromCollection(path: .init(collectionId: collectionID), body: .json(.init(flowerIds: flowerIDs))) {
            case .ok: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .moveBetweenCollections(let from, let to, let flowerIDs):
            switch try await api.moveBetweenCollections(path: .init(collectionId: from), body: .json(.init(flowerIds: flowerIDs, toCollectionId: to))) {
            case .ok: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .reorderCollection(let collectionID, let flowerIDs):
            switch try await api.reorderCollection(path: .init(collectionId: collectionID), body: .json(.init(flowerIds: flowerIDs))) {
            case .ok: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .reorderCollections(let collectionIDs):
            switch try await api.reorderCollections(body: .json(.init(collectionIds: collectionIDs))) {
            case .noContent: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .editCollection(let collectionID, let name, let description, let isPublic):
            let update = Components.Schemas.CollectionUpdate(name: name, description: description, isPublic: isPublic)
            switch try await api.updateCollection(path: .init(collectionId: collectionID), body: .json(update)) {
            case .ok: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .deleteCollection(let collectionID):
            switch try await api.deleteCollection(path: .init(collectionId: collectionID)) {
            case .noContent: return .delivered
            case .default(let status, _) where status == 404: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .deleteHistoryEntry(let entryID):
            switch try await api.deleteHistoryEntry(path: .init(entryId: entryID)) {
            case .noContent: return .delivered
            case .default(let status, _) where status == 404: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        case .clearHistory:
            switch try await api.clearHistory() {
            case .noContent: return .delivered
            case .default(let status, _): return Outcome.from(status: status)
            }
        }
    }

    /// The server's copy of a saved flower replaces the phone's, except for the notes, tags and
    /// privacy of an edit still waiting to be sent after it (the person's newer word).
    private func keep(_ saved: Components.Schemas.SavedFlower, ignoringPendingEdit: Bool = false) throws -> Outcome {
        var item = SavedItem(saved)
        if !ignoringPendingEdit, try store.pendingWrites.isPending(key: CalyxWrite.savedEditKey(item.flowerID)),
           let local = try store.saved.item(flowerID: item.flowerID) {
            item.notes = local.notes
            item.tags = local.tags
            item.isPublic = local.isPublic
        }
        try store.saved.put(item)
        return .delivered
    }

    /// The save's id on the server, for an unsave queued before the save's answer came.
    private func currentSavedID(_ flowerID: String) async throws -> String? {
        switch try await api.getFlower(path: .init(flowerId: flowerID)) {
        case .ok(let ok): return try ok.body.json.savedId
        case .default: return nil
        }
    }
}
