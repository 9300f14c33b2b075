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

    public init(appModel: PlantTrackerAppModel) {
        self.appModel = appModel
    }

    public var body: some View {
        // Read here, so the presentations below are built again whenever these change.
        let captureOptions = self.captureOptions
        let showsLibrary = self.showsLibrary
        let recoveryNote = appModel.recoveryNote

        NavigationStack(path: $appModel.path) {
            HomeView(model: appModel.home, appModel: appModel)
                .navigationDestination(for: Int64.self) { plantID in
                    PlantDetailView(model: appModel.makeDetail(plantID: plantID), appModel: appModel)
                }
                .alert("Some Photos Were Missing", isPresented: Binding(
                    get: { recoveryNote != nil },
                    set: { if !$0 { appModel.dismissRecoveryNote() } }
                )) {
                    Button("OK") { appModel.dismissRecoveryNote() }
                } message: {
                    Text(recoveryNote ?? "")
                }
        }
        .confirmationDialog(
            captureOptions?.title ?? "", isPresented: Binding(
                get: { captureOptions != nil },
                set: { presented in
                    // The options' own buttons run first and have moved on; this is a tap outside (iPad).
                    if !presented, case .captureOptions = appModel.sheet { appModel.dismissSheet() }
                }
            ), titleVisibility: .visible, presenting: captureOptions
        ) { options in
            ForEach(options.options) { option in
                Button(option.title, role: option.isCancel ? .cancel : nil) { appModel.choose(option) }
            }
        }
        .sheet(item: presentedSheet) { sheet in
            content(for: sheet)
        }
        .photosPicker(
            isPresented: Binding(
                get: { showsLibrary },
                set: { presented in
                    guard !presented else { return }
                    // The picker may report its selection just after it reports closing: give it a turn.
                    Task { @MainActor in
                        await Task.yield()
                        if !isLoadingLibraryPhoto, case .library = appModel.sheet { appModel.pickerCancelled() }
                    }
                }
            ),
            selection: Binding(
                get: { nil },
                set: { item in if let item { load(item) } }
            ),
            matching: .images,
            // The file as it is in the library (HEIC stays HEIC), its EXIF capture date with it.
            preferredItemEncoding: .current
        )
        .overlay {
            if isLoadingLibraryPhoto {
                ProgressView("Opening photo…")
                    .padding(24)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            }
        }
        .alert("The Photo Couldn't Be Opened", isPresented: Binding(
            get: { appModel.pickFailure != nil },
            set: { if !$0 { appModel.dismissPickFailure() } }
        )) {
            Button("OK") {}
        } message: {
            Text(appModel.pickFailure ?? "")
        }
    }

    private var captureOptions: CaptureOptions? {
        guard case .captureOptions(let options) = appModel.sheet else { return nil }
        return options
    }

    private var showsLibrary: Bool {
        guard case .library = appModel.sheet else { return false }
        return !isLoadingLibraryPhoto
    }

    /// The presentations that are sheets: all but the capture options (a dialog) and the library (the
    /// system picker).
    private var presentedSheet: Binding<PlantTrackerAppModel.Sheet?> {
        Binding(
            get: {
                switch appModel.sheet {
                case .captureOptions, .library, nil: nil
                case let sheet: sheet
                }
            },
            set: { newValue in
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
        case .camera:
            CameraPicker(
                onPicked: { data in Task { await appModel.picked(data) } },
                onCancel: { appModel.pickerCancelled() }
            )
            .ignoresSafeArea()
            .background(Color.black)
        case .addPhoto(let model):
            AddPhotoView(model: model, appModel: appModel)
        case .backup(let model):
            BackupView(model: model) { appModel.dismissSheet() }
        case .captureOptions, .library:
            EmptyView()
        }
    }

    private func dismissedInteractively() {
        switch appModel.sheet {
        case .plantForm(let form): form.cancel()
        case .camera: appModel.pickerCancelled()
        case .addPhoto, .backup: appModel.dismissSheet()
        case .captureOptions, .library, nil: break
        }
    }

    /// Reads the chosen photo's file. The completion-handler form keeps the (non-Sendable) item on the main actor.
    private func load(_ item: PhotosPickerItem) {
        isLoadingLibraryPhoto = true
        Task {
            let data: Data? = await withCheckedContinuation { continuation in
                item.loadTransferable(type: Data.self) { result in
                    continuation.resume(returning: try? result.get())
                }
            }
            isLoadingLibraryPhoto = false
            if let data {
                await appModel.picked(data)
            } else {
                appModel.pickFailed()
            }
        }
    }
}
