import Foundation
import PlantTrackerCore
import SwiftUI

/// What Add Photo and Add Photos share around their form: the navigation bar (Cancel, which asks before
/// discarding anything entered or a new camera shot; Save, or progress while saving), the Add Plant form pushed from the
/// plant menu and popped when the model lets it go, and no swipe-down discard once something was entered.
struct AddPhotoScreen<Model: PlantMenuChoosing, Content: View>: View {
    struct Discard {
        let question: String
        let button: String
        let message: String
    }

    let title: String
    let discard: Discard
    let model: Model
    let appModel: PlantTrackerAppModel
    @ViewBuilder let content: () -> Content

    private var isSaving: Bool { model.isSaving }
    private var newPlantForm: PlantFormModel? { model.newPlantForm }
    private func onCancel() { appModel.dismissSheet() }
    private func onSave() { Task { await appModel.saveAddedPhoto() } }

    /// The Add Plant form while it is pushed; kept through the pop animation after the model lets go of it.
    @State private var pushedForm: PlantFormModel?
    @State private var showsNewPlantForm = false
    @State private var confirmsDiscard = false

    var body: some View {
        NavigationStack {
            content()
                .navigationTitle(title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(PlantTrackerCopy[.commonCancel]) {
                            if model.asksBeforeDiscarding { confirmsDiscard = true } else { onCancel() }
                        }
                        .disabled(isSaving)
                        .confirmationDialog(discard.question, isPresented: $confirmsDiscard, titleVisibility: .visible) {
                            Button(discard.button, role: .destructive) { onCancel() }
                            Button(PlantTrackerCopy[.commonKeepEditing], role: .cancel) {}
                        } message: {
                            Text(discard.message)
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        if isSaving {
                            ProgressView()
                                .accessibilityLabel(PlantTrackerCopy[.commonSaving])
                        } else {
                            Button(PlantTrackerCopy[.commonSave], action: onSave)
                                .disabled(!model.canSave)
                        }
                    }
                }
                .navigationDestination(isPresented: $showsNewPlantForm) {
                    if let pushedForm {
                        PlantFormView(model: pushedForm)
                    }
                }
        }
        .interactiveDismissDisabled(isSaving || model.asksBeforeDiscarding)
        .onChange(of: newPlantForm.map { ObjectIdentifier($0) }, initial: true) { _, form in
            if form != nil {
                pushedForm = newPlantForm
                showsNewPlantForm = true
            } else {
                showsNewPlantForm = false
            }
        }
        .onChange(of: showsNewPlantForm) { _, shows in
            // Popped some other way than the form's own buttons.
            if !shows { newPlantForm?.cancel() }
        }
    }
}

/// The plant picker of Add Photo and Add Photos: every plant, then "+ Add New Plant".
struct PlantChoiceMenu: View {
    let choices: [AddPhotoModel.PlantChoice]
    let selectedName: String?
    let choose: (AddPhotoModel.PlantChoice) -> Void

    var body: some View {
        Menu {
            ForEach(choices) { choice in
                if choice == .addNewPlant {
                    Divider()
                }
                Button(choice.title) { choose(choice) }
            }
        } label: {
            HStack(spacing: 4) {
                Text(selectedName ?? PlantTrackerCopy[.plantMenuChoose])
                Image(systemName: "chevron.up.chevron.down")
                    .imageScale(.small)
                    .accessibilityHidden(true)
            }
        }
        .accessibilityLabel(PlantTrackerCopy[.commonPlant])
        .accessibilityValue(Text(selectedName ?? PlantTrackerCopy[.plantMenuNoneChosen]))
    }
}
