import CoreTransferable
import Foundation
import Observation
import PhotosUI
import PlantTrackerCore
import SwiftUI

/// The whole app on screen: home in a navigation stack with the plants pushed on it, and whatever "+"
/// opened: the capture options, the Add Plant form, the camera, the photo library, Add Photo, Backup.
public struct PlantTrackerRootView: View {
    @Bindable private var appModel: PlantTrackerAppModel
    /// A photo chosen in the library is being read (it may be downloading from iCloud).
    @State private var isLoadingLibraryPhoto = false
    /// The camera's cover is on screen (until its dismissal has finished): sheets wait for it, since a
    /// view cannot present a sheet while its cover is still going away.
    @State private var isCameraCoverUp = false

    public init(appModel: PlantTrackerAppModel) {
        self.appModel = appModel
    }

    public var body: some View {
        // Read here, so the presentations below are built again whenever these change.
        let captureOptions = self.captureOptions
        let showsLibrary = self.showsLibrary
        let recoveryNote = appModel.recoveryNote
        let cameraCoverIsUp = isCameraCoverUp

        NavigationStack(path: $appModel.path) {
            HomeView(model: appModel.home, appModel: appModel)
                .navigationDestination(for: Int64.self) { plantID in
                    PlantDetailView(model: appModel.makeDetail(plantID: plantID), appModel: appModel)
                }
                .alert(PlantTrackerCopy[.rootMissingTitle], isPresented: Binding(
                    get: { @MainActor in recoveryNote != nil },
                    set: { @MainActor presented in if !presented { appModel.dismissRecoveryNote() } }
                )) {
                    Button(PlantTrackerCopy[.commonOk]) { appModel.dismissRecoveryNote() }
                } message: {
                    Text(recoveryNote ?? "")
                }
        }
        .confirmationDialog(
            captureOptions?.title ?? "", isPresented: Binding(
                get: { @MainActor in captureOptions != nil },
                set: { @MainActor presented in
                    // The options' own buttons run first and have moved on; this is a tap outside (iPad).
                    if !presented, case .captureOptions = appModel.sheet { appModel.dismissSheet() }
                }
            ), titleVisibility: .visible, presenting: captureOptions
        ) { options in
            ForEach(options.options) { option in
                Button(option.title, role: option.isCancel ? .cancel : nil) { appModel.choose(option) }
            }
        }
        .sheet(item: presentedSheet(whileCameraCoverIsUp: cameraCoverIsUp)) { sheet in
            content(for: sheet)
        }
        // The camera takes the whole screen, as the system camera does; a page sheet would show the
        // screen behind it at the top and could be swiped away mid-shot.
        .fullScreenCover(
            isPresented: Binding(
                get: { @MainActor in showsCamera },
                set: { @MainActor presented in if !presented, case .camera = appModel.sheet { appModel.pickerCancelled() } }
            ),
            onDismiss: { isCameraCoverUp = false }
        ) {
            CameraPicker(
                onPicked: { data in Task { await appModel.picked(data) } },
                onCancel: { appModel.pickerCancelled() }
            )
            .ignoresSafeArea()
            .background(Color.black)
            .onAppear { isCameraCoverUp = true }
        }
        .photosPicker(
            isPresented: Binding(
                get: { @MainActor in showsLibrary },
                set: { @MainActor presented in
                    // The picker may report its selection after it reports closing: the model keeps the
                    // plant it was opened for until then.
                    guard !presented, !isLoadingLibraryPhoto, case .library = appModel.sheet else { return }
                    appModel.pickerCancelled()
                }
            ),
            selection: Binding(
                get: { @MainActor in [] },
                set: { @MainActor items in if !items.isEmpty { load(items) } }
            ),
            maxSelectionCount: PlantTrackerAppModel.maximumPhotosPicked,
            selectionBehavior: .ordered,
            matching: .images,
            // The file as it is in the library (HEIC stays HEIC), its EXIF capture date with it.
            preferredItemEncoding: .current
        )
        .overlay {
            if isLoadingLibraryPhoto {
                ProgressView(PlantTrackerCopy[.rootOpening])
                    .padding(24)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            }
        }
        .alert(PlantTrackerCopy[.rootOpenFailed], isPresented: Binding(
            get: { @MainActor in appModel.pickFailure != nil },
            set: { @MainActor presented in if !presented { appModel.dismissPickFailure() } }
        )) {
            Button(PlantTrackerCopy[.commonOk]) {}
        } message: {
            Text(appModel.pickFailure ?? "")
        }
    }

    private var captureOptions: CaptureOptions? {
        guard case .captureOptions(let options) = appModel.sheet else { return nil }
        return options
    }

    private var showsCamera: Bool {
        guard case .camera = appModel.sheet else { return false }
        return true
    }

    private var showsLibrary: Bool {
        guard case .library = appModel.sheet else { return false }
        return !isLoadingLibraryPhoto
    }

    /// The presentations that are sheets: all but the capture options (a dialog), the library (the
    /// system picker) and the camera (a full-screen cover).
    private func presentedSheet(whileCameraCoverIsUp cameraCoverIsUp: Bool) -> Binding<PlantTrackerAppModel.Sheet?> {
        Binding(
            get: { @MainActor in
                if cameraCoverIsUp { return nil }
                switch appModel.sheet {
                case .captureOptions, .library, .camera, nil: return nil
                case let sheet: return sheet
                }
            },
            set: { @MainActor newValue in
                // Only a swipe down clears it from here; the models close their own screens.
                if newValue == nil { dismissedInteractively() }
            }
        )
    }

    @ViewBuilder private func content(for sheet: PlantTrackerAppModel.Sheet) -> some View {
        switch sheet {
        case .plantForm(let form):
            NavigationStack {
                PlantFormView(model: form)
            }
        case .addPhoto(let model):
            AddPhotoView(model: model, appModel: appModel)
        case .addPhotos(let model):
            AddPhotosView(model: model, appModel: appModel)
        case .backup(let model):
            BackupView(model: model) { appModel.dismissSheet() }
        case .captureOptions, .library, .camera:
            EmptyView()
        }
    }

    private func dismissedInteractively() {
        switch appModel.sheet {
        case .plantForm(let form): form.cancel()
        case .addPhoto, .addPhotos, .backup: appModel.dismissSheet()
        case .captureOptions, .library, .camera, nil: break
        }
    }

    /// Reads the chosen photos' files, in the order picked. The completion-handler form keeps the
    /// (non-Sendable) items on the main actor. Photos that cannot be read (an iCloud photo offline) are
    /// left out and counted: the screen with the rest says how many, or an alert when none could be read.
    private func load(_ items: [PhotosPickerItem]) {
        isLoadingLibraryPhoto = true
        Task {
            var photos: [Data] = []
            for item in items {
                let data: Data? = await withCheckedContinuation { continuation in
                    item.loadTransferable(type: Data.self) { result in
                        continuation.resume(returning: try? result.get())
                    }
                }
                if let data { photos.append(data) }
            }
            isLoadingLibraryPhoto = false
            await appModel.picked(photos, leftOut: items.count - photos.count)
        }
    }
}
