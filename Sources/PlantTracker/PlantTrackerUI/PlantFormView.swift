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
                TextField("Name", text: $model.name, prompt: Text("Required"))
                    .textInputAutocapitalization(.words)
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .scientificName }
            } header: {
                Text("Name")
            } footer: {
                FieldMessage(problem: model.message(for: .name))
            }

            Section {
                TextField("Scientific Name", text: $model.scientificName, prompt: Text("Optional"))
                    .autocorrectionDisabled()
                    .italic()
                    .focused($focusedField, equals: .scientificName)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .location }
            } header: {
                Text("Scientific Name")
            } footer: {
                FieldMessage(problem: model.message(for: .scientificName))
            }

            Section {
                TextField("Location", text: $model.location, prompt: Text("Optional, like Kitchen window"))
                    .textInputAutocapitalization(.sentences)
                    .focused($focusedField, equals: .location)
                    .submitLabel(.done)
            } header: {
                Text("Location")
            } footer: {
                FieldMessage(problem: model.message(for: .location))
            }

            Section {
                Toggle("I know when it started", isOn: $model.knowsStart)
                if model.startedAt != nil {
                    DatePicker("Started", selection: startedAt, in: ...Date.now, displayedComponents: .date)
                }
            } header: {
                Text("Started")
            } footer: {
                FieldMessage(problem: model.message(for: .startedAt), note: "When it was planted or came home. Its age counts from this day, else from its first photo.")
            }

            if let errorMessage = model.errorMessage {
                Section {
                    Text(errorMessage)
                        .foregroundStyle(.red)
                }
            }

            if model.canDelete {
                Section {
                    Button("Delete Plant", role: .destructive) { model.requestDelete() }
                        // Anchored here, so on iPad it points at the button.
                        .confirmationDialog(model.deleteConfirmationTitle, isPresented: $model.isConfirmingDelete, titleVisibility: .visible) {
                            Button("Delete Plant", role: .destructive) {
                                model.confirmDelete()
                            }
                            Button("Cancel", role: .cancel) { model.cancelDelete() }
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
                Button("Cancel") {
                    if model.hasChanges { confirmsDiscard = true } else { model.cancel() }
                }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { model.save() }
                    .disabled(!model.canSave)
            }
        }
        .confirmationDialog(model.discardConfirmationTitle, isPresented: $confirmsDiscard, titleVisibility: .visible) {
            Button("Discard Changes", role: .destructive) { model.cancel() }
            Button("Keep Editing", role: .cancel) {}
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
