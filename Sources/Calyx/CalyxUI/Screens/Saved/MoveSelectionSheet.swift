import CalyxAPI
import CalyxCore
import SwiftUI

/// Moving the picked flowers from one collection to another (§3.4 "bulk selection for moving to
/// collections"): the collection they leave and the one they join. Flowers not in the first stay
/// where they are.
struct MoveSelectionSheet: View {
    let collections: [Components.Schemas.Collection]
    let move: (_ source: Components.Schemas.Collection, _ target: Components.Schemas.Collection) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var sourceID: String?
    @State private var targetID: String?

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    picker("From", selection: $sourceID)
                    picker("To", selection: $targetID)
                } footer: {
                    Text("Only the picked flowers that are in the first collection move.")
                }
            }
            .scrollContentBackground(.hidden)
            .background(CalyxPalette.cream.ignoresSafeArea())
            .navigationTitle("Move Flowers")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Move") {
                        if let source = collection(sourceID), let target = collection(targetID) { move(source, target) }
                        dismiss()
                    }
                    .disabled(sourceID == nil || targetID == nil || sourceID == targetID)
                }
            }
        }
        .tint(CalyxPalette.botanicalGreen)
        .presentationDetents([.medium])
    }

    private func picker(_ title: String, selection: Binding<String?>) -> some View {
        Picker(title, selection: selection) {
            Text("Choose").tag(String?.none)
            ForEach(collections, id: \.id) { collection in
                Text(collection.name).tag(String?.some(collection.id))
            }
        }
    }

    private func collection(_ id: String?) -> Components.Schemas.Collection? {
        collections.first { $0.id == id }
    }
}
