import CalyxAPI
import ClientKit
import Foundation
import Observation

/// The Saved tab: the person's flowers (a Polaroid grid or a list, sorted and filtered by tag and
/// privacy) and their collections, behind a two-way switch. Both open from the phone's copy at once,
/// offline too, and refresh from the server; every change is applied at once and sent (or queued).
/// Select mode picks several flowers to add to a collection, move between collections or remove.
@MainActor @Observable
public final class SavedModel {
    public enum Section: String, Sendable, CaseIterable {
        case flowers, collections

        public var title: String { self == .flowers ? "Flowers" : "Collections" }
    }

    public typealias Collection = Components.Schemas.Collection

    public var section = Section.flowers
    public var layout = CatalogSearchModel.Layout.grid
    public private(set) var order = SavedOrder()
    public private(set) var flowers: [SavedItem] = []
    public private(set) var tags: [String] = []
    public private(set) var collections: [Collection] = []
    public private(set) var isRefreshing = false
    /// The last refresh's failure; what is shown stays (it is the phone's copy).
    public private(set) var failure: LoadFailure?
    /// Select mode, and the flowers picked in it.
    public private(set) var isSelecting = false
    public private(set) var selection: Set<String> = []
    /// A change the server refused (or that needs a connection), in words for a banner.
    public private(set) var notice: String?

    private let client: CalyxClient
    private let store: CalyxStore
    private let sync: CalyxSync
    @ObservationIgnored private var reading: Task<Void, Never>?
    /// Bumped by every read: a slower older read never replaces a newer one.
    @ObservationIgnored private var readGeneration = 0

    /// How many flowers the tab reads before its first frame: more than any screen shows at once.
    public static let firstScreen = 60

    public init(client: CalyxClient, store: CalyxStore, sync: CalyxSync) {
        self.client = client
        self.store = store
        self.sync = sync
        // The first screenful on the main actor, so the tab never opens empty; the rest right after,
        // off it (thousands of flowers take a few milliseconds to read: a dropped frame if read here).
        flowers = (try? store.saved.items(order, limit: Self.firstScreen)) ?? []
        if let cached = store.snapshots.load([Collection].self, CalyxCacheKey.collections) { collections = cached }
        reading = Task { await self.readLocal() }
    }

    /// Waits for the newest read of the phone's copy: the one `init` starts, or a sort's or a filter's
    /// (tests, and the screen's `.task`).
    public func settled() async {
        await reading?.value
    }

