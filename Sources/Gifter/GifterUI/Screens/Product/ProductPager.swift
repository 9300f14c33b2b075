import GifterAPI
import SwiftUI

/// §8's picture carousel: the product's pictures, a page each, with the pager's dots when there is
/// more than one. Square, as wide as the screen.
struct ProductPager: View {
    let images: [Components.Schemas.ProductImage]
    let altText: String
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            if images.isEmpty {
                ProductImageView(image: nil, altText: altText)
                    .tag(0)
            } else {
                ForEach(Array(images.enumerated()), id: \.offset) { index, image in
                    ProductImageView(image: image, altText: altText)
                        .tag(index)
                }
            }
        }
        .tabViewStyle(.page(indexDisplayMode: images.count > 1 ? .always : .never))
        .indexViewStyle(.page(backgroundDisplayMode: .interactive))
        .aspectRatio(1, contentMode: .fit)
    }
}
