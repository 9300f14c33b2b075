import Foundation
import Observation
import PlantTrackerCore
import SwiftUI

/// Add Photo: the picked or captured photo, the plant it goes on ("+ Add New Plant" slides the Add Plant
/// form in and comes back with the new plant chosen), its date and notes.
struct AddPhotoView: View {
    @Bindable var model: AddPhotoModel
    let appModel: PlantTrackerAppModel

    /// The Add Plant form while it is pushed; kept through the pop animation after the model lets go of it.
    @State private var pushedForm: PlantFormModel?
    @State private var showsNewPlantForm = false
    @State private var confirmsDiscard = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    PreparedPhotoPreview(image: model.image, label: model.previewAccessibilityLabel)
                }

                Section {
                    LabeledContent("Plant") {
                        plantMenu
                    }
                } footer: {
                    if model.selectedPlantID == nil {
                        Text("Choose the plant this photo is of.")
                    }
                }

                Section {
                    DatePicker("Date", selection: $model.takenAt, displayedComponents: [.date, .hourAndMinute])
                } footer: {
                    FieldMessage(problem: model.dateProblem, note: model.dateCaption)
                }

                Section {
                    TextField("Notes", text: $model.notes, prompt: Text("What's new? (optional)"), axis: .vertical)
                        .lineLimit(3...10)
                } header: {
                    Text("Notes")
                } footer: {
                    FieldMessage(problem: model.notesProblem)
                }

                if let errorMessage = model.errorMessage {
                    Section {
                        Label(errorMessage, systemImage: "exclamationmark.triangle.fill")
                            .foregroundStyle(.red)
                    }
                }
            }
            .navigationTitle("Add Photo")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        if model.hasEnteredSomething { confirmsDiscard = true } else { appModel.dismissSheet() }
                    }
                    .disabled(model.isSaving)
                    .confirmationDialog("Discard this photo?", isPresented: $confirmsDiscard, titleVisibility: .visible) {
                        Button("Discard Photo", role: .destructive) { appModel.dismissSheet() }
                        Button("Keep Editing", role: .cancel) {}
                    } message: {
                        Text("The photo and what you entered will not be saved.")
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    if model.isSaving {
                        ProgressView()
                            .accessibilityLabel("Saving")
                    } else {
                        Button("Save") {
                            Task { await appModel.saveAddedPhoto() }
                        }
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
        .interactiveDismissDisabled(model.isSaving || model.hasEnteredSomething)
        .onChange(of: model.newPlantForm.map { ObjectIdentifier($0) }, initial: true) { _, form in
            if form != nil {
                pushedForm = model.newPlantForm
                showsNewPlantForm = true
            } else {
                showsNewPlantForm = false
            }
        }
        .onChange(of: showsNewPlantForm) { _, shows in
            // Popped some other way than the form's own buttons.
            if !shows { model.newPlantForm?.cancel() }
        }
        .sensoryFeedback(trigger: model.savedPhoto) { _, saved in
            saved == nil ? nil : .success
        }
        .sensoryFeedback(trigger: model.errorMessage) { _, message in
            message == nil ? nil : .error
        }
    }

    private var plantMenu: some View {
        Menu {
            ForEach(model.choices) { choice in
                if choice == .addNewPlant {
                    Divider()
                }
                Button(choice.title) { model.choose(choice) }
            }
        } label: {
            HStack(spacing: 4) {
                Text(model.selectedPlantName ?? "Choose a Plant")
                Image(systemName: "chevron.up.chevron.down")
                    .imageScale(.small)
                    .accessibilityHidden(true)
            }
        }
        .accessibilityLabel("Plant")
        .accessibilityValue(Text(model.selectedPlantName ?? "None chosen"))
    }
}
