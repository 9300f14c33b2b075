import CalyxAPI
import ClientKit
import Foundation
import Observation

/// A collection's page. The owner's: rename, describe, make public or private, reorder by dragging,
/// remove flowers, delete, export as PDF. Anyone else's (public): like, save to their library, make
/// their own copy, see who liked it. Both: share, paged flowers.
@MainActor @Observable
public final class CollectionDetailModel {
    public typealias Collection = Components.Schemas.Collection
    public typealias Item = Components.Schemas.CollectionItem

    public let collectionID: String
    public private(set) var collection: Collection?
    public var items: [Item] { list.items }
    public private(set) var failure: LoadFailure?
    public private(set) var notice: String?
    public private(set) var confirmingDelete = false
    /// Set once deleted (the screen goes back).
    public private(set) var deleted = false
    public let shareURL: URL

    @ObservationIgnored public let environment: CalyxEnvironment
    private var api: any APIProtocol { environment.client.api }
    private var list = PagedList<Item, String> { $0.flower.id }
    private var ownerID: String?

    public init(collectionID: String, environment: CalyxEnvironment) {
        self.collectionID = collectionID
        self.environment = environment
        shareURL = environment.shareLinks.collection(collectionID)
        if let cached = environment.store.snapshots.load(Components.Schemas.CollectionDetail.self, CalyxCacheKey.collection(collectionID)) {
            collection = cached.collection
            list.items = cached.items
        }
    }

    public func isOwner(viewer accountID: String?) -> Bool { accountID != nil && collection?.ownerId == accountID }

    public func dismissNotice() { notice = nil }

    public func load() async {
        await fetch(cursor: nil)
    }

    public func itemAppeared(at index: Int) async {
        guard let cursor = list.cursorToFetch(appeared: index) else { return }
        await fetch(cursor: cursor)
    }

    // MARK: The owner's

    public func edit(name: String, description: String, isPublic: Bool) async {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 60 else { notice = "A name needs 1 to 60 characters."; return }
        guard description.count <= 500 else { notice = "A description can be up to 500 characters."; return }
        collection?.name = trimmed
        collection?.description = description
        collection?.isPublic = isPublic
        await send(.editCollection(collectionID: collectionID, name: trimmed, description: description, isPublic: isPublic))
    }

    /// Drag to reorder, as SwiftUI's `onMove` reports it. Needs every flower loaded (the server takes
    /// the whole order), so the rest of the pages are fetched first.
    public func moveItems(from offsets: IndexSet, to destination: Int) async {
        while let cursor = list.cursors.next {
            await fetch(cursor: cursor)
            if failure != nil { return }
        }
        list.items.move(fromOffsets: offsets, toOffset: destination)
        await send(.reorderCollection(collectionID: collectionID, flowerIDs: list.items.map(\.flower.id)))
    }

    public func remove(_ item: Item) async {
        list.items.removeAll { $0.flower.id == item.flower.id }
        // Read before writing: an optional-chained assignment starts its write before the right side.
        let count = max(0, (collection?.flowerCount ?? 1) - 1)
        collection?.flowerCount = count
        await send(.removeFromCollection(collectionID: collectionID, flowerIDs: [item.flower.id]))
    }

    public func askToDelete() { confirmingDelete = true }
    public func cancelDelete() { confirmingDelete = false }

    public func confirmDelete() async {
        confirmingDelete = false
        await send(.deleteCollection(collectionID: collectionID))
        try? environment.store.snapshots.remove(CalyxCacheKey.collection(collectionID))
        deleted = true
    }

    /// "Export as PDF": the server's PDF, written to `directory` for the share sheet.
    public func exportPDF(to directory: URL) async -> URL? {
        do {
            var output = try await api.exportCollectionPdf(path: .init(collectionId: collectionID))
            // 503: the server's image workers are busy (its Retry-After is a couple of seconds).
            for _ in 0..<5 {
                guard case .default(503, _) = output else { break }
                try await Task.sleep(for: .seconds(2), tolerance: .zero)
                output = try await api.exportCollectionPdf(path: .init(collectionId: collectionID))
            }
            let body = try output.ok.body.pdf
            let name = (collection?.name ?? "Collection").replacingOccurrences(of: "/", with: "-")
            let file = directory.appending(path: "\(name).pdf")
            try await SettingsModel.write(body, to: file)
            return file
        } catch {
            notice = LoadFailure(error).kind == .offline ? LoadFailure(error).message : "The PDF couldn't be made. Please try again."
            return nil
        }
    }

    // MARK: Someone else's

    public func toggleLike() async {
        guard let collection else { return }
        do {
            let state = collection.liked == true
                ? try await api.unlikeCollection(path: .init(collectionId: collectionID)).ok.body.json
                : try await api.likeCollection(path: .init(collectionId: collectionID)).ok.body.json
            self.collection?.liked = state.liked
            self.collection?.likeCount = state.likeCount
        } catch {
            notice = LoadFailure(error).message
        }
    }

    /// "Save to Library": it appears under Saved Collections and follows the owner's changes.
    public func toggleSaveToLibrary() async {
        guard let collection else { return }
        do {
            let state = collection.saved == true
                ? try await api.unsaveCollection(path: .init(collectionId: collectionID)).ok.body.json
                : try await api.saveCollection(path: .init(collectionId: collectionID)).ok.body.json
            self.collection?.saved = state.saved
            self.collection?.saveCount = state.saveCount
        } catch {
            notice = LoadFailure(error).message
        }
    }

    /// "Make a copy": one's own collection with the same flowers, to change freely.
    public func makeCopy() async -> Collection? {
        do {
            switch try await api.copyCollection(path: .init(collectionId: collectionID), body: .json(.init())) {
            case .created(let created):
                notice = "Copied to your collections."
                return try created.body.json
            case .default(_, let response):
                notice = (try? response.body.applicationProblemJson)?.detail ?? "The collection couldn't be copied."
            }
        } catch {
            notice = LoadFailure(error).message
        }
        return nil
    }

    // MARK: Helpers

    private func send(_ write: CalyxWrite) async {
        let report = try? await environment.sync.perform(write)
        saveSnapshot()
        if let report, !report.refused.isEmpty {
            notice = "That change couldn't be made; showing the collection as it is now."
            await load()
        }
    }

    private func fetch(cursor: String?) async {
        do {
            switch try await api.getCollection(path: .init(collectionId: collectionID), query: .init(cursor: cursor)) {
            case .ok(let ok):
                let page = try ok.body.json
                collection = page.collection
                list.receive(page.items, next: page.nextCursor, for: cursor)
                saveSnapshot()
                failure = nil
            case .default(let status, _):
                failure = LoadFailure(kind: status == 404 ? .notFound : .server)
            }
        } catch {
            if let cursor { list.failed(cursor) }
            failure = LoadFailure(error)
        }
    }

    private func saveSnapshot() {
        guard let collection else { return }
        try? environment.store.snapshots.save(Components.Schemas.CollectionDetail(collection: collection, items: list.items), as: CalyxCacheKey.collection(collectionID))
    }
}
