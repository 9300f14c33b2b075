import AppCopy
import Foundation
import GRDB
import Observation

/// A photo full screen: its date, the plant's age that day and its notes; previous and next in time;
/// notes and date edited in place; delete after a confirmation (then the next older photo shows, or
/// the newer one, or the screen closes); make it the plant's cover.
@MainActor @Observable
public final class PhotoDetailModel {
    public private(set) var photo: Photo?
    public private(set) var plant: Plant?
    public private(set) var position: PlantStore.TimelinePosition?
    public private(set) var ageText: String?
    public private(set) var errorMessage: String?
    /// Nothing left to show: the screen closes.
    public private(set) var isDismissed = false

    public var isEditing = false
    public var draftNotes = ""
    public var draftTakenAt = Date()
    /// Drives the confirmation dialog; confirming checks `deleteRequested`, which SwiftUI never clears.
    public var isConfirmingDelete = false
    @ObservationIgnored private var deleteRequested = false
    public let deleteConfirmationTitle = PlantTrackerCopy[.photoDeleteQuestion]
    public let deleteConfirmationMessage = PlantTrackerCopy[.photoDeleteMessage]

    public let journal: PlantJournal
    public let calendar: JournalCalendar
    @ObservationIgnored private let now: @Sendable () -> Date

    public init(photoID: Int64, journal: PlantJournal, calendar: JournalCalendar = JournalCalendar(), now: @escaping @Sendable () -> Date = Date.init) {
        self.journal = journal
        self.calendar = calendar
        self.now = now
        show(photoID: photoID)
    }

    public var originalURL: URL? { photo.map { journal.files.originalURL($0.fileName) } }
    public var thumbnailURL: URL? { photo.map { journal.files.thumbnailURL($0.fileName) } }
    public var dateText: String { photo.map { calendar.dayAndTimeText($0.takenAt) } ?? "" }
    /// "3 of 42", newest first.
    public var positionText: String { position.map { PlantTrackerCopy.format(.photoPosition, .number($0.index), .number($0.count)) } ?? "" }
    public var canGoNewer: Bool { position?.newer != nil }
    public var canGoOlder: Bool { position?.older != nil }
    /// What VoiceOver says for the photo.
    public var photoLabel: String {
        guard let photo else { return "" }
        return calendar.photoLabel(plantName: plant?.name ?? "", takenAt: photo.takenAt)
    }
    public var isCover: Bool { photo?.id != nil && plant?.coverPhotoID == photo?.id }

    public func goNewer() {
        if let id = position?.newer?.id { show(photoID: id) }
    }

    public func goOlder() {
        if let id = position?.older?.id { show(photoID: id) }
    }

    // MARK: Editing

    public func beginEditing() {
        guard let photo else { return }
        draftNotes = photo.notes ?? ""
        draftTakenAt = photo.takenAt
        isEditing = true
    }

    public var editProblem: String? {
        if draftNotes.count > AddPhotoModel.maximumNotesLength { return PlantTrackerCopy.format(.commonNotesTooLong, .number(AddPhotoModel.maximumNotesLength)) }
        if draftTakenAt > now().addingTimeInterval(60) { return PlantTrackerCopy[.commonFutureDate] }
        return nil
    }

    public func saveEdits() {
        guard isEditing, editProblem == nil, let id = photo?.id else { return }
        do {
            _ = try journal.store.updatePhoto(id: id, takenAt: draftTakenAt, notes: draftNotes)
            isEditing = false
            show(photoID: id)
        } catch {
            errorMessage = String(describing: error)
        }
    }

    public func cancelEditing() { isEditing = false }

    // MARK: Cover and delete

    public func makeCover() {
        guard let photo, let id = photo.id else { return }
        do {
            try journal.store.setCover(photoID: id, plantID: photo.plantID)
            plant = try journal.store.plant(id: photo.plantID)
        } catch {
            errorMessage = String(describing: error)
        }
    }

    public func requestDelete() {
        deleteRequested = photo != nil
        isConfirmingDelete = deleteRequested
    }

    public func cancelDelete() {
        deleteRequested = false
        isConfirmingDelete = false
    }

    public func confirmDelete() {
        guard deleteRequested, let id = photo?.id else { return }
        deleteRequested = false
        isConfirmingDelete = false
        let next = position?.older ?? position?.newer
        do {
            try journal.deletePhoto(id: id)
        } catch {
            errorMessage = String(describing: error)
            return
        }
        if let nextID = next?.id {
            show(photoID: nextID)
        } else {
            photo = nil
            position = nil
            isDismissed = true
        }
    }

    private func show(photoID: Int64) {
        do {
            let read = try journal.database.writer.read { db -> (Photo, Plant?, PlantStore.TimelinePosition, Date?)? in
                guard let photo = try PlantStore.livePhoto(db, id: photoID) else { return nil }
                return (photo, try Plant.fetchOne(db, key: photo.plantID), try PlantStore.position(db, of: photo),
                        try PlantStore.firstPhotoDate(db, plantID: photo.plantID))
            }
            guard let (photo, plant, position, first) = read else {
                isDismissed = true
                return
            }
            self.photo = photo
            self.plant = plant
            self.position = position
            ageText = plant.flatMap { PlantAge.text(from: PlantAge.start(of: $0, firstPhoto: first), to: photo.takenAt, calendar: calendar.calendar, book: calendar.book) }
            errorMessage = nil
        } catch {
            errorMessage = String(describing: error)
        }
    }
}
