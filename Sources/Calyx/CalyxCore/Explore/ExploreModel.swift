import CalyxAPI
import ClientKit
import Foundation
import Observation

/// Explore (§3.6, §3.8): popular public collections this week (more as the row scrolls), this week's
/// trending flowers, people to follow, and one search field across people (username or name) and
/// public collections. Typing waits for a pause before it asks; each result list pages on its own.
@MainActor @Observable
public final class ExploreModel {
    public typealias Collection = Components.Schemas.Collection
    public typealias Person = Components.Schemas.Person
    public typealias Flower = Components.Schemas.FlowerCard

    public enum Phase: Equatable, Sendable {
        case loading, loaded
        case failed(LoadFailure)
    }

    /// Typing pauses this long before the server is asked.
    public static let debounce = Duration.milliseconds(300)

    public private(set) var phase = Phase.loading
    public var popularCollections: [Collection] { popular.items }
    public private(set) var trending: [Flower] = []
    public private(set) var suggestedPeople: [Person] = []

    /// The search field; results show instead of the sections while it holds anything searchable.
    public private(set) var query = ""
    public var foundPeople: [Person] { people.items }
    public var foundCollections: [Collection] { collections.items }
    /// A search was answered for the current query (an empty answer says "No results").
    public private(set) var searchedQuery: String?
    public private(set) var isSearching = false
    public private(set) var notice: String?

    private let api: any APIProtocol
    private let accountID: String?
    private let sleep: @Sendable (Duration) async throws -> Void
    private var popular = PagedList<Collection, String> { $0.id }
    private var people = PagedList<Person, String> { $0.id }
    private var collections = PagedList<Collection, String> { $0.id }
    private var searching: Task<Void, Never>?

    /// `accountID` is the person's own (their collections carry no heart).
    public init(
        client: CalyxClient, accountID: String?,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0, tolerance: .zero) }
    ) {
        api = client.api
        self.accountID = accountID
        self.sleep = sleep
    }

    /// The search text as the server takes it: trimmed, at most the shared limit; nil when blank.
    public var searchableQuery: String? { Self.searchable(query) }

    public var isShowingResults: Bool { searchableQuery != nil }

    public var hasNoResults: Bool {
        searchedQuery != nil && searchedQuery == searchableQuery && !isSearching && foundPeople.isEmpty && foundCollections.isEmpty
    }

    nonisolated static func searchable(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        return CalyxLimits.prefix(of: trimmed, maxLength: CalyxLimits.searchQueryMaxLength)
    }

    public func dismissNotice() { notice = nil }

    public func showsHeart(on collection: Collection) -> Bool { CollectionHeart.shows(on: collection, accountID: accountID) }

    // MARK: The sections

    public func load() async {
        do {
            switch try await api.getExplore() {
            case .ok(let ok):
                let page = try ok.body.json
                popular.receive(page.collections, next: page.collectionsCursor, for: nil)
                trending = page.trending
                suggestedPeople = page.people
                phase = .loaded
            case .default:
                if phase != .loaded { phase = .failed(LoadFailure(kind: .server)) }
            }
        } catch {
            if phase != .loaded { phase = .failed(LoadFailure(error)) } else { notice = LoadFailure(error).message }
        }
    }

    /// The popular row pages on from the explore page's cursor (`GET /collections/discover`).
    public func popularAppeared(at index: Int) async {
        guard let cursor = popular.cursorToFetch(appeared: index) else { return }
        do {
            let page = try await api.discoverCollections(query: .init(cursor: cursor)).ok.body.json
            popular.receive(page.items, next: page.nextCursor, for: cursor)
        } catch {
            popular.failed(cursor)
        }
    }

    // MARK: Search

    /// The field changed: results for it after a pause (a newer keystroke cancels the older ask).
    public func type(_ text: String) {
        query = text
        searching?.cancel()
        guard let searchable = searchableQuery else {
            people.reset()
            collections.reset()
            searchedQuery = nil
            isSearching = false
            return
        }
        isSearching = true
        searching = Task { [sleep] in
            do { try await sleep(Self.debounce) } catch { return }
            guard !Task.isCancelled else { return }
            await self.search(searchable)
        }
    }

    /// Both searches at once, for `text`, unless the field moved on meanwhile.
    func search(_ text: String) async {
        async let foundPeople = api.searchPeople(query: .init(query: text)).ok.body.json
        async let foundCollections = api.searchCollections(query: .init(query: text)).ok.body.json
        do {
            let (peoplePage, collectionPage) = try await (foundPeople, foundCollections)
            guard text == searchableQuery else { return }
            people.receive(peoplePage.items, next: peoplePage.nextCursor, for: nil)
            collections.receive(collectionPage.items, next: collectionPage.nextCursor, for: nil)
            searchedQuery = text
            notice = nil
        } catch {
            guard text == searchableQuery else { return }
            notice = LoadFailure(error).message
        }
        isSearching = false
    }

    /// Waits for the search the last keystroke started (tests, and a Return key that wants results now).
    public func settled() async { await searching?.value }

    public func personAppeared(at index: Int) async {
        guard let text = searchedQuery, let cursor = people.cursorToFetch(appeared: index) else { return }
        do {
            let page = try await api.searchPeople(query: .init(query: text, cursor: cursor)).ok.body.json
            if text == searchedQuery { people.receive(page.items, next: page.nextCursor, for: cursor) }
        } catch {
            people.failed(cursor)
        }
    }

    public func collectionAppeared(at index: Int) async {
        guard let text = searchedQuery, let cursor = collections.cursorToFetch(appeared: index) else { return }
        do {
            let page = try await api.searchCollections(query: .init(query: text, cursor: cursor)).ok.body.json
            if text == searchedQuery { collections.receive(page.items, next: page.nextCursor, for: cursor) }
        } catch {
            collections.failed(cursor)
        }
    }

    // MARK: Acting on what shows

    /// Follow or unfollow from a suggestion or a result: flips at once, back if the server says no.
    public func toggleFollow(_ person: Person) async {
        guard let following = person.youFollow else { return }
        setFollowing(person.id, !following)
        do {
            try await Following.set(!following, personID: person.id, api: api)
        } catch {
            setFollowing(person.id, following)
            notice = LoadFailure(error).message
        }
    }

    public func toggleLike(_ collection: Collection) async {
        guard showsHeart(on: collection) else { return }
        let failure = await CollectionHeart.toggle(collection, api: api) { card in
            replace(card, in: &popular.items)
            replace(card, in: &collections.items)
        }
        if let failure { notice = failure.message }
    }

    private func setFollowing(_ id: String, _ following: Bool) {
        for index in suggestedPeople.indices where suggestedPeople[index].id == id { suggestedPeople[index].youFollow = following }
        for index in people.items.indices where people.items[index].id == id { people.items[index].youFollow = following }
    }

    private func replace(_ card: Collection, in list: inout [Collection]) {
        for index in list.indices where list[index].id == card.id { list[index] = card }
    }
}
