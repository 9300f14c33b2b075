import CalyxAPI
import CalyxCore
import SwiftUI

/// The Saved tab's Collections (§3.4, §7.6): larger cards with the cover, name, count, privacy and
/// likes. A list rather than a grid so Edit mode can drag them into a new order (§3.4 "drag and drop
/// to reorder"); swipe to delete, after asking.
struct SavedCollectionsView: View {
    let model: SavedModel
    let create: () -> Void
    @Environment(\.navigate) private var navigate
    @State private var deleting: Components.Schemas.Collection?

    var body: some View {
        Group {
            if model.collections.isEmpty {
                ScrollView {
                    ContentUnavailableView {
                        Label("No Collections Yet", systemImage: "rectangle.stack")
                            .foregroundStyle(CalyxPalette.black)
                    } description: {
                        Text("Group your saved flowers: My Garden, Wish List, Spring Blooms.")
                            .foregroundStyle(CalyxPalette.darkGray)
                    } actions: {
                        Button("New Collection", action: create)
                            .buttonStyle(.calyxPrimary)
                            .frame(maxWidth: 240)
                    }
                }
            } else {
                list
            }
        }
        .refreshable { await model.refresh() }
        .confirmationDialog(
            "Delete this collection?", isPresented: Binding { deleting != nil } set: { if !$0 { deleting = nil } },
            titleVisibility: .visible, presenting: deleting
        ) { collection in
            Button("Delete \u{201C}\(collection.name)\u{201D}", role: .destructive) {
                Task { await model.deleteCollection(collection) }
            }
            Button("Cancel", role: .cancel) {}
        } message: { _ in
            Text("The flowers stay in your Saved; only the collection goes.")
        }
    }

    private var list: some View {
        List {
            ForEach(model.collections, id: \.id) { collection in
                Button {
                    navigate(.collection(id: collection.id))
                } label: {
                    CollectionCard(collection: collection)
                }
                .buttonStyle(PressScaleButtonStyle(scale: 0.98))
                .listRowBackground(Color.clear)
                .listRowSeparator(.hidden)
                .listRowInsets(EdgeInsets(top: CalyxSpacing.small, leading: CalyxSpacing.screenMargin, bottom: CalyxSpacing.small, trailing: CalyxSpacing.screenMargin))
                .swipeActions(edge: .trailing) {
                    Button(role: .destructive) {
                        deleting = collection
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
            }
            .onMove { offsets, destination in
                Task { await model.moveCollections(from: offsets, to: destination) }
            }
        }
        .listStyle(.plain)
        .scrollContentBackground(.hidden)
    }
}
