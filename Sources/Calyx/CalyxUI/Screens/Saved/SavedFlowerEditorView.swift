import CalyxCore
import SwiftUI

/// A saved flower's own things (§3.4: personal notes, custom tags; §3.5: public or private in the
/// catalogue), edited on a copy and handed back on Save. Tags are added one at a time from the field
/// and removed with their chip's ×; the model tidies them (spaces, duplicates) as the server does.
struct SavedFlowerEditorView: View {
    let item: SavedItem
    let save: (_ notes: String, _ tags: [String], _ isPublic: Bool) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var notes: String
    @State private var tags: [String]
    @State private var isPublic: Bool
    @State private var newTag = ""

    init(item: SavedItem, save: @escaping (_ notes: String, _ tags: [String], _ isPublic: Bool) -> Void) {
        self.item = item
        self.save = save
        _notes = State(initialValue: item.notes)
        _tags = State(initialValue: item.tags)
        _isPublic = State(initialValue: item.isPublic)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Notes") {
                    TextField("Where it grows, when it flowered, what you noticed", text: $notes, axis: .vertical)
                        .lineLimit(4...12)
                }
                Section {
                    if !tags.isEmpty {
                        TagChips(tags: tags) { tag in tags.removeAll { $0 == tag } }
                    }
                    HStack {
                        TextField("Add a tag", text: $newTag)
                            .textInputAutocapitalization(.never)
                            .submitLabel(.done)
                            .onSubmit(addTag)
                        Button("Add", action: addTag)
                            .disabled(newTag.isEmpty)
                    }
                } header: {
                    Text("Tags")
                }
                Section {
                    Toggle("Show in My Public Catalogue", isOn: $isPublic)
                } footer: {
                    Text("Others see it only while your catalogue is public.")
                }
            }
            .editorSheet(item.commonName) {
                addTag()
                save(notes, tags, isPublic)
                dismiss()
            }
        }
        .tint(CalyxPalette.botanicalGreen)
    }

    /// Whatever is typed becomes a tag (the model drops blanks and duplicates).
    private func addTag() {
        guard !newTag.isEmpty else { return }
        tags.append(newTag)
        newTag = ""
    }
}

/// The tags as removable chips in one row, scrolling sideways once they outgrow it.
private struct TagChips: View {
    let tags: [String]
    let remove: (String) -> Void

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: CalyxSpacing.small) { chips }
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: CalyxSpacing.small) { chips }
            }
        }
    }

    private var chips: some View {
        ForEach(Array(tags.enumerated()), id: \.offset) { _, tag in
            Button {
                remove(tag)
            } label: {
                HStack(spacing: 4) {
                    Text(tag)
                    Image(systemName: "xmark")
                        .font(.caption2.weight(.bold))
                        .accessibilityHidden(true)
                }
                .calyxFont(.small)
                .foregroundStyle(CalyxPalette.earthBrown)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(CalyxPalette.softYellow, in: Capsule())
                .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Remove tag \(tag)")
        }
    }
}
