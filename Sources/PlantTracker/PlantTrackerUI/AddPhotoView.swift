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
            title: PlantTrackerCopy[.addPhotoTitle],
            discard: .init(
                question: PlantTrackerCopy[.addPhotoDiscardQuestion], button: PlantTrackerCopy[.addPhotoDiscardButton],
                message: PlantTrackerCopy[.addPhotoDiscardMessage]
            ),
            model: model, appModel: appModel
        ) {
            Form {
                FormMessageSection(message: model.leftOutMessage, kind: .photosLeftOut)

                Section {
                    PreparedPhotoPreview(image: model.image, label: model.previewAccessibilityLabel)
                }

                Section {
                    LabeledContent(PlantTrackerCopy[.commonPlant]) {
                        PlantChoiceMenu(choices: model.choices, selectedName: model.selectedPlantName) { model.choose($0) }
                    }
                } footer: {
                    if model.selectedPlantID == nil {
                        Text(PlantTrackerCopy[.addPhotoChoosePlant])
                    }
                }

                Section {
                    DatePicker(PlantTrackerCopy[.commonDate], selection: $model.takenAt, displayedComponents: [.date, .hourAndMinute])
                } footer: {
                    FieldMessage(problem: model.dateProblem, note: model.dateCaption)
                }

                Section {
                    TextField(PlantTrackerCopy[.commonNotes], text: $model.notes, prompt: Text(PlantTrackerCopy[.commonNotesPrompt]), axis: .vertical)
                        .lineLimit(3...10)
                } header: {
                    Text(PlantTrackerCopy[.commonNotes])
                } footer: {
                    FieldMessage(problem: model.notesProblem)
                }

                FormMessageSection(message: model.errorMessage, kind: .saveFailed)
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
