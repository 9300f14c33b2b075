import CalyxAPI
import CalyxCore
import ClientUI
import SwiftUI

/// The Saved tab (§3.4, §4.1, §7.6) over `SavedModel`: "Saved", the glassy Flowers | Collections
/// switch, then the person's flowers (a Polaroid grid or a list, sorted and filtered from the glassy
/// menu, several picked at once in select mode) or their collections (cards, reordered in Edit mode,
/// made with New Collection). Both open from the phone's copy at once, offline too, and refresh from
/// the server on first appearance and on pull.
struct SavedView: View {
    @Bindable var model: SavedModel
    @State private var editingFlower: SavedItem?
    @State private var isAddingSelection = false
    @State private var isMovingSelection = false
    @State private var isConfirmingRemoval = false
    @State private var isNamingCollection = false
    @State private var collectionsEditMode = EditMode.inactive

    var body: some View {
        VStack(spacing: 0) {
            GlassSegmentedTabs(selection: $model.section, title: \.title)
                .padding(.horizontal, CalyxSpacing.screenMargin)
                .padding(.vertical, CalyxSpacing.small)
                .disabled(model.isSelecting)
            Group {
                switch model.section {
                case .flowers:
                    SavedFlowersView(model: model, edit: { editingFlower = $0 })
                case .collections:
                    SavedCollectionsView(model: model, create: { isNamingCollection = true })
                        .environment(\.editMode, $collectionsEditMode)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .transition(.opacity)
        }
        .animation(.easeInOut(duration: 0.3), value: model.section)
        .background(CalyxPalette.cream.ignoresSafeArea())
        .navigationTitle(title)
        .toolbar { toolbar }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            if model.isSelecting {
                SelectionBar(
                    count: model.selection.count,
                    add: { isAddingSelection = true },
                    move: { isMovingSelection = true },
                    remove: { isConfirmingRemoval = true }
                )
                .padding(.horizontal, CalyxSpacing.floatingInset)
                .padding(.bottom, CalyxSpacing.small)
            }
        }
        .noticeBanner(model.notice) { model.dismissNotice() }
        .sheet(isPresented: Binding { editingFlower != nil } set: { if !$0 { editingFlower = nil } }) {
            if let editingFlower {
                SavedFlowerEditorView(item: editingFlower) { notes, tags, isPublic in
                    Task { await model.edit(editingFlower, notes: notes, tags: tags, isPublic: isPublic) }
                }
            }
        }
        .sheet(isPresented: $isAddingSelection) {
            CollectionPickerSheet(title: "Add to Collection", saved: model) { collection in
                Task { await model.addSelection(to: collection) }
            }
        }
        .sheet(isPresented: $isMovingSelection) {
            MoveSelectionSheet(collections: model.collections) { source, target in
                Task { await model.moveSelection(from: source, to: target) }
            }
        }
        .confirmationDialog(
            Text("Remove ^[\(model.selection.count) flower](inflect: true) from Saved?"), isPresented: $isConfirmingRemoval, titleVisibility: .visible
        ) {
            Button("Remove", role: .destructive) { Task { await model.removeSelection() } }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("They leave your collections too. Your notes and tags on them are lost.")
        }
        .sheet(isPresented: $isNamingCollection) {
            NewCollectionSheet(model: model)
        }
        .onChange(of: model.section) { collectionsEditMode = .inactive }
        .onFirstAppear { await model.refresh() }
    }

    /// "Saved", or how many flowers are picked in select mode.
    private var title: String {
        model.isSelecting ? "\(model.selection.count) Selected" : "Saved"
    }

    /// Always the same two items, their contents changing: conditions inside the items' view builders
    /// rather than around them.
    @ToolbarContentBuilder
    private var toolbar: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) {
            if model.isSelecting {
                Button("Done") { model.stopSelecting() }
            }
        }
        ToolbarItemGroup(placement: .topBarTrailing) {
            if !model.isSelecting {
                switch model.section {
                case .flowers:
                    SavedFlowersMenu(model: model)
                case .collections:
                    if !model.collections.isEmpty {
                        Button(collectionsEditMode.isEditing ? "Done" : "Edit") {
                            withAnimation { collectionsEditMode = collectionsEditMode.isEditing ? .inactive : .active }
                        }
                    }
                    Button {
                        isNamingCollection = true
                    } label: {
                        Label("New Collection", systemImage: "plus")
                    }
                }
            }
        }
    }
}
