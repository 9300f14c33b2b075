import CalyxAPI
import CalyxCore
import SwiftUI

/// The owner's edit of a collection: its name (60 characters), description (500) and whether others
/// may see it. The model checks the limits and says so in its notice.
struct CollectionEditorView: View {
    let save: (_ name: String, _ description: String, _ isPublic: Bool) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name: String
    @State private var description: String
    @State private var isPublic: Bool

    init(collection: Components.Schemas.Collection, save: @escaping (_ name: String, _ description: String, _ isPublic: Bool) -> Void) {
        self.save = save
        _name = State(initialValue: collection.name)
        _description = State(initialValue: collection.description)
        _isPublic = State(initialValue: collection.isPublic)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Name") {
                    TextField("Spring Blooms", text: $name)
                }
                Section("Description") {
                    TextField("What ties these flowers together", text: $description, axis: .vertical)
                        .lineLimit(3...8)
                }
                Section {
                    Toggle("Public", isOn: $isPublic)
                } footer: {
                    Text(isPublic ? "Anyone can see it, like it and save it to their library." : "Only you can see it.")
                }
            }
            .editorSheet("Edit Collection", canSave: !name.isEmpty) {
                save(name, description, isPublic)
                dismiss()
            }
        }
        .tint(CalyxPalette.botanicalGreen)
    }
}
