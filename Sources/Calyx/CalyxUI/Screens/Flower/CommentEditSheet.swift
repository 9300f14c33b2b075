import CalyxAPI
import CalyxCore
import SwiftUI

/// Editing one's own comment, within five minutes of posting: the words, the characters left, Save;
/// why it could not be saved (the window closed, say) under them.
struct CommentEditSheet: View {
    let model: CommentsModel
    let comment: Components.Schemas.Comment
    @State private var text: String
    @State private var isSaving = false
    @Environment(\.dismiss) private var dismiss

    init(model: CommentsModel, comment: Components.Schemas.Comment) {
        self.model = model
        self.comment = comment
        _text = State(initialValue: comment.text ?? "")
    }

    var body: some View {
        let left = model.charactersLeft(text)
        NavigationStack {
            Form {
                Section {
                    TextField("Your comment", text: $text, axis: .vertical)
                        .lineLimit(3...10)
                } footer: {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("^[\(left) character](inflect: true) left")
                            .foregroundStyle(left < 0 ? CalyxPalette.earthBrown : CalyxPalette.darkGray)
                        if let problem = model.problem {
                            Label(problem, systemImage: "exclamationmark.circle")
                                .foregroundStyle(CalyxPalette.earthBrown)
                        }
                    }
                }
            }
            .editorSheet("Edit Comment", canSave: !text.isEmpty && left >= 0 && !isSaving) {
                isSaving = true
                Task {
                    if await model.edit(comment, to: text) { dismiss() }
                    isSaving = false
                }
            }
        }
        .tint(CalyxPalette.botanicalGreen)
        .presentationDetents([.medium, .large])
    }
}
