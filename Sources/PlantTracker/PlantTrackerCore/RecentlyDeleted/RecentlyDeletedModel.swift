import AppCopy
import Foundation
import GRDB
import Observation

/// The Recently Deleted screen: deleted plants and photos, newest deleted first, each with the days it
/// has left; restore one or all; delete one or all now, each after a confirmation. Kept current by
/// observing the database.
@MainActor @Observable
public final class RecentlyDeletedModel {
    public enum Phase: Equatable {
        case loading
        case loaded
        case failed(String)
    }

    /// One row as the screen shows it.
    public struct Row: Sendable, Equatable, Identifiable {
        public var item: DeletedItem
        /// "Monstera", "Photo of Monstera".
        public var title: String
        /// "3 photos" for a plant; the photo's date for a photo.
        public var subtitle: String
        public var daysLeft: Int
        /// "30 days left".
        public var daysLeftText: String
        /// What VoiceOver says: "Monstera, 3 photos, 30 days left".
        public var accessibilityLabel: String

        public var id: DeletedItem.ID { item.id }
    }

    /// What a confirmation is about.
    public enum PendingDeletion: Equatable, Sendable {
        case one(DeletedItem.ID)
        case all
    }

    public static let pageSize = 60

    public private(set) var phase: Phase = .loading
    public private(set) var rows: [Row] = []
    /// Everything in Recently Deleted, loaded or not: what Delete All and Recover All act on.
    public private(set) var totalCount = 0
    public private(set) var canLoadMore = false
    public private(set) var revision = 0
    public private(set) var errorMessage: String?
    /// Said after restoring a photo whose plant was deleted too: "Fern was restored with it."
    public private(set) var notice: String?

    /// Drives the confirmation dialog; confirming checks `pendingDeletion`, which SwiftUI never clears.
    public var isConfirmingDeletion = false
    public private(set) var pendingDeletion: PendingDeletion?

    public let journal: PlantJournal
    public let calendar: JournalCalendar
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private let live = LiveQuery<Snapshot>(pageSize: RecentlyDeletedModel.pageSize)

    struct Snapshot: Equatable, Sendable {
        var items: [DeletedItem]
        var total: Int
    }

    public init(journal: PlantJournal, calendar: JournalCalendar = JournalCalendar(), now: @escaping @Sendable () -> Date = Date.init) {
        self.journal = journal
        self.calendar = calendar
        self.now = now
        live.bind(
            journal.database.writer,
            fetch: { { db, rows in
                let (items, total) = try PlantStore.deletedItems(db, limit: rows)
                return Snapshot(items: items, total: total)
            } },
            onChange: { [weak self] in self?.apply($0) },
            onError: { [weak self] in self?.phase = .failed(String(describing: $0)) }
        )
    }

    public func start() { live.start() }
    public func stop() { live.stop() }
    public func reload() { live.read() }

    public func loadMore() {
        guard canLoadMore else { return }
        live.loadMore()
    }

    public var isEmpty: Bool { phase == .loaded && rows.isEmpty }
    public let title = PlantTrackerCopy[.deletedTitle]
    public let emptyTitle = PlantTrackerCopy[.deletedEmptyTitle]
    public let emptyMessage = PlantTrackerCopy.format(.deletedEmptyMessage, .number(RecentlyDeleted.retentionDays))
    /// Under the list: why items are here.
    public let footerText = PlantTrackerCopy[.deletedFooter]
    public var canActOnAll: Bool { totalCount > 0 }

    /// The file to show for a row (the plant's cover, or the photo).
    public func thumbnailURL(for row: Row) -> URL? {
        row.item.imageFileName.map(journal.files.thumbnailURL)
    }

    // MARK: Restore

