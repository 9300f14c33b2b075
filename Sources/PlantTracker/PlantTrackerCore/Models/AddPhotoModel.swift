import AppCopy
import Foundation
import Observation

/// The Add Photo screen: the picked or captured photo, which plant it goes on (with "+ Add New Plant",
/// which returns here with the new plant selected), the date (the photo's capture date, else now;
/// editable) and notes.
@MainActor @Observable
public final class AddPhotoModel: PlantMenuChoosing {
    public enum ImageState: Equatable {
        case preparing
        case ready(PreparedPhoto)
        case failed(String)
    }

    /// A row of the plant picker.
    public enum PlantChoice: Equatable, Identifiable, Sendable {
        case plant(id: Int64, name: String)
        case addNewPlant

        public var id: String {
            switch self {
            case .plant(let id, _): "plant-\(id)"
            case .addNewPlant: "add-new-plant"
            }
        }

        public var title: String {
            switch self {
            case .plant(_, let name): name
            case .addNewPlant: PlantTrackerCopy[.plantMenuAddNew]
            }
        }
    }

    /// Where the date came from, said under the date field.
    public enum DateSource: Equatable, Sendable {
        case photo
        case now
        case edited
    }

    public static let maximumNotesLength = 2_000

    public private(set) var image: ImageState = .preparing
    public private(set) var plants: [Plant] = []
    public var selectedPlantID: Int64?
    public var takenAt: Date {
        didSet { if !settingDate { dateSource = .edited } }
    }
    public private(set) var dateSource: DateSource = .now
    public var notes = ""
    public private(set) var isSaving = false
    public private(set) var errorMessage: String?
    /// The Add Plant form opened from the picker, while it is showing.
    public private(set) var newPlantForm: PlantFormModel?
    public private(set) var savedPhoto: Photo?

    public let journal: PlantJournal
    public let calendar: JournalCalendar
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private var settingDate = false
    /// The plant the screen opened with, to tell a choice of the person's own from it.
    @ObservationIgnored private let preselectedPlantID: Int64?
    /// The photo was just taken with the camera: it exists nowhere else, so discarding it is asked.
    public let isNewCapture: Bool
    /// Photos picked with this one that the library could not hand over.
    public let leftOut: Int

    public init(
        journal: PlantJournal, plantID: Int64? = nil, calendar: JournalCalendar = JournalCalendar(),
        isNewCapture: Bool = false, leftOut: Int = 0, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.isNewCapture = isNewCapture
        self.leftOut = leftOut
        self.journal = journal
        self.calendar = calendar
        self.now = now
        self.takenAt = now()
        self.selectedPlantID = plantID
        self.preselectedPlantID = plantID
        reloadPlants()
    }

    /// Something was entered (notes, a date of one's own, a plant chosen or added): Cancel asks before
    /// discarding the photo, and a swipe down cannot discard it.
    public var hasEnteredSomething: Bool {
        !notes.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || dateSource == .edited || selectedPlantID != preselectedPlantID
    }

    /// Something was entered, or the photo is a new shot from the camera (a library photo stays in
    /// the library).
    public var asksBeforeDiscarding: Bool { isNewCapture || hasEnteredSomething }

    public var leftOutMessage: String? { PlantTrackerCopy.leftOutMessage(leftOut) }

    public var choices: [PlantChoice] { plants.compactMap { plant in plant.id.map { .plant(id: $0, name: plant.name) } } + [.addNewPlant] }

    public var selectedPlantName: String? { plants.first { $0.id == selectedPlantID }?.name }
    /// What VoiceOver says for the photo being added.
    public var previewAccessibilityLabel: String {
        selectedPlantName.map { PlantTrackerCopy.format(.addPhotoPreview, .text($0)) } ?? PlantTrackerCopy[.addPhotoPreviewNoPlant]
    }

    public var dateCaption: String {
        switch dateSource {
        case .photo: PlantTrackerCopy[.addPhotoDateFromPhoto]
        case .now: PlantTrackerCopy[.addPhotoDateNow]
        case .edited: PlantTrackerCopy[.addPhotoDateEdited]
        }
    }

    public var notesProblem: String? {
        notes.count > Self.maximumNotesLength ? PlantTrackerCopy.format(.commonNotesTooLong, .number(Self.maximumNotesLength)) : nil
    }

    public var dateProblem: String? {
        takenAt > now().addingTimeInterval(60) ? PlantTrackerCopy[.commonFutureDate] : nil
    }

    public var canSave: Bool {
        if case .ready = image, selectedPlantID != nil, !isSaving, notesProblem == nil, dateProblem == nil { return true }
        return false
    }

    /// Compresses the photo and reads its date, off the main actor.
    public func prepare(_ data: Data) async {
        image = .preparing
        let journal = journal
        let result = await Task.detached(priority: .userInitiated) { () -> Result<PreparedPhoto, ImageProcessingError> in
            do throws(ImageProcessingError) { return .success(try journal.prepare(data)) } catch { return .failure(error) }
        }.value
        switch result {
        case .success(let photo):
            image = .ready(photo)
            if dateSource != .edited, let captured = photo.capturedAt?.date(assuming: calendar.timeZone) {
                setDate(captured, source: .photo)
            }
        case .failure(let error):
            image = .failed(error.description)
        }
    }

    public func openNewPlantForm() {
        newPlantForm = .fromPlantMenu(
            journal: journal, now: now,
            saved: { [weak self] plant in
                self?.reloadPlants()
                self?.selectedPlantID = plant.id
            },
            closed: { [weak self] in self?.newPlantForm = nil }
        )
    }

    @discardableResult
    public func save() async -> Photo? {
        guard canSave, case .ready(let photo) = image, let plantID = selectedPlantID else { return nil }
        isSaving = true
        defer { isSaving = false }
        let (journal, takenAt, notes) = (journal, takenAt, notes)
        let result = await Task.detached(priority: .userInitiated) { () -> Result<Photo, any Error> in
            Result { try journal.addPhoto(photo, to: plantID, takenAt: takenAt, notes: notes) }
        }.value
        switch result {
        case .success(let saved):
            savedPhoto = saved
            errorMessage = nil
            return saved
        case .failure(PlantStore.Failure.plantNotFound):
            errorMessage = PlantTrackerCopy[.addPhotoPlantDeleted]
            reloadPlants()
        case .failure(let error):
            errorMessage = PlantTrackerCopy.format(.addPhotoSaveFailed, .text(String(describing: error)))
        }
        return nil
    }

    /// Reads the plant picker's rows again (a plant was added elsewhere on the screen).
    func reloadPlants() {
        plants = (try? journal.store.activePlants()) ?? []
        if let selected = selectedPlantID, !plants.contains(where: { $0.id == selected }) {
            // A preselected archived plant still shows, so the photo goes where the person started.
            if let plant = try? journal.store.plant(id: selected) { plants.append(plant) } else { selectedPlantID = nil }
        }
    }

    private func setDate(_ date: Date, source: DateSource) {
        settingDate = true
        takenAt = date
        settingDate = false
        dateSource = source
    }
}
