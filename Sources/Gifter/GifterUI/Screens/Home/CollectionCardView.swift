import GifterAPI
import SwiftUI

/// One curated collection on Home (§4.3): its hero picture full bleed, a gradient darkening the
/// bottom, and the title and subtitle over it. Sized for a row, growing with Dynamic Type.
struct CollectionCardView: View {
    let collection: Components.Schemas.CollectionSummary
    @ScaledMetric(relativeTo: .title) private var width: CGFloat = 250
    @ScaledMetric(relativeTo: .title) private var height: CGFloat = 330

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            ProductImageView(image: collection.hero?.images.first, altText: nil)
            LinearGradient(
                colors: [.clear, GifterPalette.black.opacity(0.55), GifterPalette.black.opacity(0.9)],
                startPoint: .center, endPoint: .bottom
            )
            .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: GifterSpacing.extraSmall) {
                Text(collection.title)
                    .gifterFont(.displayL)
                    .foregroundStyle(GifterPalette.white)
                    .lineLimit(3)
                Text(collection.subtitle)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.white.opacity(0.8))
                    .lineLimit(2)
            }
            .multilineTextAlignment(.leading)
            .padding(GifterSpacing.cardPadding)
        }
        .frame(width: width, height: height)
        .gifterCard()
        .accessibilityElement(children: .combine)
    }
}
