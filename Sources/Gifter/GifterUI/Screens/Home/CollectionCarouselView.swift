import GifterAPI
import GifterCore
import SwiftUI

/// §4.3: the curated collections in a horizontal row, sliding in from the right one after another
/// when Home appears. A card opens its collection; "See all" above them opens every collection.
struct CollectionCarouselView: View {
    let collections: [Components.Schemas.CollectionSummary]

    var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            NavigationLink(value: GifterRoute.collections) {
                Text(CollectionsModel.openButton)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.gray)
                    .frame(minHeight: GifterSpacing.minimumTouchTarget)
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            cards
        }
    }

    private var cards: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: GifterSpacing.medium) {
                ForEach(Array(collections.enumerated()), id: \.element.id) { index, collection in
                    NavigationLink(value: GifterRoute.collection(id: collection.id)) {
                        CollectionCardView(collection: collection)
                    }
                    .buttonStyle(.pressableCard)
                    .staggeredEntrance(index: index)
                }
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            // Room for the cards' soft shadow, which a scroll view would otherwise cut.
            .padding(.vertical, GifterSpacing.small)
        }
    }
}
