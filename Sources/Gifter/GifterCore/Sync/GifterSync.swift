import ClientKit
import Foundation
import GifterAPI

/// Saves, removals and reminder settings go through here: applied to the phone's copy of the
/// wishlists at once (so the screens show them, online or not), queued, and sent. Offline they wait
/// and are sent once the connection is back (`flush`), each exactly once, in the order they were made.
public final class GifterSync: Sendable {
    public enum Result: Equatable, Sendable {
        /// The server has it.
        case delivered
        /// Kept on the phone, to be sent when the connection is back.
        case queued
        /// The server will never take it (a product withdrawn, a person deleted): the screen reloads.
        case refused(String?)
    }

    let store: GifterStore
    let replayer: PendingWriteReplayer
    let now: @Sendable () -> Date

    public init(store: GifterStore, client: GifterClient, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
        let sender = GifterWriteSender(api: client.api)
        replayer = PendingWriteReplayer(writes: store.pendingWrites) { item in await sender.send(item) }
    }

    /// Applies `write` on the phone, queues it and sends the queue; says what became of this write.
    @discardableResult
    public func perform(_ write: GifterWrite) async -> Result {
        do {
            try applyLocally(write)
            try store.pendingWrites.enqueue(kind: write.kind, key: write.key, payload: JSONEncoder().encode(write), now: now())
        } catch {
            return .refused("storage")
        }
        let report = await flush()
        if let refusal = report.refused.first(where: { $0.item.key == write.key }) { return .refused(refusal.reason) }
        return isPending(write.key) ? .queued : .delivered
    }

    /// Sends what is queued (at launch, on reconnecting, after each change).
    @discardableResult
    public func flush() async -> PendingWriteReplayer.Report {
        await replayer.flush()
    }

    public var pendingCount: Int { (try? store.pendingWrites.count()) ?? 0 }

    public func isPending(_ key: String) -> Bool { (try? store.pendingWrites.isPending(key: key)) ?? false }

    /// The write about `key` still waiting to be sent, if any.
    public func pending(about key: String) -> GifterWrite? {
        guard let item = try? store.pendingWrites.item(key: key) else { return nil }
        return try? JSONDecoder().decode(GifterWrite.self, from: item.payload)
    }

    /// Keeps the phone's copy of the wishlists in step, so For me shows the change offline.
    private func applyLocally(_ write: GifterWrite) throws {
        guard var lists = store.snapshots.load(Components.Schemas.Wishlists.self, GifterCacheKey.wishlists) else { return }
        switch write {
        case .saveToWishlist(let product, let wishlistID):
            let target = wishlistID ?? lists.lists.first(where: \.builtIn)?.id
            guard let target else { return }
            if let index = lists.items.firstIndex(where: { $0.product.id == product.id }) {
                lists.items[index].wishlistId = target
            } else {
                lists.items.insert(.init(product: product, wishlistId: target, addedAt: now()), at: 0)
            }
        case .removeFromWishlist(let productID):
            lists.items.removeAll { $0.product.id == productID }
        case .saveIdea, .removeIdea, .reminders:
            return
        }
        for index in lists.lists.indices {
            let id = lists.lists[index].id
            lists.lists[index].itemCount = lists.items.count { $0.wishlistId == id }
        }
        try store.snapshots.save(lists, as: GifterCacheKey.wishlists)
    }
}
