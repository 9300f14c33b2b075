import CalyxAPI
import CalyxCore
import SwiftUI

/// The Saved tab's Flowers (§3.4): the person's saved flowers as a 2-column Polaroid grid or a list,
/// in the menu's order and filters. In select mode a tap picks a flower instead of opening it. Long
/// press offers open, edit notes and tags, share, select, and remove.
struct SavedFlowersView: View {
    let model: SavedModel
    let edit: (SavedItem) -> Void
    @Environment(MainTabsModel.self) private var main
    @Environment(\.navigate) private var navigate

    var body: some View {
        if model.flowers.isEmpty {
            empty
        } else {
            ScrollView {
                Group {
                    switch model.layout {
                    case .grid:
                        LazyVGrid(columns: CalyxGrid.twoColumns, spacing: CalyxSpacing.large) { cells(grid: true) }
                    case .list:
                        LazyVStack(spacing: CalyxSpacing.small) { cells(grid: false) }
                    }
                }
                .padding(.horizontal, CalyxSpacing.screenMargin)
                .padding(.vertical, CalyxSpacing.small)
            }
            .refreshable { await model.refresh() }
        }
    }

    private func cells(grid: Bool) -> some View {
        ForEach(model.flowers) { item in
            let isSelected = model.selection.contains(item.flowerID)
            Group {
                if grid {
                    SavedFlowerCard(item: item, isSelecting: model.isSelecting, isSelected: isSelected) { tap(item) }
                } else {
                    SavedFlowerRow(item: item, isSelecting: model.isSelecting, isSelected: isSelected) { tap(item) }
                }
            }
            .contextMenu { if !model.isSelecting { menu(for: item) } }
        }
    }

    private func tap(_ item: SavedItem) {
        if model.isSelecting {
            model.toggleSelection(item)
        } else {
            navigate(.flower(id: item.flowerID))
        }
    }

    @ViewBuilder
    private func menu(for item: SavedItem) -> some View {
        Button {
            navigate(.flower(id: item.flowerID))
        } label: {
            Label("Open", systemImage: "arrow.up.forward.app")
        }
        Button {
            edit(item)
        } label: {
            Label("Notes and Tags", systemImage: "square.and.pencil")
        }
        ShareLink(item: main.environment.shareLinks.flower(item.flowerID)) {
            Label("Share", systemImage: "square.and.arrow.up")
        }
        Button {
            model.startSelecting()
            model.toggleSelection(item)
        } label: {
            Label("Select", systemImage: "checkmark.circle")
        }
        Button(role: .destructive) {
            Task { await model.remove(item) }
        } label: {
            Label("Remove from Saved", systemImage: "bookmark.slash")
        }
    }

    @ViewBuilder
    private var empty: some View {
        ScrollView {
            if !model.order.isFiltered {
                ContentUnavailableView {
                    Label("No Saved Flowers", systemImage: "bookmark")
                        .foregroundStyle(CalyxPalette.black)
                } description: {
                    Text("Save a flower from its page or the Catalog, and it waits for you here, offline too.")
                        .foregroundStyle(CalyxPalette.darkGray)
                } actions: {
                    Button("Search Flowers") { main.tab = .catalog }
                        .buttonStyle(.calyxSecondary)
                        .frame(maxWidth: 240)
                }
            } else {
                ContentUnavailableView {
                    Label("No Flowers Match", systemImage: "line.3.horizontal.decrease.circle")
                        .foregroundStyle(CalyxPalette.black)
                } description: {
                    Text("No saved flower has this privacy and tag.")
                        .foregroundStyle(CalyxPalette.darkGray)
                } actions: {
                    Button("Show All Flowers") {
                        model.show(.all)
                        model.filter(tag: nil)
                    }
                    .buttonStyle(.calyxSecondary)
                    .frame(maxWidth: 240)
                }
            }
        }
        .refreshable { await model.refresh() }
    }
}
