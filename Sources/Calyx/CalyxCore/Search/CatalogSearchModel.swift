import CalyxAPI
import ClientKit
import Foundation
import Observation

/// The Catalog tab: search history until the person searches, suggestions while they type, results
/// once they search (replacing the history), "Did you mean" when the server corrected the spelling,
/// filters, sorts, a grid or list, and pages fetched ahead of the scroll.
///
/// Typing is debounced: suggestions are asked 250 ms after the last keystroke, and every newer
/// keystroke or search cancels what an older one started, so a slow answer to an old query can
/// never replace the answer to a newer one.
@MainActor @Observable
public final class CatalogSearchModel {
    public enum Phase: Equatable, Sendable {
        /// Nothing searched: the history shows.
        case history
        case searching
        case results
        /// The search found nothing.
        case empty
        case failed(LoadFailure)
    }

    public enum Layout: Sendable { case grid, list }

    public typealias Sort = Operations.SearchFlowers.Input.Query.SortPayload
    public typealias Flower = Components.Schemas.FlowerCard

    public private(set) var query = ""
    public private(set) var suggestions: [Flower] = []
    public private(set) var results: [Flower] = []
    /// What was searched instead when the server corrected the query's spelling.
    public private(set) var correctedQuery: String?
    public private(set) var phase = Phase.history
    public var filters = SearchFilters()
    public var sort = Sort.relevance
    public var layout = Layout.grid
    public let history: SearchHistoryModel

    /// Today's trending flowers, for the empty Catalog (§4.1 "Empty state: suggested searches or
    /// trending flowers"): loaded once, when the history is empty.
    public private(set) var trending: [Flower] = []

    /// Searches to try on an empty Catalog: today's trending flowers' names first, then searches by
    /// colour and season that show what the search can do.
    public var suggestedSearches: [String] {
        var seen: Set<String> = []
        let names = trending.prefix(3).map { $0.commonName.lowercased() }
        return (names + Self.everydaySearches).filter { seen.insert($0).inserted }.prefix(6).map { $0 }
    }

    /// Searches anyone can try, each finding flowers in the catalog (names, and a colour: the search
    /// reads colours too); a test runs each against the real catalog.
    public static let everydaySearches = ["rose", "lavender", "blue flowers", "tulip", "sunflower", "orchid"]

    /// Loads today's trending flowers (once; anonymous callers get them too).
    public func loadTrending() async {
        guard trending.isEmpty else { return }
        if let page = try? await api.getTrendingFlowers(query: .init(window: .day, limit: 10)).ok.body.json { trending = page.items }
    }

    /// Another page of results exists: the list ends in a loading footer while it does.
    public var hasMoreResults: Bool { pages.next != nil }

    /// The words to send with a flower opened now (the server records them in history): what was
    /// typed while results or suggestions show; nil when the flower was opened from history.
    public var queryForOpenedFlower: String? {
        let words = query.trimmingCharacters(in: .whitespacesAndNewlines)
        return (phase == .results || !suggestions.isEmpty) && !words.isEmpty ? words : nil
    }

    /// How long after the last keystroke suggestions are asked.
    public static let debounce = Duration.milliseconds(250)

    private let api: any APIProtocol
    private let sleep: @Sendable (Duration) async throws -> Void
    private var typing: Task<Void, Never>?
    private var searching: Task<Void, Never>?
    /// Bumped by every keystroke and search: an answer is used only while its number is current.
    private var generation = 0
    private var pages = PageCursors()

    private let images: ImageLoader?
    private let sync: CalyxSync?

