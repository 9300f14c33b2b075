import Foundation
import Observation
import PlantTrackerCore
import SwiftUI

/// Add Photos: several photos from the library, one plant for all of them, and under each photo its own
/// date (from its capture time) and notes.
struct AddPhotosView: View {
    @Bindable var model: AddPhotosModel
    let appModel: PlantTrackerAppModel

    /// The Add Plant form while it is pushed; kept through the pop animation after the model lets go of it.
    @State private var pushedForm: PlantFormModel?
    @State private var showsNewPlantForm = false
    @State private var confirmsDiscard = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    LabeledContent("Plant") {
                        plantMenu
                    }
                } footer: {
                    if model.selectedPlantID == nil {
                        Text("Choose the plant these photos are of.")
                    }
                }

                ForEach(Array(model.photos.enumerated()), id: \.element.id) { index, photo in
                    PickedPhotoSection(photo: photo, number: index + 1, of: model.photos.count)
                }

                if let errorMessage = model.errorMessage {
                    Section {
                        Label(errorMessage, systemImage: "exclamationmark.triangle.fill")
                            .foregroundStyle(.red)
                    }
                }
            }
            .navigationTitle(model.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        if model.hasEnteredSomething { confirmsDiscard = true } else { appModel.dismissSheet() }
                    }
                    .disabled(model.isSaving)
                    .confirmationDialog("Discard these photos?", isPresented: $confirmsDiscard, titleVisibility: .visible) {
                        Button("Discard Photos", role: .destructive) { appModel.dismissSheet() }
                        Button("Keep Editing", role: .cancel) {}
                    } message: {
                        Text("The photos and what you entered will not be saved.")
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
            if !shows { model.newPlantForm?.cancel() }
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

/// One of the picked photos: its preview, its own date and notes.
private struct PickedPhotoSection: View {
    @Bindable var photo: AddPhotoModel
    let number: Int
    let of: Int

    var body: some View {
        Section {
            PreparedPhotoPreview(image: photo.image, label: "Photo \(number) of \(of)")
            DatePicker("Date", selection: $photo.takenAt, displayedComponents: [.date, .hourAndMinute])
            TextField("Notes", text: $photo.notes, prompt: Text("What's new? (optional)"), axis: .vertical)
                .lineLimit(2...6)
        } header: {
            Text("Photo \(number) of \(of)")
        } footer: {
            VStack(alignment: .leading, spacing: 4) {
                FieldMessage(problem: photo.dateProblem, note: photo.dateCaption)
                FieldMessage(problem: photo.notesProblem)
                if let error = photo.errorMessage {
                    Text(error).foregroundStyle(.red)
                }
            }
        }
    }
}
