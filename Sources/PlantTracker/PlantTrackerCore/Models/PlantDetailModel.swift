import AppCopy
import Foundation
import GRDB
import Observation

/// A plant's page: its details and age, and its timeline newest first, 30 photos at a time, kept
/// current by observing the database. Archive, cover and edit start here.
@MainActor @Observable
public final class PlantDetailModel {
    public static let pageSize = 30

    public let plantID: Int64
    public private(set) var plant: Plant?
    public private(set) var entries: [TimelineEntry] = []
    public private(set) var photoCount = 0
    public private(set) var canLoadMore = false
    /// "4 months old", counted from when it was planted (or its first photo).
    public private(set) var ageText: String?
    /// The plant was deleted (here or elsewhere): the screen closes.
    public private(set) var isGone = false
    public private(set) var errorMessage: String?
    public private(set) var revision = 0

    public let journal: PlantJournal
    public let calendar: JournalCalendar
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private let live = LiveQuery<Snapshot>(pageSize: PlantDetailModel.pageSize)

    public init(plantID: Int64, journal: PlantJournal, calendar: JournalCalendar = JournalCalendar(), now: @escaping @Sendable () -> Date = Date.init) {
        self.plantID = plantID
        self.journal = journal
        self.calendar = calendar
        self.now = now
        live.bind(
            journal.database.writer,
            fetch: { { db, rows in try PlantDetailModel.snapshot(db, plantID: plantID, limit: rows) } },
            onChange: { [weak self] in self?.apply($0) },
            onError: { [weak self] in self?.errorMessage = String(describing: $0) }
        )
    }

    /// What one read of the screen holds.
    struct Snapshot: Equatable, Sendable {
        var plant: Plant?
        var photos: [Photo]
        var photoCount: Int
        var firstPhoto: Date?
    }

    public func start() { live.start() }

    public func stop() { live.stop() }

    public func reload() { live.read() }

    public func loadMore() {
        guard canLoadMore else { return }
        live.loadMore()
    }

    public var title: String { plant?.name ?? "" }
    public var isArchived: Bool { plant?.isArchived ?? false }
    public var photoCountText: String { PlantTrackerCopy.format(.countPhotos, .number(photoCount)) }
    /// What the page says while the plant has no photos.
    public var emptyMessage: String { PlantTrackerCopy.format(.detailNoPhotosMessage, .text(title)) }
    /// What VoiceOver says for the Edit button beside the name.
    public var editAccessibilityLabel: String { PlantTrackerCopy.format(.detailEditLabel, .text(title)) }
    /// Comparing needs two photos.
    public var canCompare: Bool { photoCount >= 2 }

    public func setArchived(_ archived: Bool) {
        perform { try journal.store.setArchived(archived, plantID: plantID) }
    }

    /// Makes a photo the plant's cover; choosing the current cover again goes back to "newest photo".
    public func toggleCover(photoID: Int64) {
        let current = plant?.coverPhotoID
        perform { try journal.store.setCover(photoID: current == photoID ? nil : photoID, plantID: plantID) }
    }

    public func makeEditForm() -> PlantFormModel? {
        plant.map { PlantFormModel(editing: $0, journal: journal, now: now) }
    }

    public func makePhotoDetail(photoID: Int64) -> PhotoDetailModel {
        PhotoDetailModel(photoID: photoID, journal: journal, calendar: calendar, now: now)
    }

    public func makeComparison() -> CompareModel {
        CompareModel(plantID: plantID, plantName: title, journal: journal, calendar: calendar)
    }

    private func perform(_ change: () throws -> Void) {
        do {
            try change()
            errorMessage = nil
        } catch {
            errorMessage = String(describing: error)
        }
    }

    nonisolated static func snapshot(_ db: Database, plantID: Int64, limit: Int) throws -> Snapshot {
        Snapshot(
            plant: try PlantStore.livePlant(db, id: plantID),
            photos: try PlantStore.timeline(db, plantID: plantID, limit: limit),
            photoCount: try PlantStore.photoCount(db, plantID: plantID),
            firstPhoto: try PlantStore.firstPhotoDate(db, plantID: plantID)
        )
    }

    private func apply(_ snapshot: Snapshot) {
        revision += 1
        guard let plant = snapshot.plant else {
            isGone = true
            plant = nil
            entries = []
            return
        }
        self.plant = plant
        photoCount = snapshot.photoCount
        canLoadMore = snapshot.photos.count > live.limit
        let start = PlantAge.start(of: plant, firstPhoto: snapshot.firstPhoto)
        ageText = PlantAge(from: start, to: now(), calendar: calendar.calendar).map { age in
            age == .firstDay ? calendar.book[.ageNewToday] : calendar.book.format(.ageOld, .text(age.text(calendar.book)))
        }
        entries = snapshot.photos.prefix(live.limit).map { photo in
            TimelineEntry(
                photo: photo, dateText: calendar.dayText(photo.takenAt),
                ageText: PlantAge.text(from: start, to: photo.takenAt, calendar: calendar.calendar, book: calendar.book), isCover: plant.coverPhotoID == photo.id,
                accessibilityLabel: calendar.photoLabel(plantName: plant.name, takenAt: photo.takenAt)
            )
        }
    }
}
