import Foundation
import PlantTrackerCore
import SwiftUI
import UIKit

/// A photo file on screen: decoded off the main thread at the size asked for, cached, with a placeholder
/// while it loads. `.fill` fills whatever frame it is given (cropped); `.fit` shows it whole.
struct ThumbnailImage: View {
    let url: URL?
    let label: String
    var maxPixelSize: Int
    var contentMode: ContentMode
    var showsPlaceholder: Bool

    @State private var image: UIImage?

    init(
        url: URL?, accessibilityLabel: String, maxPixelSize: Int = PhotoSizes.thumbnailPixelSize, contentMode: ContentMode = .fill,
        showsPlaceholder: Bool = true
    ) {
        self.url = url
        self.label = accessibilityLabel
        self.maxPixelSize = maxPixelSize
        self.contentMode = contentMode
        self.showsPlaceholder = showsPlaceholder
        _image = State(initialValue: url.flatMap { ImageLoader.shared.cachedImage(for: $0, maxPixelSize: maxPixelSize) })
    }

    /// What `.task` reloads on.
    private struct Request: Equatable {
        var url: URL?
        var maxPixelSize: Int
    }

    var body: some View {
        content
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(label))
            .accessibilityAddTraits(.isImage)
            .task(id: Request(url: url, maxPixelSize: maxPixelSize)) {
                guard let url else {
                    image = nil
                    return
                }
                if let cached = ImageLoader.shared.cachedImage(for: url, maxPixelSize: maxPixelSize) {
                    image = cached
                    return
                }
                // Another photo's image must not stand in for this one while it loads.
                image = nil
                let loaded = await ImageLoader.shared.image(for: url, maxPixelSize: maxPixelSize)
                if !Task.isCancelled { image = loaded }
            }
    }

    @ViewBuilder private var content: some View {
        if let image {
            if contentMode == .fill {
                Color.clear
                    .overlay {
                        Image(uiImage: image)
                            .resizable()
                            .scaledToFill()
                    }
                    .clipped()
            } else {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFit()
            }
        } else if showsPlaceholder {
            Rectangle()
                .fill(.quaternary)
                .overlay {
                    Image(systemName: url == nil ? "leaf" : "photo")
                        .font(.title2)
                        .foregroundStyle(.secondary)
                }
        } else {
            Color.clear
        }
    }
}
