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
                question: "Discard these photos?", button: "Discard Photos",
                message: "The photos and what you entered will not be saved."
            ),
            model: model, appModel: appModel
        ) {
            Form {
                Section {
                    LabeledContent("Plant") {
                        PlantChoiceMenu(choices: model.choices, selectedName: model.selectedPlantName) { model.choose($0) }
                    }
                } footer: {
                    if model.selectedPlantID == nil {
                        Text("Choose the plant these photos are of.")
                    }
                }

                ForEach(Array(model.photos.enumerated()), id: \.element.id) { index, photo in
                    PickedPhotoSection(photo: photo, number: index + 1, of: model.photos.count)
                }

                SaveErrorSection(message: model.errorMessage)
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