    /// What the server says (every page of saved flowers, every collection), replacing the phone's copy.
    public func refresh() async {
        isRefreshing = true
        defer { isRefreshing = false }
        // Changes made offline go first, so the server's answer already includes them.
        await sync.flush()
        do {
            var saved: [SavedItem] = []
            var cursor: String?
            repeat {
                let page = try await client.api.listSaved(query: .init(limit: 100, cursor: cursor)).ok.body.json
                saved += page.items.map(SavedItem.init)
                cursor = page.nextCursor
            } while cursor != nil
            var owned: [Collection] = []
            cursor = nil
            repeat {
                let page = try await client.api.listCollections(query: .init(limit: 100, cursor: cursor)).ok.body.json
                owned += page.items
                cursor = page.nextCursor
            } while cursor != nil
            try store.saved.replaceAll(with: saved)
            try store.snapshots.save(owned, as: CalyxCacheKey.collections)
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
        await readLocal()
    }

    // MARK: Sort and filter
    // Synchronous, for a picker's binding or a button: the model starts the read and owns it, and a
    // person changing the order twice in a row sees the second (the newest read wins).

    public func sort(by sort: SavedOrder.Sort) {
        order.sort = sort
        reread()
    }

    public func show(_ visibility: SavedOrder.Visibility) {
        order.visibility = visibility
        reread()
    }

    public func filter(tag: String?) {
        order.tag = tag
        reread()
    }

    /// Only the flowers of one of the person's collections (nil: all of them).
    public func filter(collectionID: String?) {
        order.collectionID = collectionID
        reread()
    }

    // MARK: Editing one flower

    public func remove(_ item: SavedItem) async {
        await perform(.unsave(flowerID: item.flowerID, savedID: item.savedID))
    }

    /// Notes, tags and privacy as edited on the flower's page.
    public func edit(_ item: SavedItem, notes: String, tags: [String], isPublic: Bool) async {
        let cleanTags = Self.cleaned(tags)
        await perform(.editSaved(flowerID: item.flowerID, notes: notes, tags: cleanTags, isPublic: isPublic))
    }

    /// Tags as the server keeps them: trimmed, inner spaces collapsed, duplicates (ignoring case) dropped.
    static func cleaned(_ tags: [String]) -> [String] {
        var seen: Set<String> = []
        return tags.compactMap { tag in
            let words = tag.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !words.isEmpty, seen.insert(TextKey.fold(words)).inserted else { return nil }
            return String(words.prefix(30))
        }
    }

    // MARK: Select mode

    public func startSelecting() {
        isSelecting = true
        selection = []
    }

    public func stopSelecting() {
        isSelecting = false
        selection = []
    }

    public func toggleSelection(_ item: SavedItem) {
        if selection.remove(item.flowerID) == nil { selection.insert(item.flowerID) }
    }

    /// The picked flowers in the order shown (the server keeps the order it is given).
    private var selected: [String] { flowers.map(\.flowerID).filter(selection.contains) }

    public func addSelection(to collection: Collection) async {
        guard !selection.isEmpty else { return }
        await perform(.addToCollection(collectionID: collection.id, flowerIDs: selected))
        stopSelecting()
    }

    public func moveSelection(from source: Collection, to target: Collection) async {
        let inSource = selected.filter { id in flowers.first { $0.flowerID == id }?.collectionIDs.contains(source.id) == true }
        guard !inSource.isEmpty, source.id != target.id else { return }
        await perform(.moveBetweenCollections(from: source.id, to: target.id, flowerIDs: inSource))
        stopSelecting()
    }

    public func removeSelection() async {
        for id in selected {
            if let item = flowers.first(where: { $0.flowerID == id }) { try? sync.record(.unsave(flowerID: id, savedID: item.savedID)) }
        }
        stopSelecting()
        await readLocal()
        await afterSending(await sync.flush())
    }

    // MARK: Collections

    /// A new collection needs the server (it is not safe to send twice), so it is made online only.
    /// A failure's words are `notice`, and `creationProblem` for the New Collection sheet, which stays
    /// open with them (and the name typed) instead of closing on a collection that was never made.
    @discardableResult
    public func createCollection(named name: String, isPublic: Bool? = nil) async -> Collection? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        creationProblem = nil
        guard !trimmed.isEmpty else { return refuseCreation("Give the collection a name.") }
        do {
            switch try await client.api.createCollection(body: .json(.init(name: String(trimmed.prefix(60)), isPublic: isPublic))) {
            case .created(let created):
                let collection = try created.body.json
                collections.insert(collection, at: 0)
                try? store.snapshots.save(collections, as: CalyxCacheKey.collections)
                return collection
            case .default(_, let response):
                return refuseCreation((try? response.body.applicationProblemJson)?.errors?.first?.detail ?? "That collection couldn't be made.")
            }
        } catch {
            return refuseCreation(LoadFailure(error).kind == .offline ? "You're offline. Collections can be made once you're back online." : LoadFailure(error).message)
        }
    }

    public private(set) var creationProblem: String?

    /// Where New Collection's switch starts: the person's "New Collections Are Public" setting.
    public var newCollectionsArePublic: Bool {
        store.snapshots.load(Components.Schemas.Settings.self, CalyxCacheKey.settings)?.privacy.defaultCollectionPublic ?? false
    }

    private func refuseCreation(_ problem: String) -> Collection? {
        notice = problem
        creationProblem = problem
        return nil
    }

    /// Drag to reorder the collections: `from` offsets moved before `to`, as SwiftUI's `onMove` gives them.
    public func moveCollections(from offsets: IndexSet, to destination: Int) async {
        collections.move(fromOffsets: offsets, toOffset: destination)
        try? store.snapshots.save(collections, as: CalyxCacheKey.collections)
        await perform(.reorderCollections(collectionIDs: collections.map(\.id)))
    }

    public func deleteCollection(_ collection: Collection) async {
        collections.removeAll { $0.id == collection.id }
        try? store.snapshots.save(collections, as: CalyxCacheKey.collections)
        await perform(.deleteCollection(collectionID: collection.id))
    }

    public func dismissNotice() { notice = nil }

    // MARK: Helpers

    private func perform(_ write: CalyxWrite) async {
        do {
            try sync.record(write)
        } catch {
            notice = "That change couldn't be kept on this phone."
            return
        }
        await readLocal()
        await afterSending(await sync.flush())
    }

    /// A refusal means the server's state differs: take the server's word for the whole list.
    private func afterSending(_ report: PendingWriteReplayer.Report) async {
        if !report.refused.isEmpty {
            notice = "Some changes couldn't be made; showing what's saved now."
            await refresh()
        } else {
            await readLocal()
        }
    }

    /// Reads the phone's copy again in a task of the model's own; `settled()` waits for it.
    private func reread() {
        reading = Task { await self.readLocal() }
    }

    /// The phone's copy, read off the main actor.
    private func readLocal() async {
        readGeneration += 1
        let asked = readGeneration
        let (store, order) = (store, order)
        let read = await Task.detached(priority: .userInitiated) {
            ((try? store.saved.items(order)) ?? [], (try? store.saved.tags()) ?? [], store.snapshots.load([Collection].self, CalyxCacheKey.collections))
        }.value
        guard asked == readGeneration else { return }
        flowers = read.0
        tags = read.1
        if let cached = read.2 { collections = cached }
    }
}
