import CalyxAPI
import ClientKit
import Foundation
import Observation

/// The Home tab: what people one follows saved and made, what people with similar collections did,
/// and what is trending, newest first. Opens with the last feed seen (offline too), pulls to refresh,
/// fetches the next page at 80% of the scroll (once each) and warms the next page's thumbnails; like
/// and save from a card go through the queue. A newcomer sees people to follow.
@MainActor @Observable
public final class HomeFeedModel {
    public typealias Item = Components.Schemas.FeedItem
    public typealias Person = Components.Schemas.Person

    public enum Phase: Equatable, Sendable {
        case loading
        case loaded
        /// Nothing to show yet: follow someone (the suggestions) or search.
        case empty
        case failed(LoadFailure)
    }

    public var items: [Item] { list.items }
    public private(set) var suggestedPeople: [Person] = []
    public private(set) var phase = Phase.loading
    public private(set) var isRefreshing = false
    /// A refresh or later page that failed while something is shown: a banner, not a blank screen.
    public private(set) var failure: LoadFailure?

    private let client: CalyxClient
    private let store: CalyxStore
    private let sync: CalyxSync
    private let images: ImageLoader?
    private var list = PagedList<Item, String> { $0.id }

    private struct Snapshot: Codable {
        let items: [Item]
        let suggestedPeople: [Person]
    }

    public init(client: CalyxClient, store: CalyxStore, sync: CalyxSync, images: ImageLoader? = nil) {
        self.client = client
        self.store = store
        self.sync = sync
        self.images = images
        if let last = store.snapshots.load(Snapshot.self, CalyxCacheKey.feed) {
            list.items = last.items
            suggestedPeople = last.suggestedPeople
            phase = list.items.isEmpty ? .empty : .loaded
        }
    }

    /// The first page (on appearing, and on pull to refresh).
    public func refresh() async {
        isRefreshing = true
        defer { isRefreshing = false }
        await fetch(cursor: nil)
    }

    public func itemAppeared(at index: Int) async {
        guard let cursor = list.cursorToFetch(appeared: index) else { return }
        await fetch(cursor: cursor)
    }

    public func retry() async { await refresh() }

    /// What a card's header says happened: "saved a flower", "made the collection “Spring Walk”",
    /// "Trending now" for a trending flower, or "New to you, in bloom now" for a discovered one
    /// (neither has a person).
    nonisolated public static func activity(of item: Item) -> String {
        switch item.kind {
        case .saved: "saved a flower"
        case .collection: item.collection.map { "made the collection \u{201C}\($0.name)\u{201D}" } ?? "made a collection"
        case .trending: "Trending now"
        case .discovery: "New to you, in bloom now"
        }
    }

    /// The heart on a card.
    public func toggleLike(_ item: Item) async {
        let liked = !(item.flower.liked ?? false)
        updateFlower(item.flower.id) { card in
            card.liked = liked
            card.likeCount = max(0, card.likeCount + (liked ? 1 : -1))
        }
        _ = try? await sync.perform(.like(flowerID: item.flower.id, liked: liked))
    }

    /// The bookmark on a card: saves the flower to the person's own Saved (or removes it).
    public func toggleSave(_ item: Item) async {
        let saved = !(item.flower.saved ?? false)
        updateFlower(item.flower.id) { $0.saved = saved }
        if saved {
            _ = try? await sync.perform(.save(item.flower))
        } else {
            _ = try? await sync.perform(.unsave(flowerID: item.flower.id, savedID: try? store.saved.item(flowerID: item.flower.id)?.savedID))
        }
    }

    /// Follow from the newcomer's suggestions; the feed fills with their saves.
    public func follow(_ person: Person) async {
        do {
            _ = try await client.api.followUser(path: .init(userId: person.id)).ok
            suggestedPeople.removeAll { $0.id == person.id }
            await refresh()
        } catch {
            failure = LoadFailure(error)
        }
    }

    private func fetch(cursor: String?) async {
        if list.items.isEmpty, cursor == nil { phase = .loading }
        do {
            let page = try await client.api.getFeed(query: .init(cursor: cursor)).ok.body.json
            list.receive(page.items, next: page.nextCursor, for: cursor)
            if cursor == nil {
                suggestedPeople = page.suggestedPeople ?? []
                try? store.snapshots.save(Snapshot(items: list.items, suggestedPeople: suggestedPeople), as: CalyxCacheKey.feed)
            }
            await prefetchThumbnails(of: page.items)
            failure = nil
            phase = list.items.isEmpty ? .empty : .loaded
        } catch {
            if let cursor { list.failed(cursor) }
            if list.items.isEmpty { phase = .failed(LoadFailure(error)) } else { failure = LoadFailure(error) }
        }
    }

    /// The page just received will scroll into view next: its images are fetched now.
    private func prefetchThumbnails(of page: [Item]) async {
        guard let images else { return }
        let urls = page.compactMap { $0.flower.image.flatMap { images.url(for: $0.url) } }
        await images.prefetch(urls)
    }

    private func updateFlower(_ id: String, _ change: (inout Components.Schemas.FlowerCard) -> Void) {
        for index in list.items.indices where list.items[index].flower.id == id { change(&list.items[index].flower) }
    }
}
