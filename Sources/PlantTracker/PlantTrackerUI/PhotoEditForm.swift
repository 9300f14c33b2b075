import Foundation
import Observation
import PlantTrackerCore
import SwiftUI

/// Editing a photo's notes and date, from the full-screen photo.
struct PhotoEditForm: View {
    @Bindable var model: PhotoDetailModel
    /// Called after a save went through (for the haptic).
    var onSaved: () -> Void

    var body: some View {
        NavigationStack {
            Form {
                Section(PlantTrackerCopy[.commonNotes]) {
                    TextEditor(text: $model.draftNotes)
                        .frame(minHeight: 140)
                        .accessibilityLabel(PlantTrackerCopy[.commonNotes])
                }
                Section {
                    DatePicker(PlantTrackerCopy[.photoTaken], selection: $model.draftTakenAt, displayedComponents: [.date, .hourAndMinute])
                } footer: {
                    FieldMessage(problem: model.editProblem)
                }
                if let errorMessage = model.errorMessage {
                    Section {
                        Text(errorMessage)
                            .foregroundStyle(.red)
                    }
                }
            }
            .navigationTitle(PlantTrackerCopy[.photoEditTitle])
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(PlantTrackerCopy[.commonCancel]) { model.cancelEditing() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(PlantTrackerCopy[.commonSave]) {
                        model.saveEdits()
                        if !model.isEditing { onSaved() }
                    }
                    .disabled(model.editProblem != nil)
                }
            }
        }
    }
}
