import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// The wishlist (§9): For me (your lists, newest saves first, each card's Remove and "Move to list")
/// and For others (gift plans by person: "3 ideas saved · Next occasion: Birthday in 2 weeks").
/// Opens from the phone's copy (offline too); removals and moves are queued and sent once.
@MainActor @Observable
public final class WishlistModel {
    public enum Segment: String, CaseIterable, Sendable {
        case forMe, forOthers

        public var title: String { GifterCopy[self == .forMe ? .wishlistForMe : .wishlistForOthers] }
    }

    public typealias Item = Components.Schemas.WishlistItem
    public typealias List = Components.Schemas.Wishlist
    public typealias Plan = Components.Schemas.GiftPlanSummary

    public static var header: String { GifterCopy[.wishlistHeader] }
    public static var subtext: String { GifterCopy[.wishlistSubtext] }
    public static var removeAction: String { GifterCopy[.wishlistRemove] }
    public static var moveAction: String { GifterCopy[.wishlistMoveTo] }
    public static var emptyLine: String { GifterCopy[.wishlistEmpty] }
    public static var plansEmptyLine: String { GifterCopy[.wishlistPlansEmpty] }

    public var segment = Segment.forMe
    /// Showing one list's items, or every list's (nil: "All").
    public var listFilter: String?
    public private(set) var lists: [List] = []
    public private(set) var allItems: [Item] = []
    public private(set) var plans: [Plan] = []
    public private(set) var failure: LoadFailure?
    public private(set) var isShowingCachedLists = false
    /// Whether the server has answered (or failed) once: an empty list is not called empty before.
    public private(set) var hasAnswered = false

    private let client: GifterClient
    private let store: GifterStore
    private let sync: GifterSync

    public init(client: GifterClient, store: GifterStore, sync: GifterSync) {
        self.client = client
        self.store = store
        self.sync = sync
        showStored()
    }

    /// For me's cards, in the chosen list.
    public var items: [Item] {
        guard let listFilter else { return allItems }
        return allItems.filter { $0.wishlistId == listFilter }
    }

    /// "Move to list →" the lists other than the item's own.
    public func moveTargets(for item: Item) -> [List] { lists.filter { $0.id != item.wishlistId } }

    public func load() async {
        defer { hasAnswered = true }
        do {
            async let wishlists = client.api.listWishlists().ok.body.json
            async let planList = client.api.listGiftPlans().ok.body.json
            let fresh = try await wishlists
            plans = try await planList.plans
            try? store.snapshots.save(fresh, as: GifterCacheKey.wishlists)
            // Saves still queued on the phone are part of what the person sees.
            if sync.pendingCount > 0 { showStored() } else { show(fresh) }
            failure = nil
            isShowingCachedLists = false
        } catch {
            failure = LoadFailure(error)
            isShowingCachedLists = !lists.isEmpty
        }
    }

    /// Over lists shown from the phone's copy.
    public var offlineLine: String? { isShowingCachedLists ? GifterCopy[.homeOffline] : nil }

    /// "New list": a list of the person's own (online only: the server names and orders lists).
    /// Returns the problem to show, or nil once it exists.
    public func createList(named name: String) async -> String? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return GifterErrorCopy.title }
        do {
            switch try await client.api.createWishlist(body: .json(.init(name: trimmed))) {
            case .created:
                await load()
                return nil
            case .default(_, let response):
                return GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
            }
        } catch {
            return GifterErrorCopy.line(forActionFailure: error)
        }
    }

    public func remove(_ item: Item) async {
        await perform(.removeFromWishlist(productID: item.product.id))
    }

    public func move(_ item: Item, to list: List) async {
        await perform(.saveToWishlist(product: item.product, wishlistID: list.id))
    }

    /// Rename or delete one of your own lists; nil for General, Home and Wardrobe.
    public func editList(_ list: List) -> WishlistListEditModel? {
        WishlistListEditModel.canEdit(list) ? WishlistListEditModel(list: list, client: client) : nil
    }

    /// A gift plan's page.
    public func plan(_ plan: Plan) -> GiftPlanModel {
        GiftPlanModel(person: plan.person.person, name: plan.person.name, client: client, sync: sync)
    }

    /// "3 ideas saved · Next occasion: Birthday in 2 weeks".
    public static func subtitle(_ plan: Plan) -> String {
        let ideas = GifterCopy.format(.planIdeas, .number(plan.ideasSaved))
        guard let next = plan.nextOccasion else { return ideas }
        return GifterCopy.format(.planNext, .text(ideas), .text(next.title), .text(Self.lowercasedFirst(next.countdown)))
    }

    /// "In 2 weeks" reads "in 2 weeks" mid-sentence.
    static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    private func perform(_ write: GifterWrite) async {
        let result = await sync.perform(write)
        showStored()
        if case .refused = result { await load() }
    }

    private func showStored() {
        if let stored = store.snapshots.load(Components.Schemas.Wishlists.self, GifterCacheKey.wishlists) { show(stored) }
    }

    private func show(_ wishlists: Components.Schemas.Wishlists) {
        lists = wishlists.lists
        allItems = wishlists.items
        if let listFilter, !lists.contains(where: { $0.id == listFilter }) { self.listFilter = nil }
    }
}
