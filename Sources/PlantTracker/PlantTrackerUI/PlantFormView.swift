import Foundation
import Observation
import PlantTrackerCore
import SwiftUI

/// Add Plant / Edit Plant. The presenter wraps it in a navigation stack (a sheet) or pushes it (from Add
/// Photo), and closes it when the model reports its outcome.
struct PlantFormView: View {
    @Bindable var model: PlantFormModel
    @State private var confirmsDiscard = false
    @FocusState private var focusedField: PlantDraft.Field?

    var body: some View {
        Form {
            Section {
                TextField(PlantTrackerCopy[.plantFormName], text: $model.name, prompt: Text(PlantTrackerCopy[.plantFormRequired]))
                    .textInputAutocapitalization(.words)
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .scientificName }
            } header: {
                Text(PlantTrackerCopy[.plantFormName])
            } footer: {
                FieldMessage(problem: model.message(for: .name))
            }

            Section {
                TextField(PlantTrackerCopy[.plantFormScientificName], text: $model.scientificName, prompt: Text(PlantTrackerCopy[.plantFormOptional]))
                    .autocorrectionDisabled()
                    .italic()
                    .focused($focusedField, equals: .scientificName)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .location }
            } header: {
                Text(PlantTrackerCopy[.plantFormScientificName])
            } footer: {
                FieldMessage(problem: model.message(for: .scientificName))
            }

            Section {
                TextField(PlantTrackerCopy[.plantFormLocation], text: $model.location, prompt: Text(PlantTrackerCopy[.plantFormLocationPrompt]))
                    .textInputAutocapitalization(.sentences)
                    .focused($focusedField, equals: .location)
                    .submitLabel(.done)
            } header: {
                Text(PlantTrackerCopy[.plantFormLocation])
            } footer: {
                FieldMessage(problem: model.message(for: .location))
            }

            Section {
                Toggle(PlantTrackerCopy[.plantFormKnowsStart], isOn: $model.knowsStart)
                if model.startedAt != nil {
                    DatePicker(PlantTrackerCopy[.plantFormStarted], selection: startedAt, in: ...Date.now, displayedComponents: .date)
                }
            } header: {
                Text(PlantTrackerCopy[.plantFormStarted])
            } footer: {
                FieldMessage(problem: model.message(for: .startedAt), note: PlantTrackerCopy[.plantFormStartedNote])
            }

            if let errorMessage = model.errorMessage {
                Section {
                    Text(errorMessage)
                        .foregroundStyle(.red)
                }
            }

            if model.canDelete {
                Section {
                    Button(PlantTrackerCopy[.plantFormDelete], role: .destructive) { model.requestDelete() }
                        // Anchored here, so on iPad it points at the button.
                        .confirmationDialog(model.deleteConfirmationTitle, isPresented: $model.isConfirmingDelete, titleVisibility: .visible) {
                            Button(PlantTrackerCopy[.plantFormDelete], role: .destructive) {
                                model.confirmDelete()
                            }
                            Button(PlantTrackerCopy[.commonCancel], role: .cancel) { model.cancelDelete() }
                        } message: {
                            Text(model.deleteConfirmationMessage)
                        }
                }
            }
        }
        .navigationTitle(model.title)
        .navigationBarTitleDisplayMode(.inline)
        // Cancel takes the back button's place when the form is pushed from Add Photo.
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button(PlantTrackerCopy[.commonCancel]) {
                    if model.hasChanges { confirmsDiscard = true } else { model.cancel() }
                }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button(PlantTrackerCopy[.commonSave]) { model.save() }
                    .disabled(!model.canSave)
            }
        }
        .confirmationDialog(model.discardConfirmationTitle, isPresented: $confirmsDiscard, titleVisibility: .visible) {
            Button(PlantTrackerCopy[.plantFormDiscardChanges], role: .destructive) { model.cancel() }
            Button(PlantTrackerCopy[.commonKeepEditing], role: .cancel) {}
        }
        .interactiveDismissDisabled(model.hasChanges)
        .onAppear {
            if !model.isEditing { focusedField = .name }
        }
        .sensoryFeedback(trigger: model.outcome) { _, outcome in
            switch outcome {
            case .saved: .success
            case .deleted: .warning
            case .cancelled, nil: nil
            }
        }
        .sensoryFeedback(trigger: model.failure) { _, failure in
            failure == nil ? nil : .error
        }
    }

    private var startedAt: Binding<Date> {
        Binding(
            get: { @MainActor in model.startedAt ?? .now },
            set: { @MainActor date in model.startedAt = date }
        )
    }
}
