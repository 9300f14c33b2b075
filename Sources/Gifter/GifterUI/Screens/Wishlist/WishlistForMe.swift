import GifterAPI
import GifterCore
import SwiftUI

/// §9.2 "For me": "Your wishlists" and its line, a chip per list (All first), and the saved things in
/// a grid. A long press offers Remove and "Move to list" with the other lists; "New list" names one more.
struct WishlistForMe: View {
    let model: WishlistModel
    let hasAnswered: Bool
    @State private var isNamingList = false
    @State private var newListName = ""
    @State private var listProblem: String?

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
                        ForEach(model.lists, id: \.id) { list in chip(list.id, title: list.name) }
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
