import CalyxAPI
import CalyxCore
import ClientKit
import SwiftUI

/// A flower's 400 × 400 thumbnail, blurred-up from its BlurHash, through the environment's image loader.
struct FlowerThumbnail: View {
    let flower: CatalogSearchModel.Flower
    @Environment(\.imageSource) private var imageSource

    var body: some View {
        let url = flower.image?.url
        BlurUpImage(
            placeholder: .init(blurHash: flower.image?.blurhash, averageColor: flower.image?.averageColor, aspectRatio: 1), cacheKey: url,
            accessibilityLabel: "Photo of \(flower.commonName)"
        ) { [imageSource] in
            guard let url else { return nil }
            return await imageSource.data(for: url)
        }
        // A cell reused for another flower starts over (its picture and placeholder are the new flower's).
        .id(url)
    }
}
