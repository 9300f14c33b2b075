import CalyxAPI
import CalyxCore
import ClientUI
import SwiftUI

/// Picks one of the person's collections (saving a flower into one, adding or moving a selection):
/// each with its cover, name and count, a check on those already holding the flower, "New
/// Collection…" to make one on the spot (then picked), and, where it applies, "Remove from Saved".
/// Choosing closes the sheet. The collections are the Saved tab's, read from its model so the list
/// follows a refresh; a person who never opened Saved has none on the phone yet, so they are fetched.
struct CollectionPickerSheet: View {
    let title: String
    let saved: SavedModel
    /// Collections that already hold what is being added.
    var checked: Set<String> = []
    /// Collections not to offer (the one a selection moves out of).
    var excluded: Set<String> = []
    var allowsCreating = true
    let pick: (Components.Schemas.Collection) -> Void
    var removeFromSaved: (() -> Void)?
    @Environment(\.dismiss) private var dismiss
    @State private var isNaming = false
    @State private var newName = ""

    var body: some View {
        NavigationStack {
            List {
                let shown = saved.collections.filter { !excluded.contains($0.id) }
                if shown.isEmpty {
                    ContentUnavailableView(
                        "No Collections Yet", systemImage: "rectangle.stack",
                        description: Text("Collections group your flowers: My Garden, Wish List, Spring Blooms.")
                    )
                    .listRowBackground(Color.clear)
                }
                ForEach(shown, id: \.id) { collection in
                    Button {
                        pick(collection)
                        dismiss()
                    } label: {
                        row(collection)
                    }
                    .accessibilityAddTraits(checked.contains(collection.id) ? .isSelected : [])
                }
                if allowsCreating {
                    Button {
                        isNaming = true
                    } label: {
                        Label("New Collection\u{2026}", systemImage: "plus")
                            .foregroundStyle(CalyxPalette.botanicalGreen)
                    }
                }
                if let removeFromSaved {
                    Section {
                        Button("Remove from Saved", role: .destructive) {
                            removeFromSaved()
                            dismiss()
                        }
                    }
                }
            }
            .scrollContentBackground(.hidden)
            .background(CalyxPalette.cream.ignoresSafeArea())
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
            .refreshable { await saved.refresh() }
            .alert("New Collection", isPresented: $isNaming) {
                TextField("Name", text: $newName)
                Button("Create") {
                    let name = newName
                    newName = ""
                    Task {
                        // Made online only (see `SavedModel.createCollection`); a failure is its notice.
                        if let collection = await saved.createCollection(named: name) { pick(collection) }
                        dismiss()
                    }
                }
                Button("Cancel", role: .cancel) { newName = "" }
            } message: {
                Text("Give it a name, like \u{201C}Spring Blooms\u{201D}.")
            }
            .onFirstAppear {
                if saved.collections.isEmpty { await saved.refresh() }
            }
        }
        .tint(CalyxPalette.botanicalGreen)
        .presentationDetents([.medium, .large])
    }

    private func row(_ collection: Components.Schemas.Collection) -> some View {
        HStack(spacing: 12) {
            RemoteImage(
                path: collection.cover?.url, blurHash: collection.cover?.blurhash, averageColor: collection.cover?.averageColor,
                altText: "Cover of \(collection.name)"
            )
            .frame(width: 44, height: 44)
            .clipShape(RoundedRectangle(cornerRadius: CalyxSpacing.Radius.button, style: .continuous))
            .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text(collection.name)
                    .calyxFont(.body)
                    .foregroundStyle(CalyxPalette.black)
                Text("^[\(collection.flowerCount) flower](inflect: true)")
                    .calyxFont(.caption)
                    .foregroundStyle(CalyxPalette.darkGray)
            }
            Spacer(minLength: 0)
            if !collection.isPublic {
                Image(systemName: "lock.fill")
                    .foregroundStyle(CalyxPalette.darkGray)
                    .accessibilityLabel("Private")
            }
            if checked.contains(collection.id) {
                Image(systemName: "checkmark")
                    .foregroundStyle(CalyxPalette.botanicalGreen)
                    .accessibilityHidden(true)
            }
        }
        .contentShape(Rectangle())
    }
}
