import GifterAPI
import SwiftUI

/// A collection's hero (§7: "large hero image, scrolls with parallax"): the picture drifts up at half
/// the scroll's speed as the page scrolls, and stretches when pulled down; the title and subtitle sit
/// on a gradient at its foot. Under Reduce Motion the picture scrolls with the page.
struct CollectionHero: View {
    static let height: CGFloat = 420

    let collection: Components.Schemas.CollectionDetail
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        GeometryReader { proxy in
            // 0 at rest; negative as the page scrolls up, positive while it is pulled down.
            let offset = proxy.frame(in: .scrollView).minY
            let stretch = max(offset, 0)
            let drift = reduceMotion ? 0 : -min(offset, 0) / 2
            ZStack(alignment: .bottomLeading) {
                ProductImageView(image: collection.hero?.images.first, altText: nil)
                    .frame(width: proxy.size.width, height: Self.height + stretch)
                    .offset(y: drift)
                    .clipped()
                LinearGradient(
                    colors: [.clear, GifterPalette.black.opacity(0.6), GifterPalette.black],
                    startPoint: .center, endPoint: .bottom
                )
                .accessibilityHidden(true)
                VStack(alignment: .leading, spacing: GifterSpacing.small) {
                    Text(collection.title)
                        .gifterFont(.displayXL)
                        .foregroundStyle(GifterPalette.white)
                        .accessibilityAddTraits(.isHeader)
                    Text(collection.subtitle)
                        .gifterFont(.body)
                        .foregroundStyle(GifterPalette.white.opacity(0.85))
                }
                .padding(.horizontal, GifterSpacing.screenMargin)
                .padding(.bottom, GifterSpacing.large)
                .fadeUp()
            }
            .frame(width: proxy.size.width, height: Self.height + stretch)
            .offset(y: -stretch)
        }
        .frame(height: Self.height)
    }
}
