import CalyxCore
import SwiftUI

/// "Add your scent note" (§3.2: user-contributed scent notes): what the person smells, one line of
/// up to 200 characters, one note per flower (saving again replaces it). The page's notice says
/// whether it was kept.
struct ScentNoteSheet: View {
    @State private var note: String
    let save: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @FocusState private var isFocused: Bool

    init(note: String, save: @escaping (String) -> Void) {
        _note = State(initialValue: note)
        self.save = save
    }

    var body: some View {
        let left = FlowerDetailModel.scentNoteLimit - note.count
        NavigationStack {
            Form {
                Section {
                    TextField("Sweet like honey, with a hint of clove", text: $note, axis: .vertical)
                        .lineLimit(3...6)
                        .focused($isFocused)
                } header: {
                    Text("What do you smell?")
                } footer: {
                    Text("^[\(left) character](inflect: true) left")
                        .foregroundStyle(left < 0 ? CalyxPalette.earthBrown : CalyxPalette.darkGray)
                }
            }
            .editorSheet("Your Scent Note", canSave: !note.isEmpty && left >= 0) {
                save(note)
                dismiss()
            }
            .onAppear { isFocused = true }
        }
        .tint(CalyxPalette.botanicalGreen)
        .presentationDetents([.medium, .large])
    }
}
