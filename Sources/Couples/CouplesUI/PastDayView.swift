import CouplesCore
import SwiftUI
import UIKit

/// One finished day: the question, both answers and both photos. A photo opens full size on a tap
/// (downloaded and decrypted once, then kept on the phone).
struct PastDayView: View {
    /// Kept for the life of the screen: the list redrawing (a thumbnail arriving) makes a new model
    /// that must not replace the one already loaded.
    @State private var model: PastDayModel
    @State private var shownPhoto: PastDayModel.Person?

    init(model: PastDayModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                switch model.phase {
                case .loading:
                    ProgressView().frame(maxWidth: .infinity, minHeight: 200)
                case .failed(let message):
                    Text(message).foregroundStyle(.secondary)
                    Button("Try again") { Task { await model.load() } }
                case .loaded:
                    Text(model.question)
                        .font(.title3.weight(.medium))
                        .accessibilityAddTraits(.isHeader)
                    if let error = model.answerError { Text(error).foregroundStyle(.red) }
                    entry(title: "You", answer: model.myAnswer, person: .me)
                    entry(title: model.partnerTitle, answer: model.partnerAnswer, person: .partner)
                    if let error = model.photoError { Text(error).font(.footnote).foregroundStyle(.red) }
                }
            }
            .padding()
        }
        .background(CouplesTheme.background.ignoresSafeArea())
        .navigationTitle(model.dateText)
        .task { await model.load() }
        .sheet(item: $shownPhoto) { person in
            FullPhotoView(model: model, person: person)
        }
    }

    private func entry(title: String, answer: String?, person: PastDayModel.Person) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title).font(.headline)
            Text(answer ?? "No answer").foregroundStyle(answer == nil ? .secondary : .primary)
            if model.picture(of: person) != nil {
                Button { shownPhoto = person } label: {
                    DayThumbnail(data: model.picture(of: person), size: 160)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(person == .me ? "Your photo" : "\(model.partnerTitle)'s photo")
                .accessibilityHint("Opens it full size")
            }
        }
        .card()
    }
}

/// A photo full size, opened on demand.
private struct FullPhotoView: View {
    let model: PastDayModel
    let person: PastDayModel.Person
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Group {
                if let data = model.picture(of: person), let image = UIImage(data: data) {
                    Image(uiImage: image).resizable().scaledToFit()
                        .accessibilityLabel(person == .me ? "Your photo" : "\(model.partnerTitle)'s photo")
                }
            }
            .overlay {
                if model.openingPhoto == person { ProgressView() }
            }
            .toolbar { Button("Done") { dismiss() } }
        }
        .task { await model.openPhoto(person) }
    }
}
