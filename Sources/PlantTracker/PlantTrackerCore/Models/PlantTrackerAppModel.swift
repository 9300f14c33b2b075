import AppCopy
import Foundation
import Observation
import SiteLinks

/// The app's root: the home list, what "+" opened, and the plant pages pushed from home. Views only
/// render this and forward taps.
@MainActor @Observable
public final class PlantTrackerAppModel {
    /// What is presented over the current screen.
    public enum Sheet: Identifiable {
        case captureOptions(CaptureOptions)
        case plantForm(PlantFormModel)
        /// The camera or photo library is up; the photo goes to this plant if set.
        case camera(plantID: Int64?)
        case library(plantID: Int64?)
        case addPhoto(AddPhotoModel)
        /// Several photos picked from the library at once.
        case addPhotos(AddPhotosModel)
        case backup(BackupModel)

        public var id: String {
            switch self {
            case .captureOptions: "capture-options"
            case .plantForm: "plant-form"
            case .camera: "camera"
            case .library: "library"
            case .addPhoto: "add-photo"
            case .addPhotos: "add-photos"
            case .backup: "backup"
            }
        }
    }

    public let journal: PlantJournal
    public let home: HomeModel
    public let calendar: JournalCalendar
    public let cameraAvailable: Bool
    /// PlantTracker's Privacy Policy, Terms and Support pages on the server's site (`PlantTrackerSiteURL`);
    /// nil when the build names no site, and then the menu shows no links.
    public let site: AppSiteLinks?
    public var sheet: Sheet?
    /// Plants pushed from home, in order.
    public var path: [Int64] = []
    /// What the launch found and put right after a crash (nil when all was in order).
    public private(set) var recoveryNote: String?
    /// A picked photo that could not be read (an iCloud photo offline): said in an alert.
    public private(set) var pickFailure: String?
    @ObservationIgnored let now: @Sendable () -> Date
    /// The plant a library pick was opened for (`.some(nil)`: none), kept past the picker's closing:
    /// the system picker may report that it closed before it hands over the selection.
    @ObservationIgnored private var libraryTarget: Int64??

    public init(
        journal: PlantJournal, reconciliation: PlantJournal.Reconciliation = .init(), cameraAvailable: Bool,
        calendar: JournalCalendar = JournalCalendar(), site: AppSiteLinks? = nil, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.journal = journal
        self.site = site
        self.home = HomeModel(journal: journal)
        self.cameraAvailable = cameraAvailable
        self.calendar = calendar
        self.now = now
        if reconciliation.danglingRows > 0 {
            recoveryNote = PlantTrackerCopy.format(.rootMissingMessage, .number(reconciliation.danglingRows))
        }
    }

    /// "+" on home (no plant) or on a plant's page.
    public func showCaptureOptions(plantID: Int64? = nil) {
        libraryTarget = nil
        sheet = .captureOptions(CaptureOptions(plantID: plantID, cameraAvailable: cameraAvailable))
    }

    public func choose(_ option: CaptureOptions.Option) {
        guard case .captureOptions(let options) = sheet else { return }
        switch option {
        case .addPlant: showNewPlantForm()
        case .takePhoto: sheet = cameraAvailable ? .camera(plantID: options.plantID) : nil
        case .chooseFromLibrary:
            libraryTarget = .some(options.plantID)
            sheet = .library(plantID: options.plantID)
        case .cancel: sheet = nil
        }
    }

    public func showNewPlantForm() {
        let form = PlantFormModel(journal: journal, now: now)
        form.onFinish = { [weak self] outcome in
            self?.sheet = nil
            if case .saved(let plant) = outcome, let id = plant.id, self?.path.isEmpty == false { self?.path = [id] }
        }
        sheet = .plantForm(form)
    }

    /// The camera or library handed over a photo: the Add Photo screen takes it from here, with the plant
    /// the picker was opened for chosen, also when the library reported closing first.
    public func picked(_ data: Data) async {
        await picked([data])
    }

    /// The library handed over several photos: one goes to Add Photo, more to Add Photos, where each
    /// keeps its own date. `leftOut` more were picked but could not be read; the screen says so.
    public func picked(_ data: [Data], leftOut: Int = 0) async {
        guard !data.isEmpty else {
            if leftOut > 0 { pickFailed() } else { pickerCancelled() }
            return
        }
        let plantID: Int64? = switch sheet {
        case .camera(let id), .library(let id): id
        default: libraryTarget ?? nil
        }
        let isNewCapture = if case .camera = sheet { true } else { false }
        libraryTarget = nil
        if data.count == 1 {
            let model = AddPhotoModel(
                journal: journal, plantID: plantID, calendar: calendar, isNewCapture: isNewCapture, leftOut: leftOut, now: now
            )
            sheet = .addPhoto(model)
            await model.prepare(data[0])
        } else {
            let model = AddPhotosModel(
                journal: journal, count: data.count, plantID: plantID, calendar: calendar, leftOut: leftOut, now: now
            )
            sheet = .addPhotos(model)
            await model.prepare(data)
        }
    }

    /// The most photos picked at once: each is a full-size copy to make on the phone.
    public static let maximumPhotosPicked = 20

    /// The camera or library was dismissed, perhaps without a photo (a library selection may still follow).
    public func pickerCancelled() { sheet = nil }

    /// The library handed back a photo it could not deliver.
    public func pickFailed() {
        sheet = nil
        pickFailure = PlantTrackerCopy[.rootPickFailure]
    }

    public func dismissPickFailure() { pickFailure = nil }

    public func saveAddedPhoto() async {
        switch sheet {
        case .addPhoto(let model): if await model.save() != nil { sheet = nil }
        case .addPhotos(let model): if await model.save() { sheet = nil }
        default: return
        }
    }

    public func showBackup() {
        sheet = .backup(BackupModel(journal: journal, now: now))
    }

    public func dismissSheet() { sheet = nil }
    public func dismissRecoveryNote() { recoveryNote = nil }

    public func openPlant(_ id: Int64) { path.append(id) }

    public func makeDetail(plantID: Int64) -> PlantDetailModel {
        PlantDetailModel(plantID: plantID, journal: journal, calendar: calendar, now: now)
    }
}
