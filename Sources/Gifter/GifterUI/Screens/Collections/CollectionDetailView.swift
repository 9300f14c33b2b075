import ClientUI
import GifterAPI
import GifterCore
import SwiftUI

/// A curated collection (§7): the large hero with the title and subtitle over it (it scrolls with a
/// parallax), the description, "Featuring brands: …", §7's microcopy, then its products in a grid,
/// the next page fetched as the end comes into view. Each featured brand is a link: its own store
/// in Safari's sheet, or (a sample brand, which has none) its pieces in this collection.
struct CollectionDetailView: View {
    let model: CollectionDetailModel
    @State private var store: WebPage?

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationBarTitleDisplayMode(.inline)
            // The hero runs under the bar; the back button floats over the picture.
            .toolbarBackground(.hidden, for: .navigationBar)
            .safariSheet($store)
            .onFirstAppear { await model.load() }
    }

    @ViewBuilder
    private var content: some View {
        if let collection = model.collection {
            page(collection)
        } else if let failure = model.failure {
            GifterErrorView(failure: failure) { await model.load() }
        } else {
            CollectionSkeleton()
        }
    }

    private func page(_ collection: Components.Schemas.CollectionDetail) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.large) {
                CollectionHero(collection: collection)
                VStack(alignment: .leading, spacing: GifterSpacing.small + 4) {
                    Text(collection.description)
                        .gifterFont(.body)
                        .foregroundStyle(GifterPalette.white)
                    if !model.brands.isEmpty {
                        brandLinks
                    }
                    Text(CollectionDetailModel.microcopy)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.gray)
                }
                .padding(.horizontal, GifterSpacing.screenMargin)
                .fadeUp(delay: 0.1)

                if let filterLine = model.filterLine {
                    HStack {
                        Text(filterLine)
                            .gifterFont(.footnote)
                            .foregroundStyle(GifterPalette.white)
                        Spacer()
                        Button(CollectionDetailModel.showAllButton) { model.showAllBrands() }
                            .buttonStyle(.gifterText)
                    }
                    .padding(.horizontal, GifterSpacing.screenMargin)
                }

                LazyVGrid(columns: ProductGrid.columns, spacing: GifterSpacing.medium) {
                    ForEach(Array(model.products.enumerated()), id: \.element.id) { index, product in
                        NavigationLink(value: GifterRoute.product(id: product.id, context: .me)) {
                            ProductCardView(product: product)
                        }
                        .buttonStyle(.pressableCard)
                        // Not `.task`: a card scrolled away would cancel the page it asked for half-way.
                        .onAppear { Task { await model.appeared(index) } }
                    }
                }
                .padding(.horizontal, GifterSpacing.screenMargin)

                if model.isLoadingMore {
                    CuratingLine()
                        .padding(.horizontal, GifterSpacing.screenMargin)
                } else if model.hasMore {
                    // After a page that failed to come: ask again from the end.
                    Button(GifterCopy[.collectionLoadMore]) {
                        Task { await model.loadMore() }
                    }
                    .buttonStyle(.gifterSecondary)
                    .padding(.horizontal, GifterSpacing.screenMargin)
                }
            }
            .padding(.bottom, GifterSpacing.extraLarge)
        }
        .ignoresSafeArea(edges: .top)
    }
}

extension CollectionDetailView {
    /// "Featuring brands:" then each brand as a pill: a tap opens its store, or shows its pieces here.
    private var brandLinks: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small) {
            Text(CollectionDetailModel.featuringLabel)
                .gifterFont(.footnote)
                .foregroundStyle(GifterPalette.gray)
            FlowLayout {
                ForEach(model.brands, id: \.name) { brand in
                    Button {
                        if case .store(let url) = model.open(brand) { store = WebPage(url: url) }
                    } label: {
                        Pill(brand.name, style: model.brandFilter == brand.name ? .filled : .outlined,
                             systemImage: brand.storeURL == nil ? nil : "arrow.up.right")
                    }
                    .buttonStyle(.plain)
                    .frame(minHeight: GifterSpacing.minimumTouchTarget)
                    .accessibilityHint(CollectionDetailModel.accessibilityHint(brand))
                }
            }
        }
    }
}

/// The collection's shape in dark blocks while it loads.
private struct CollectionSkeleton: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.large) {
                Rectangle()
                    .fill(GifterPalette.softGray)
                    .frame(height: CollectionHero.height)
                    .shimmer()
                LazyVGrid(columns: ProductGrid.columns, spacing: GifterSpacing.medium) {
                    ForEach(0..<4, id: \.self) { _ in SkeletonCard() }
                }
                .padding(.horizontal, GifterSpacing.screenMargin)
            }
        }
        .scrollDisabled(true)
        .ignoresSafeArea(edges: .top)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(GifterCopy[.commonLoading])
    }
}
