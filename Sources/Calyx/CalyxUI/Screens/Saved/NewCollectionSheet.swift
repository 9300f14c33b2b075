import CalyxCore
import SwiftUI

/// New Collection (§3.4 "Create custom collections"): a name, public or private (starting from the
/// person's default), and Create, which waits for the server: the sheet closes once the collection
/// exists, and stays open with the reason and the typed name when it could not be made (offline,
/// a name too long).
struct NewCollectionSheet: View {
    let model: SavedModel
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var isPublic: Bool
    @State private var isCreating = false

    init(model: SavedModel) {
        self.model = model
        _isPublic = State(initialValue: model.newCollectionsArePublic)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("My Garden", text: $name)
                        .submitLabel(.done)
                        .onSubmit(create)
                } header: {
                    Text("Name")
                } footer: {
                    Text("Like \u{201C}My Garden\u{201D}, \u{201C}Wish List\u{201D} or \u{201C}Spring Blooms\u{201D}.")
                }
                Section {
                    Toggle("Public", isOn: $isPublic)
                } footer: {
                    Text(isPublic ? "Anyone can see it, like it and save it to their library." : "Only you can see it.")
                }
                if let problem = model.creationProblem {
                    Section {
                        Label(problem, systemImage: "exclamationmark.circle")
                            .calyxFont(.small)
                            .foregroundStyle(CalyxPalette.earthBrown)
                    }
                }
            }
            .editorSheet("New Collection", canSave: !name.trimmingCharacters(in: .whitespaces).isEmpty && !isCreating, save: create)
        }
        .tint(CalyxPalette.botanicalGreen)
        .interactiveDismissDisabled(isCreating)
    }

    private func create() {
        isCreating = true
        Task {
            let made = await model.createCollection(named: name, isPublic: isPublic)
            isCreating = false
            if made != nil { dismiss() }
        }
    }
}
