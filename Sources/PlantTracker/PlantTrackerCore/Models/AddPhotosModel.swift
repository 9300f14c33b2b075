import AppCopy
import Foundation
import Observation

/// Add Photos: several photos picked from the library at once, all going on one plant, each with its
/// own date (its capture time from EXIF, else now; editable) and its own notes. Each photo is an
/// `AddPhotoModel`; this model chooses the plant for all of them and saves them together.
@MainActor @Observable
public final class AddPhotosModel: PlantMenuChoosing {
    /// One per picked photo, in the order picked.
    public private(set) var photos: [AddPhotoModel]
    /// The plant every photo goes on.
    public var selectedPlantID: Int64? {
        didSet { for photo in photos { photo.selectedPlantID = selectedPlantID } }
    }
    public private(set) var isSaving = false
    /// Photos that could not be saved stay on the screen with their own message; this says how many.
    public private(set) var errorMessage: String?
    /// The Add Plant form opened from the picker, while it is showing.
    public private(set) var newPlantForm: PlantFormModel?

    public let journal: PlantJournal
    /// Photos picked with these that the library could not hand over.
    public let leftOut: Int
    @ObservationIgnored private let now: @Sendable () -> Date

    public init(
        journal: PlantJournal, count: Int, plantID: Int64? = nil, calendar: JournalCalendar = JournalCalendar(),
        leftOut: Int = 0, now: @escaping @Sendable () -> Date = Date.init
    ) {
        precondition(count >= 1)
        self.leftOut = leftOut
        self.journal = journal
        self.now = now
        photos = (0..<count).map { _ in AddPhotoModel(journal: journal, plantID: plantID, calendar: calendar, now: now) }
        selectedPlantID = plantID
    }

    public var title: String { PlantTrackerCopy.format(.addPhotosTitle, .number(photos.count)) }

    /// "Photo 2 of 3": the header of the photo at `index` (from 0).
    public func photoTitle(at index: Int) -> String {
        PlantTrackerCopy.format(.addPhotosPhotoNumber, .number(index + 1), .number(photos.count))
    }

    /// The plant picker's rows: the same as a single photo's.
    public var choices: [AddPhotoModel.PlantChoice] { photos[0].choices }

    public var selectedPlantName: String? { photos[0].selectedPlantName }

    /// Reads every photo's date and makes its copy, one after another (each a full-size decode).
    public func prepare(_ data: [Data]) async {
        for (photo, bytes) in zip(photos, data) { await photo.prepare(bytes) }
    }

    /// Every photo is ready and valid, and a plant is chosen.
    public var canSave: Bool { !isSaving && selectedPlantID != nil && photos.allSatisfy(\.canSave) }

    /// Notes, a date or a plant of one's own on any photo: Cancel asks before discarding them all.
    public var hasEnteredSomething: Bool { photos.contains { $0.hasEnteredSomething } }

    /// Library photos stay in the library: only what was entered is lost by discarding.
    public var asksBeforeDiscarding: Bool { hasEnteredSomething }

    public var leftOutMessage: String? { PlantTrackerCopy.leftOutMessage(leftOut) }

    public func openNewPlantForm() {
        newPlantForm = .fromPlantMenu(
            journal: journal, now: now,
            saved: { [weak self] plant in
                for photo in self?.photos ?? [] { photo.reloadPlants() }
                self?.selectedPlantID = plant.id
            },
            closed: { [weak self] in self?.newPlantForm = nil }
        )
    }

    /// Saves the photos in order. Saved ones leave the list; any that fail stay, with their message.
    /// Returns whether all were saved.
    @discardableResult
    public func save() async -> Bool {
        guard canSave else { return false }
        isSaving = true
        defer { isSaving = false }
        var failed: [AddPhotoModel] = []
        for photo in photos where await photo.save() == nil {
            failed.append(photo)
        }
        photos = failed.isEmpty ? photos : failed
        errorMessage = failed.isEmpty ? nil : PlantTrackerCopy.format(.addPhotosSaveFailed, .number(failed.count))
        return failed.isEmpty
    }
}
