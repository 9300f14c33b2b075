import AppCopy
import Foundation
import GRDB
import Observation

/// The home screen: every plant as a card (name, location, cover, newest photos first), 20 at a time,
/// kept current by observing the database; searched by name and location, sorted by name or by recent
/// activity. Archived plants are a second list.
@MainActor @Observable
public final class HomeModel {
    public enum Phase: Equatable {
        case loading
        case loaded
        case failed(String)
    }

    public static let pageSize = 20

    public private(set) var phase: Phase = .loading
    public private(set) var cards: [PlantCard] = []
    public private(set) var canLoadMore = false
    /// Counts every update from the database: tests and views wait on it.
    public private(set) var revision = 0
    public var showsArchived = false {
        didSet { if showsArchived != oldValue { live.startFromFirstPage() } }
    }
    /// The search field and the sort menu.
    public var query = HomeQuery() {
        didSet { if query != oldValue { live.startFromFirstPage() } }
    }

    public let journal: PlantJournal
    @ObservationIgnored private let live = LiveQuery<[PlantCard]>(pageSize: HomeModel.pageSize)

    public init(journal: PlantJournal) {
        self.journal = journal
        live.bind(
            journal.database.writer,
            fetch: { [weak self] in
                let archived = self?.showsArchived ?? false
                let query = self?.query ?? HomeQuery()
                return { db, rows in try PlantStore.cards(db, archived: archived, query: query, limit: rows) }
            },
            onChange: { [weak self] in self?.apply($0) },
            onError: { [weak self] in self?.phase = .failed(String(describing: $0)) }
        )
    }

    public var isEmpty: Bool { phase == .loaded && cards.isEmpty }

    /// What the empty list says.
    public var emptyMessage: String {
        if let search = query.searchText {
            return PlantTrackerCopy.format(.homeNoMatch, .text(search))
        }
        return PlantTrackerCopy[showsArchived ? .homeEmptyArchivedMessage : .homeEmptyMessage]
    }

    /// Loads the first page now (synchronously) and keeps it current from then on.
    public func start() { live.start() }

    public func stop() { live.stop() }

    /// Reads the loaded pages once; what `start` shows first.
    public func reload() { live.read() }

    /// The next page, when the list is scrolled to its end.
    public func loadMore() {
        guard canLoadMore else { return }
        live.loadMore()
    }

    private func apply(_ fetched: [PlantCard]) {
        canLoadMore = fetched.count > live.limit
        cards = Array(fetched.prefix(live.limit))
        phase = .loaded
        revision += 1
    }
}
