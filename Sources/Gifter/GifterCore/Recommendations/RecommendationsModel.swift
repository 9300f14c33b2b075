import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// Ideas for one person (yourself, a friend, a gifting profile), perhaps for one of their occasions
/// (§5.2, §6.2, §9.3): "Curating a few ideas…" with the nodding bow while the first page comes,
/// "Ask for more ideas" for the next page (never repeating one already shown), a nudge in free words
/// and a budget, §13's line when nothing fits, §11.3's error with Retry. Every request is bounded, so
/// the screen always leaves `curating`.
@MainActor @Observable
public final class RecommendationsModel {
    public enum Phase: Equatable, Sendable {
        /// Not asked yet (an occasion's page: "Ask Gifter for ideas").
        case notAsked
        case curating
        case shown
        /// Nothing fits: §13's line.
        case empty
        case failed(LoadFailure)
    }

    public typealias Recommendation = Components.Schemas.Recommendation

    /// What the screen shows once answered, as the phone keeps it (an occasion's ideas, §6.2).
    public struct Shown: Codable, Equatable, Sendable {
        public var items: [Recommendation]
        public var nextCursor: String?
        public var budgetMax: Int?
        public var nudge: String
        public var catalogEmpty: Bool
    }

    public static let pageSize = 10
    /// The budgets offered as chips, in pounds (the catalogue's prices are in GBP).
    public static let budgets = [25, 50, 100, 250]

    /// `self`, `friend:<id>` or `profile:<id>`.
    public let person: String
    /// Their name, for "Ideas for James" and "Save for James"; nil for yourself.
    public let name: String?
    public let occasionID: String?
    public private(set) var phase: Phase
    public var items: [Recommendation] { list.items }
    /// Whether "Ask for more ideas" can bring more: the server gave a next page's cursor (it gives
    /// none once a page comes back empty or the catalogue is exhausted).
    public var canAskForMore: Bool { list.hasMore }
    public private(set) var isAskingForMore = false
    /// A failure asking for more leaves what is shown and says so under it.
    public private(set) var moreFailure: LoadFailure?
    public private(set) var nudge = ""
    public private(set) var budgetMax: Int?
    /// The catalog has nothing to recommend to anyone (no shop connected yet): why the page is empty.
    public private(set) var catalogEmpty = false

    private let client: GifterClient
    private var list = PagedList<Recommendation, String> { $0.product.id }
    /// Which answer the screen is waiting for: a newer request (a nudge, a budget) makes older answers stale.
    private var generation = 0
    /// Told each time a page arrives (the first, or "Ask for more"), so a screen can keep what is shown.
    @ObservationIgnored var onShown: (@MainActor (Shown) -> Void)?

    public init(person: String, name: String?, occasionID: String? = nil, askNow: Bool = true, client: GifterClient) {
        self.person = person
        self.name = name
        self.occasionID = occasionID
        self.client = client
        phase = askNow ? .curating : .notAsked
    }

    public var title: String {
        guard let name, person != "self" else { return GifterCopy[.recommendationsTitleSelf] }
        return GifterCopy.format(.recommendationsTitle, .text(name))
    }

    /// The bow nods while Gifter is "thinking" (§11.1).
    public var isThinking: Bool { phase == .curating || isAskingForMore }

    /// What is on screen, once the server has answered.
    public var shown: Shown? {
        guard phase == .shown || phase == .empty else { return nil }
        return Shown(items: list.items, nextCursor: list.cursors.next, budgetMax: budgetMax, nudge: nudge, catalogEmpty: catalogEmpty)
    }

    /// Shows what was kept from an earlier answer, as if it had just come (no request).
    func restore(_ kept: Shown) {
        generation += 1
        list.reset()
        list.receive(kept.items, next: kept.nextCursor, for: nil)
        budgetMax = kept.budgetMax
        nudge = kept.nudge
        catalogEmpty = kept.catalogEmpty
        moreFailure = nil
        phase = kept.items.isEmpty ? .empty : .shown
    }

    public static var curatingLine: String { GifterCopy[.recommendationsCurating] }
    public static var emptyLine: String { GifterCopy[.recommendationsNone] }

    /// Said when nothing is shown: no shop connected yet, or §13's "Nothing feels quite right yet…".
    public var emptyMessage: String { catalogEmpty ? GifterCopy[.recommendationsCatalogEmpty] : Self.emptyLine }
    public static var askForMoreButton: String { GifterCopy[.planAskMore] }
    public static var noMoreLine: String { GifterCopy[.recommendationsNoMore] }

    /// "Up to £50", or "Any budget".
    public static func budgetTitle(_ pounds: Int?) -> String {
        guard let pounds else { return GifterCopy[.recommendationsAnyBudget] }
        return GifterCopy.format(.recommendationsBudget, .text("£\(pounds)"))
    }

    /// The first page (again): on appearing, on Retry, after a nudge or a new budget.
    public func load() async {
        generation += 1
        let mine = generation
        phase = .curating
        moreFailure = nil
        do {
            let page = try await fetch(cursor: nil)
            guard mine == generation else { return }
            list.receive(page.items, next: page.nextCursor, for: nil)
            catalogEmpty = page.catalogEmpty ?? false
            phase = page.items.isEmpty ? .empty : .shown
            if let shown { onShown?(shown) }
        } catch {
            guard mine == generation else { return }
            phase = .failed(LoadFailure(error))
        }
    }

    /// "Ask for more ideas": the next page, added under what is shown.
    public func askForMore() async {
        guard phase == .shown, let cursor = list.cursors.next, !isAskingForMore else { return }
        let mine = generation
        isAskingForMore = true
        defer { isAskingForMore = false }
        do {
            let page = try await fetch(cursor: cursor)
            guard mine == generation else { return }
            list.receive(page.items, next: page.nextCursor, for: cursor)
            moreFailure = nil
            if let shown { onShown?(shown) }
        } catch {
            guard mine == generation else { return }
            moreFailure = LoadFailure(error)
        }
    }

    /// "Loves the sea, hates clutter": the next answer leans towards these words.
    public func nudge(_ words: String) async {
        nudge = String(words.trimmingCharacters(in: .whitespacesAndNewlines).prefix(200))
        await load()
    }

    public func setBudget(_ pounds: Int?) async {
        guard pounds != budgetMax else { return }
        budgetMax = pounds
        await load()
    }

    /// The gifting profile these ideas are for (`profile:<id>`); nil for yourself and friends.
    public var profileID: String? {
        person.hasPrefix("profile:") ? String(person.dropFirst("profile:".count)) : nil
    }

    /// "Edit profile", on a gifting profile's ideas.
    public func editProfile() -> ProfileEditModel? { profileID.map { ProfileEditModel(profileID: $0, client: client) } }

    /// The product page for one of the ideas, about this person.
    public func productContext() -> ProductDetailModel.Context {
        person == "self" ? .me : .person(person, name: name ?? "")
    }

    private func fetch(cursor: String?) async throws -> Components.Schemas.RecommendationPage {
        let query = Operations.GetRecommendations.Input.Query(
            _for: person, occasion: occasionID, budgetMax: budgetMax, nudge: nudge.isEmpty ? nil : nudge,
            limit: Self.pageSize, cursor: cursor
        )
        return try await client.api.getRecommendations(query: query).ok.body.json
    }
}
