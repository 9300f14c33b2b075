import GifterAPI
import GifterCore
import SwiftUI

/// §9.2 "For me": "Your wishlists" and its line, a chip per list (All first), and the saved things in
/// a grid. A long press offers Remove and "Move to list" with the other lists; "New list" names one more.
/// A list of your own is renamed or deleted from its chip's menu (or the menu beside it while chosen).
struct WishlistForMe: View {
    let model: WishlistModel
    let hasAnswered: Bool
    @State private var isNamingList = false
    @State private var newListName = ""
    @State private var listProblem: String?
    @State private var renaming: WishlistListEditModel?
    @State private var deleting: WishlistListEditModel?

    var body: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.large) {
            VStack(alignment: .leading, spacing: GifterSpacing.small) {
                Text(WishlistModel.header)
                    .gifterFont(.displayL)
                    .foregroundStyle(GifterPalette.white)
                    .accessibilityAddTraits(.isHeader)
                Text(WishlistModel.subtext)
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.gray)
            }
            .fadeUp()
            if !model.lists.isEmpty {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: GifterSpacing.small) {
                        chip(nil, title: GifterCopy[.wishlistAll])
                        ForEach(model.lists, id: \.id) { list in
                            chip(list.id, title: list.name)
                                .contextMenu { listActions(list) }
                        }
                        Button {
                            newListName = ""
                            isNamingList = true
                        } label: {
                            Pill(GifterCopy[.wishlistNewList], style: .outlined, systemImage: "plus")
                        }
                        .buttonStyle(.plain)
                        .frame(minHeight: GifterSpacing.minimumTouchTarget)
                    }
                    .padding(1)
                }
                if let chosen = model.lists.first(where: { $0.id == model.listFilter }), WishlistListEditModel.canEdit(chosen) {
                    Menu {
                        listActions(chosen)
                    } label: {
                        Pill(chosen.name, style: .outlined, systemImage: "ellipsis")
                    }
                    .frame(minHeight: GifterSpacing.minimumTouchTarget)
                }
                if let listProblem {
                    Text(listProblem)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.gray)
                }
            }
            if model.items.isEmpty {
                if hasAnswered || !model.lists.isEmpty {
                    Text(WishlistModel.emptyLine)
                        .gifterFont(.body)
                        .foregroundStyle(GifterPalette.gray)
                } else {
                    LazyVGrid(columns: ProductGrid.columns, spacing: GifterSpacing.medium) {
                        SkeletonCard()
                        SkeletonCard()
                    }
                }
            } else {
                LazyVGrid(columns: ProductGrid.columns, spacing: GifterSpacing.medium) {
                    ForEach(model.items, id: \.product.id) { item in
                        card(item)
                    }
                }
            }
        }
        .alert(GifterCopy[.wishlistNewList], isPresented: $isNamingList) {
            TextField(GifterCopy[.newProfileName], text: $newListName)
            Button(GifterCopy[.editProfileSave]) {
                let name = newListName
                Task { listProblem = await model.createList(named: name) }
            }
            Button(GifterCopy[.commonClose], role: .cancel) {}
        }
        .sheet(
            isPresented: Binding(get: { @MainActor in renaming != nil }, set: { @MainActor presented in if !presented { renaming = nil } }),
            onDismiss: { Task { await model.load() } }
        ) {
            if let renaming { WishlistListEditView(model: renaming) }
        }
        .confirmationDialog(
            deleting?.deleteConfirmation ?? "",
            isPresented: Binding(get: { @MainActor in deleting != nil }, set: { @MainActor presented in if !presented { deleting = nil } }),
            titleVisibility: .visible
        ) {
            if let deleting {
                Button(WishlistListEditModel.deleteButton, role: .destructive) {
                    Task {
                        await deleting.delete()
                        listProblem = deleting.problem
                        await model.load()
                    }
                }
            }
        }
    }

    /// Rename and Delete list, for a list of your own (nothing for General, Home and Wardrobe).
    @ViewBuilder
    private func listActions(_ list: WishlistModel.List) -> some View {
        if WishlistListEditModel.canEdit(list) {
            Button(WishlistListEditModel.renameButton, systemImage: "pencil") { renaming = model.editList(list) }
            Button(WishlistListEditModel.deleteButton, systemImage: "trash", role: .destructive) { deleting = model.editList(list) }
        }
    }

    private func chip(_ listID: String?, title: String) -> some View {
        let chosen = model.listFilter == listID
        return Button {
            model.listFilter = listID
        } label: {
            Pill(title, style: chosen ? .filled : .outlined)
        }
        .buttonStyle(.plain)
        .frame(minHeight: GifterSpacing.minimumTouchTarget)
        .accessibilityAddTraits(chosen ? .isSelected : [])
    }

    private func card(_ item: WishlistModel.Item) -> some View {
        NavigationLink(value: GifterRoute.product(id: item.product.id, context: .me)) {
            ProductCardView(product: item.product)
        }
        .buttonStyle(.pressableCard)
        .contextMenu {
            Button(WishlistModel.removeAction, systemImage: "trash", role: .destructive) {
                Task { await model.remove(item) }
            }
            let targets = model.moveTargets(for: item)
            if !targets.isEmpty {
                Menu(WishlistModel.moveAction) {
                    ForEach(targets, id: \.id) { list in
                        Button(list.name) {
                            Task { await model.move(item, to: list) }
                        }
                    }
                }
            }
        }
    }
}