    /// `images`: each page's thumbnails are fetched as it arrives, before they scroll into view.
    /// `sync`: the hearts on the results save and unsave through the queue (offline too).
    public init(
        client: CalyxClient, history: SearchHistoryModel, images: ImageLoader? = nil, sync: CalyxSync? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0, tolerance: .zero) }
    ) {
        api = client.api
        self.history = history
        self.images = images
        self.sync = sync
        self.sleep = sleep
    }

    /// Whether the results carry the quick-save heart (signed-in phones with a store).
    public var canSave: Bool { sync != nil }

    /// The heart in a result's corner (§3.2): saved or unsaved at once, sent when it can be.
    public func toggleSave(_ flower: Flower) async {
        guard let sync, let index = results.firstIndex(where: { $0.id == flower.id }) else { return }
        let saving = !(results[index].saved ?? false)
        results[index].saved = saving
        if saving {
            _ = try? await sync.perform(.save(results[index]))
        } else {
            let savedID = try? sync.store.saved.item(flowerID: flower.id)?.savedID
            _ = try? await sync.perform(.unsave(flowerID: flower.id, savedID: savedID ?? nil))
        }
    }

    /// The search field changed: suggestions follow after the debounce; an empty field shows history.
    public func type(_ text: String) {
        query = text
        generation += 1
        let asked = generation
        typing?.cancel()
        searching?.cancel()
        let words = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !words.isEmpty else {
            suggestions = []
            results = []
            correctedQuery = nil
            phase = .history
            return
        }
        typing = Task { [api, sleep] in
            do {
                try await sleep(Self.debounce)
                let found = try await api.suggestFlowers(query: .init(query: CalyxLimits.prefix(of: words, maxLength: CalyxLimits.searchQueryMaxLength))).ok.body.json.items
                guard asked == self.generation else { return }
                self.suggestions = found
            } catch {
                // Suggestions are a convenience: a failed one leaves the last ones, and the search still works.
            }
        }
    }

    /// Runs the search for what is typed (or browses with the filters when nothing is), from its first page.
    public func search() async {
        generation += 1
        typing?.cancel()
        searching?.cancel()
        suggestions = []
        pages.start(next: nil)
        phase = .searching
        let asked = generation
        let task = Task { await self.fetch(cursor: nil, generation: asked) }
        searching = task
        await task.value
    }

    /// "Did you mean": searches the corrected words as typed words.
    public func acceptCorrection() async {
        guard let correctedQuery else { return }
        query = correctedQuery
        await search()
    }

    /// A result at `index` came on screen: past 80% of what is loaded, the next page is fetched, once.
    public func resultAppeared(at index: Int) async {
        guard phase == .results, let cursor = pages.cursorToFetch(appeared: index, of: results.count) else { return }
        await fetch(cursor: cursor, generation: generation)
    }

    /// After a failure: the same search again.
    public func retry() async { await search() }

    private func fetch(cursor: String?, generation asked: Int) async {
        let words = query.trimmingCharacters(in: .whitespacesAndNewlines)
        let input = Operations.SearchFlowers.Input.Query(
            query: words.isEmpty ? nil : CalyxLimits.prefix(of: words, maxLength: CalyxLimits.searchQueryMaxLength),
            color: filters.color, season: filters.season, region: filters.region, _type: filters.type, light: filters.light,
            petSafe: filters.petSafeOnly ? true : nil, sort: sort, cursor: cursor
        )
        do {
            let page = try await api.searchFlowers(query: input).ok.body.json
            guard asked == generation, !Task.isCancelled else { return }
            if cursor == nil {
                results = page.items
                correctedQuery = page.correctedQuery
                pages.start(next: page.nextCursor)
            } else {
                results += page.items.filter { new in !results.contains { $0.id == new.id } }
                pages.received(next: page.nextCursor)
            }
            phase = results.isEmpty ? .empty : .results
            if let images {
                await images.prefetch(page.items.compactMap { $0.image.flatMap { images.url(for: $0.url) } })
            }
        } catch {
            guard asked == generation, !Task.isCancelled else { return }
            // A later page that failed keeps what is shown and may be asked again.
            if let cursor { pages.failed(cursor) } else { phase = .failed(LoadFailure(error)) }
        }
    }
}
