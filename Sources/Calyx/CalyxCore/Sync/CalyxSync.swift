import CalyxAPI
import ClientKit
import Foundation

/// Every change the person makes goes through here: applied to the on-device copy at once (so the
/// screen shows it, online or not), queued, and sent. Online, the queue empties within the same call;
/// offline, the change waits and is sent once the connection is back (`flush`), exactly once, in the
/// order the person made them. Where the server answers differently (a flower deleted elsewhere), its
/// answer is what the phone keeps.
public final class CalyxSync: Sendable {
    let store: CalyxStore
    let api: any APIProtocol
    let replayer: PendingWriteReplayer
    let now: @Sendable () -> Date

    public init(store: CalyxStore, client: CalyxClient, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.api = client.api
        self.now = now
        let sender = CalyxWriteSender(api: client.api, store: store)
        replayer = PendingWriteReplayer(writes: store.pendingWrites) { item in await sender.send(item) }
    }

    /// Applies `write` on the phone, queues it and sends what is queued.
    @discardableResult
    public func perform(_ write: CalyxWrite) async throws -> PendingWriteReplayer.Report {
        try record(write)
        return await flush()
    }

    /// Applies `write` on the phone and queues it, without sending.
    public func record(_ write: CalyxWrite) throws {
        try applyLocally(write)
        try store.pendingWrites.enqueue(kind: write.kind, key: write.key, payload: JSONEncoder().encode(write), now: now())
    }

    /// Sends what is queued (on launch, on reconnecting, after each change).
    @discardableResult
    public func flush() async -> PendingWriteReplayer.Report {
        await replayer.flush()
    }

    public var pendingCount: Int { (try? store.pendingWrites.count()) ?? 0 }

    /// The change about `key` still waiting to be sent, if any.
    func pending(about key: String) -> CalyxWrite? {
        guard let item = try? store.pendingWrites.item(key: key) else { return nil }
        return try? JSONDecoder().decode(CalyxWrite.self, from: item.payload)
    }

    private func applyLocally(_ write: CalyxWrite) throws {
        let saved = store.saved
        switch write {
        case .save(let card):
            if try saved.item(flowerID: card.id) == nil {
                try saved.put(SavedItem(pending: card, isPublic: true, at: now()))
            }
        case .unsave(let flowerID, _):
            try saved.remove(flowerID: flowerID)
            try store.pendingWrites.cancel(key: CalyxWrite.savedEditKey(flowerID))
        case .editSaved(let flowerID, let notes, let tags, let isPublic):
            guard var item = try saved.item(flowerID: flowerID) else { return }
            item.notes = notes
            item.tags = tags
            item.isPublic = isPublic
            try saved.put(item)
        case .like(let flowerID, let liked):
            guard var item = try saved.item(flowerID: flowerID), item.liked != liked else { return }
            item.liked = liked
            item.likeCount = max(0, item.likeCount + (liked ? 1 : -1))
            try saved.put(item)
        case .addToCollection(let collectionID, let flowerIDs):
            try updateMembership(flowerIDs) { ids in if !ids.contains(collectionID) { ids.append(collectionID) } }
        case .removeFromCollection(let collectionID, let flowerIDs):
            try updateMembership(flowerIDs) { ids in ids.removeAll { $0 == collectionID } }
        case .moveBetweenCollections(let from, let to, let flowerIDs):
            try updateMembership(flowerIDs) { ids in
                ids.removeAll { $0 == from }
                if !ids.contains(to) { ids.append(to) }
            }
        case .deleteCollection(let collectionID):
            try updateMembership(nil) { ids in ids.removeAll { $0 == collectionID } }
        case .reorderCollection, .reorderCollections, .editCollection, .deleteHistoryEntry, .clearHistory:
            // Their screens hold the lists these change and update them themselves.
            break
        }
    }

    /// Changes the collections recorded on saved flowers (all of them when `flowerIDs` is nil).
    private func updateMembership(_ flowerIDs: [String]?, _ change: (inout [String]) -> Void) throws {
        let items = try flowerIDs.map { try $0.compactMap(store.saved.item(flowerID:)) } ?? store.saved.items()
        for var item in items {
            let before = item.collectionIDs
            change(&item.collectionIDs)
            if item.collectionIDs != before { try store.saved.put(item) }
        }
    }
}
