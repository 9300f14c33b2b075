import ClientUI
import GifterAPI
import GifterCore
import SwiftUI

/// Home (§4): the greeting, the curated collections, occasions coming up, recommendations for the
/// person's own wishlists and "Find something for…", on black from top to bottom. It opens with the
/// Home loaded during the splash (or the phone's last copy, with a line saying so) and refreshes once
/// on first appearance and on a pull. Skeleton cards while the very first Home loads; §11.3 with
/// Retry if it could not.
struct HomeView: View {
    let model: HomeModel
    @Environment(GifterAppModel.self) private var app

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .toolbar(.hidden, for: .navigationBar)
            .onFirstAppear { await model.load() }
    }

    @ViewBuilder
    private var content: some View {
        switch model.phase {
        case .loading:
            HomeSkeleton()
        case .failed(let failure):
            GifterErrorView(failure: failure) { await model.load() }
        case .loaded:
            if let home = model.home { feed(home) }
        }
    }

    private func feed(_ home: HomeModel.Home) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.extraLarge) {
                if model.isShowingCachedHome {
                    NoticeBanner(text: GifterCopy[.homeOffline])
                        .padding(.horizontal, GifterSpacing.screenMargin)
                }
                greeting
                if let line = model.catalogEmptyLine {
                    NoticeBanner(text: line, systemImage: "storefront")
                        .padding(.horizontal, GifterSpacing.screenMargin)
                }
                if !home.collections.isEmpty {
                    CollectionCarouselView(collections: home.collections)
                }
                if !home.upcoming.isEmpty {
                    OccasionChipsView(occasions: home.upcoming)
                }
                if !home.recommended.isEmpty {
                    recommended(home.recommended)
                }
                FindSomethingCard { app.tabs.findSomethingFor() }
                    .padding(.horizontal, GifterSpacing.screenMargin)
            }
            .padding(.vertical, GifterSpacing.large)
        }
        .refreshable { [model] in await model.load() }
    }

    private var greeting: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small) {
            Text(model.greetingLine)
                .gifterFont(.displayL)
                .foregroundStyle(GifterPalette.white)
                .accessibilityAddTraits(.isHeader)
            Text(model.greetingSub)
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.gray)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, GifterSpacing.screenMargin)
        .fadeUp()
    }

    private func recommended(_ items: [Components.Schemas.Recommendation]) -> some View {
        VStack(alignment: .leading, spacing: GifterSpacing.medium) {
            SectionTitle(HomeModel.recommendedHeader)
            LazyVGrid(columns: ProductGrid.columns, spacing: GifterSpacing.medium) {
                ForEach(items, id: \.product.id) { item in
                    NavigationLink(value: GifterRoute.product(id: item.product.id, context: .me)) {
                        ProductCardView(product: item.product, label: item.label, reason: item.reason)
                    }
                    .buttonStyle(.pressableCard)
                }
            }
        }
        .padding(.horizontal, GifterSpacing.screenMargin)
    }
}