    /// Puts one item back where it was; a photo brings its deleted plant back with it.
    public func restore(_ id: DeletedItem.ID) {
        perform {
            switch id {
            case .plant(let plantID):
                try journal.store.restorePlant(id: plantID)
                notice = nil
            case .photo(let photoID):
                let plantName = rows.first { $0.id == id }.flatMap { row -> String? in
                    if case .photo(_, let plant) = row.item.content { plant.name } else { nil }
                }
                let plantRestored = try journal.store.restorePhoto(id: photoID)
                notice = plantRestored ? PlantTrackerCopy.format(.deletedRestoredWithPhoto, .text(plantName ?? "")) : nil
            }
        }
    }

    /// Recover All.
    public func restoreAll() {
        perform {
            try journal.store.restoreAll()
            notice = nil
        }
    }

    public func dismissNotice() { notice = nil }

    // MARK: Delete now, confirmed

    public func requestDeleteNow(_ id: DeletedItem.ID) {
        guard rows.contains(where: { $0.id == id }) else { return }
        pendingDeletion = .one(id)
        isConfirmingDeletion = true
    }

    /// Delete All.
    public func requestDeleteAll() {
        guard canActOnAll else { return }
        pendingDeletion = .all
        isConfirmingDeletion = true
    }

    public func cancelDeletion() {
        pendingDeletion = nil
        isConfirmingDeletion = false
    }

    public func confirmDeletion() {
        guard let pending = pendingDeletion else { return }
        pendingDeletion = nil
        isConfirmingDeletion = false
        perform {
            switch pending {
            case .one(let id): try journal.eraseDeleted([id])
            case .all: try journal.eraseAllDeleted()
            }
        }
    }

    public var confirmationTitle: String {
        switch pendingDeletion {
        case .all: PlantTrackerCopy.format(.deletedDeleteAllQuestion, .number(totalCount))
        case .one(let id):
            switch row(id)?.item.content {
            case .plant(let plant, _, _): PlantTrackerCopy.format(.deletedDeletePlantQuestion, .text(plant.name))
            case .photo, nil: PlantTrackerCopy[.deletedDeletePhotoQuestion]
            }
        case nil: ""
        }
    }

    public var confirmationMessage: String {
        let cannotUndo = PlantTrackerCopy[.deletedGoneForGood]
        guard case .one(let id) = pendingDeletion, case .plant(_, let count, _) = row(id)?.item.content, count > 0 else {
            return pendingDeletion == .all ? PlantTrackerCopy[.deletedAllGoneForGood] : cannotUndo
        }
        return PlantTrackerCopy.format(.deletedPlantPhotosGoneForGood, .number(count))
    }

    /// The destructive button's title.
    public var confirmationButtonTitle: String {
        PlantTrackerCopy[pendingDeletion == .all ? .deletedDeleteAll : .deletedDeleteNow]
    }

    // MARK: Reading

    private func row(_ id: DeletedItem.ID) -> Row? { rows.first { $0.id == id } }

    private func perform(_ change: () throws -> Void) {
        do {
            try change()
            errorMessage = nil
            // Read now, so the screen is current when the call returns; the observation follows.
            live.read()
        } catch {
            errorMessage = String(describing: error)
        }
    }

    private func apply(_ snapshot: Snapshot) {
        let today = now()
        totalCount = snapshot.total
        canLoadMore = snapshot.items.count > live.limit
        rows = snapshot.items.prefix(live.limit).map { item in
            let daysLeft = RecentlyDeleted.daysLeft(deletedAt: item.deletedAt, now: today, calendar: calendar.calendar)
            let title: String, subtitle: String
            switch item.content {
            case .plant(let plant, let count, _):
                title = plant.name
                subtitle = PlantTrackerCopy.format(.countPhotos, .number(count))
            case .photo(let photo, let plant):
                title = PlantTrackerCopy.format(.deletedPhotoTitle, .text(plant.name))
                subtitle = calendar.dayText(photo.takenAt)
            }
            let daysLeftText = RecentlyDeleted.daysLeftText(daysLeft)
            return Row(
                item: item, title: title, subtitle: subtitle, daysLeft: daysLeft, daysLeftText: daysLeftText,
                accessibilityLabel: "\(title), \(subtitle), \(daysLeftText)"
            )
        }
        phase = .loaded
        revision += 1
    }
}
