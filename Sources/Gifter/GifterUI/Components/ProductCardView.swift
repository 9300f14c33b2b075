import GifterAPI
import GifterCore
import SwiftUI

/// §4.5's product card, used wherever products come in a grid (Home, a collection, ideas, a
/// wishlist): the picture, the brand in small capitals, the title, the price and, for an idea, its
/// short label ("Matches your slow morning answers"). VoiceOver reads the card as one element, with
/// the longer reason ("Why I picked this") as its hint. A sample product, or a saved one its store no
/// longer sells, carries its mark (`ProductBadge`) over the picture. Wrap it in a `NavigationLink` styled
/// `.pressableCard` to make it open the product.
struct ProductCardView: View {
    let product: Components.Schemas.ProductCard
    var label: String?
    var reason: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ProductImageView(image: product.images.first, altText: nil)
                .aspectRatio(1, contentMode: .fit)
                .overlay(alignment: .topLeading) {
                    if let badge = ProductBadge(product) {
                        ProductBadgeView(badge: badge)
                            .padding(GifterSpacing.small)
                    }
                }
            VStack(alignment: .leading, spacing: GifterSpacing.extraSmall) {
                Text(product.brand)
                    .gifterFont(.caption)
                    .foregroundStyle(GifterPalette.gray)
                    .lineLimit(1)
                Text(product.title)
                    .gifterFont(.label)
                    .foregroundStyle(GifterPalette.white)
                    .lineLimit(2)
                Text(product.price.formatted)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.white)
                if let label {
                    Text(label)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.gray)
                        .lineLimit(2)
                }
            }
            .multilineTextAlignment(.leading)
            .padding(GifterSpacing.small + 4)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .gifterCard()
        .accessibilityElement(children: .combine)
        .accessibilityHint(reason ?? "")
    }
}

/// The two-column grid the product cards sit in.
enum ProductGrid {
    static var columns: [GridItem] {
        [
            GridItem(.flexible(), spacing: GifterSpacing.medium, alignment: .top),
            GridItem(.flexible(), spacing: GifterSpacing.medium, alignment: .top),
        ]
    }
}
