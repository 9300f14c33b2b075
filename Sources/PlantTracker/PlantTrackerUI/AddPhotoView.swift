import Foundation
import Observation
import PlantTrackerCore
import SwiftUI

/// Add Photo: the picked or captured photo, the plant it goes on ("+ Add New Plant" slides the Add Plant
/// form in and comes back with the new plant chosen), its date and notes.
struct AddPhotoView: View {
    @Bindable var model: AddPhotoModel
    let appModel: PlantTrackerAppModel

    var body: some View {
        AddPhotoScreen(
            title: "Add Photo",
            discard: .init(
                question: "Discard this photo?", button: "Discard Photo",
                message: "The photo and what you entered will not be saved."
            ),
            model: model, appModel: appModel
        ) {
            Form {
                Section {
                    PreparedPhotoPreview(image: model.image, label: model.previewAccessibilityLabel)
                }

                Section {
                    LabeledContent("Plant") {
                        PlantChoiceMenu(choices: model.choices, selectedName: model.selectedPlantName) { model.choose($0) }
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

                SaveErrorSection(message: model.errorMessage)
            }
        }
        .sensoryFeedback(trigger: model.savedPhoto) { _, saved in
            saved == nil ? nil : .success
        }
        .sensoryFeedback(trigger: model.errorMessage) { _, message in
            message == nil ? nil : .error
        }
    }
}
