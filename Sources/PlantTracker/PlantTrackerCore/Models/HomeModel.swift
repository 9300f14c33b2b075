import Foundation
import GRDB
import Observation

/// The home screen: every plant as a card (name, location, cover, newest photos first), by name, 20 at
/// a time, kept current by observing the database. Archived plants are a second list.
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
        didSet { if showsArchived != oldValue { limit = Self.pageSize; restart() } }
    }

    public let journal: PlantJournal
    @ObservationIgnored private var limit = HomeModel.pageSize
    @ObservationIgnored private let live = LiveQuery<[PlantCard]>()

    public init(journal: PlantJournal) {
        self.journal = journal
    }

    public var isEmpty: Bool { phase == .loaded && cards.isEmpty }

    /// What the empty list says.
    public var emptyMessage: String {
        showsArchived ? "No archived plants." : "No plants yet. Tap + to add your first plant or photo."
    }

    /// Loads the first page now (synchronously) and keeps it current from then on.
    public func start() {
        reload()
        restart()
    }

    public func stop() { live.cancel() }

    /// Reads the loaded pages once; what `start` shows first.
    public func reload() {
        do {
            apply(try live.read(journal.database.writer, fetch: fetch))
        } catch {
            phase = .failed(String(describing: error))
        }
    }

    /// The next page, when the list is scrolled to its end.
    public func loadMore() {
        guard canLoadMore else { return }
        limit += Self.pageSize
        reload()
        restart()
    }

    /// The loaded pages, plus one card that tells whether there is another page.
    private var fetch: @Sendable (Database) throws -> [PlantCard] {
        let archived = showsArchived, fetchLimit = limit + 1
        return { db in try PlantStore.cards(db, archived: archived, limit: fetchLimit) }
    }

    private func restart() {
        live.observe(
            journal.database.writer, fetch: fetch,
            onChange: { [weak self] in self?.apply($0) }, onError: { [weak self] in self?.phase = .failed(String(describing: $0)) }
        )
    }

    private func apply(_ fetched: [PlantCard]) {
        canLoadMore = fetched.count > limit
        cards = Array(fetched.prefix(limit))
        phase = .loaded
        revision += 1
    }
}
