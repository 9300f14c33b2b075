import CalyxAPI
import CalyxCore
import ClientUI
import Foundation
import SwiftUI

/// A collection's page (§3.4, §3.6) over `CollectionDetailModel`: the header (cover, name,
/// description, owner, counts), then its flowers as a Polaroid grid, more as the end nears.
///
/// The owner's: edit the name, description and privacy; reorder (a list with drag handles); remove a
/// flower; delete, after asking; export as PDF to the share sheet. Anyone else's (public): like, Save
/// to Library, Make a Copy (which then opens). Both: share the link. Whose it is comes from the
/// signed-in person's account id.
struct CollectionDetailView: View {
    let model: CollectionDetailModel
    @Environment(MainTabsModel.self) private var main
    @Environment(\.navigate) private var navigate
    @Environment(\.dismiss) private var dismiss
    @State private var isEditing = false
    @State private var isReordering = false
    @State private var isExporting = false
    @State private var exportedPDF: SharedFile?

    private var isOwner: Bool { model.isOwner(viewer: main.profile.account?.id) }

    var body: some View {
        Group {
            if let collection = model.collection {
                if isReordering {
                    reorderList
                } else {
                    page(collection)
                }
            } else if let failure = model.failure {
                ErrorRetryView(failure: failure) { await model.load() }
            } else {
                BloomingRefreshIndicator(size: 48)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .background(CalyxPalette.cream.ignoresSafeArea())
        .navigationTitle(model.collection?.name ?? "Collection")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { toolbar }
        .overlay {
            if isExporting {
                VStack(spacing: CalyxSpacing.small) {
                    BloomingRefreshIndicator(size: 40)
                    Text("Making your PDF\u{2026}")
                        .calyxFont(.small)
                        .foregroundStyle(CalyxPalette.black)
                }
                .padding(CalyxSpacing.large)
                .calyxGlass(in: RoundedRectangle(cornerRadius: CalyxSpacing.Radius.card, style: .continuous), fallback: .regularMaterial, shadow: .card)
                .accessibilityElement(children: .combine)
            }
        }
        .noticeBanner(model.notice) { model.dismissNotice() }
        .confirmationDialog(
            "Delete this collection?", isPresented: Binding { model.confirmingDelete } set: { if !$0 { model.cancelDelete() } },
            titleVisibility: .visible
        ) {
            Button("Delete Collection", role: .destructive) { Task { await model.confirmDelete() } }
            Button("Cancel", role: .cancel) { model.cancelDelete() }
        } message: {
            Text("The flowers stay in your Saved; only the collection goes, for everyone who saved it too.")
        }
        .sheet(isPresented: $isEditing) {
            if let collection = model.collection {
                CollectionEditorView(collection: collection) { name, description, isPublic in
                    Task { await model.edit(name: name, description: description, isPublic: isPublic) }
                }
            }
        }
        .shareSheet(for: $exportedPDF)
        .onChange(of: model.deleted) { _, deleted in
            guard deleted else { return }
            dismiss()
            // The Saved tab's copy of the collections still lists it until told.
            Task { await main.saved.refresh() }
        }
        .onFirstAppear { await model.load() }
    }

    private func page(_ collection: Components.Schemas.Collection) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: CalyxSpacing.large) {
                CollectionHeader(collection: collection, isOwner: isOwner)
                if !isOwner { visitorActions(collection) }
                if let failure = model.failure {
                    FailureBanner(failure: failure) { await model.load() }
                }
                if model.items.isEmpty {
                    ContentUnavailableView(
                        "No Flowers Yet", systemImage: "leaf",
                        description: Text(isOwner ? "Add flowers from their page with Save to Collection." : "Nothing has been added here yet.")
                    )
                } else {
                    LazyVGrid(columns: CalyxGrid.twoColumns, spacing: CalyxSpacing.large) {
                        ForEach(Array(model.items.enumerated()), id: \.element.flower.id) { index, item in
                            card(item)
                                // Not `.task`: a card scrolled away would cancel the page it asked for half-way.
                                .onAppear { Task { await model.itemAppeared(at: index) } }
                        }
                    }
                }
            }
            .padding(.horizontal, CalyxSpacing.screenMargin)
            .padding(.vertical, CalyxSpacing.medium)
        }
        .refreshable { await model.load() }
    }

    /// A flower of the collection as a Polaroid; its long press offers Open, and the owner Remove.
    private func card(_ item: Components.Schemas.CollectionItem) -> some View {
        PolaroidFrame(
            id: item.flower.id, name: item.flower.commonName, scientificName: item.flower.scientificName,
            action: { navigate(.flower(id: item.flower.id)) }
        ) {
            FlowerThumbnail(flower: item.flower)
        }
        .contextMenu {
            Button {
                navigate(.flower(id: item.flower.id))
            } label: {
                Label("Open", systemImage: "arrow.up.forward.app")
            }
            if isOwner {
                Button(role: .destructive) {
                    Task { await model.remove(item) }
                } label: {
                    Label("Remove from Collection", systemImage: "minus.circle")
                }
            }
        }
    }

    /// Like, Save to Library and Make a Copy (§3.6), for someone else's collection.
    private func visitorActions(_ collection: Components.Schemas.Collection) -> some View {
        HStack(spacing: CalyxSpacing.small) {
            HeartButton(isOn: collection.liked ?? false, count: collection.likeCount) {
                Task { await model.toggleLike() }
            }
            Button {
                Task { await model.toggleSaveToLibrary() }
            } label: {
                Label(collection.saved == true ? "In Your Library" : "Save to Library", systemImage: collection.saved == true ? "books.vertical.fill" : "books.vertical")
            }
            .buttonStyle(.calyxPrimary)
            Button {
                Task {
                    if let copy = await model.makeCopy() { navigate(.collection(id: copy.id)) }
                }
            } label: {
                Label("Copy", systemImage: "doc.on.doc")
            }
            .buttonStyle(.calyxSecondary)
            .frame(maxWidth: 140)
            .accessibilityLabel("Make a Copy")
        }
    }

    /// The owner's reorder mode: rows with drag handles, and swipe to remove. Reordering needs every
    /// flower, which the model fetches before it moves one.
    private var reorderList: some View {
        List {
            ForEach(model.items, id: \.flower.id) { item in
                HStack(spacing: 12) {
                    FlowerThumbnail(flower: item.flower)
                        .frame(width: 48, height: 48)
                        .clipShape(RoundedRectangle(cornerRadius: CalyxSpacing.Radius.button, style: .continuous))
                    VStack(alignment: .leading, spacing: 2) {
                        Text(item.flower.commonName)
                            .calyxFont(.body)
                            .foregroundStyle(CalyxPalette.black)
                        Text(item.flower.scientificName)
                            .calyxFont(.scientificName)
                            .foregroundStyle(CalyxPalette.darkGray)
                    }
                }
                .listRowBackground(CalyxPalette.white)
            }
            .onMove { offsets, destination in
                Task { await model.moveItems(from: offsets, to: destination) }
            }
            .onDelete { offsets in
                let removed = offsets.map { model.items[$0] }
                Task { for item in removed { await model.remove(item) } }
            }
        }
        .scrollContentBackground(.hidden)
        .environment(\.editMode, .constant(.active))
    }

    @ToolbarContentBuilder
    private var toolbar: some ToolbarContent {
        ToolbarItemGroup(placement: .topBarTrailing) {
            if isReordering {
                Button("Done") { withAnimation { isReordering = false } }
            } else {
                ShareLink(item: model.shareURL) {
                    ToolbarGlyph(systemImage: "square.and.arrow.up")
                }
                .accessibilityLabel("Share")
                if isOwner {
                    Menu {
                        Button {
                            isEditing = true
                        } label: {
                            Label("Edit Details", systemImage: "pencil")
                        }
                        Button {
                            withAnimation { isReordering = true }
                        } label: {
                            Label("Reorder Flowers", systemImage: "arrow.up.arrow.down")
                        }
                        .disabled(model.items.count < 2)
                        Button(action: exportPDF) {
                            Label("Export as PDF", systemImage: "doc.richtext")
                        }
                        Divider()
                        Button(role: .destructive) {
                            model.askToDelete()
                        } label: {
                            Label("Delete Collection", systemImage: "trash")
                        }
                    } label: {
                        ToolbarGlyph(systemImage: "ellipsis")
                    }
                    .accessibilityLabel("More")
                }
            }
        }
    }

    private func exportPDF() {
        isExporting = true
        Task {
            if let file = await model.exportPDF(to: FileManager.default.temporaryDirectory) { exportedPDF = SharedFile(url: file) }
            isExporting = false
        }
    }
}
