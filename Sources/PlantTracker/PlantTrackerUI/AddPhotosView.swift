import Foundation
import Observation
import PlantTrackerCore
import SwiftUI

/// Add Photos: several photos from the library, one plant for all of them, and under each photo its own
/// date (from its capture time) and notes.
struct AddPhotosView: View {
    @Bindable var model: AddPhotosModel
    let appModel: PlantTrackerAppModel

    var body: some View {
        AddPhotoScreen(
            title: model.title,
            discard: .init(
                question: PlantTrackerCopy[.addPhotosDiscardQuestion], button: PlantTrackerCopy[.addPhotosDiscardButton],
                message: PlantTrackerCopy[.addPhotosDiscardMessage]
            ),
            model: model, appModel: appModel
        ) {
            Form {
                FormMessageSection(message: model.leftOutMessage, kind: .photosLeftOut)

                Section {
                    LabeledContent(PlantTrackerCopy[.commonPlant]) {
                        PlantChoiceMenu(choices: model.choices, selectedName: model.selectedPlantName) { model.choose($0) }
                    }
                } footer: {
                    if model.selectedPlantID == nil {
                        Text(PlantTrackerCopy[.addPhotosChoosePlant])
                    }
                }

                ForEach(Array(model.photos.enumerated()), id: \.element.id) { index, photo in
                    PickedPhotoSection(photo: photo, title: model.photoTitle(at: index))
                }

                FormMessageSection(message: model.errorMessage, kind: .saveFailed)
            }
        }
        .sensoryFeedback(trigger: model.errorMessage) { _, message in
            message == nil ? nil : .error
        }
    }
}

/// One of the picked photos: its preview, its own date and notes.
private struct PickedPhotoSection: View {
    @Bindable var photo: AddPhotoModel
    /// "Photo 2 of 3".
    let title: String

    var body: some View {
        Section {
            PreparedPhotoPreview(image: photo.image, label: title)
            DatePicker(PlantTrackerCopy[.commonDate], selection: $photo.takenAt, displayedComponents: [.date, .hourAndMinute])
            TextField(PlantTrackerCopy[.commonNotes], text: $photo.notes, prompt: Text(PlantTrackerCopy[.commonNotesPrompt]), axis: .vertical)
                .lineLimit(2...6)
        } header: {
            Text(title)
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
