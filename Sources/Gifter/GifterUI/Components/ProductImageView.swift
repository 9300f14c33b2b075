import Foundation
import GifterAPI
import SwiftUI
import UIKit

/// A product's picture, filling the space it is given (cropped, never distorted). The drawn palette
/// shows at once; the picture at `url` (a server path for the drawn sample pictures, or a store's
/// own address) fades in over it when it arrives, and one already in memory shows without the fade.
/// Without a url (a sample picture the server has not drawn yet) the palette stays.
struct ProductImageView: View {
    let image: Components.Schemas.ProductImage?
    /// What VoiceOver reads, or nil where the card's own text already says what it is.
    let altText: String?
    @Environment(\.gifterImages) private var images
    @State private var loaded: UIImage?

    var body: some View {
        ZStack {
            DrawnPicture(palette: image?.palette ?? [])
            if let loaded {
                Image(uiImage: loaded)
                    .resizable()
                    .scaledToFill()
                    .transition(.opacity)
            }
        }
        // Takes exactly the space offered; the filled picture overflows it and is cropped.
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        .clipped()
        .modifier(ImageAccessibility(altText: altText))
        .task(id: image?.url) {
            guard let path = image?.url else {
                loaded = nil
                return
            }
            if let data = images.cachedData(for: path), let cached = UIImage(data: data) {
                loaded = cached
                return
            }
            guard let data = await images.data(for: path), !Task.isCancelled, let decoded = await Self.decode(data) else { return }
            withAnimation(.easeOut(duration: GifterMotion.crossfadeDuration)) { loaded = decoded }
        }
    }

    /// Decodes and pre-renders the bytes off the main thread, so scrolling never waits for a JPEG.
    private static func decode(_ data: Data) async -> UIImage? {
        await Task.detached(priority: .userInitiated) { () async -> UIImage? in
            guard let image = UIImage(data: data) else { return nil }
            return await image.byPreparingForDisplay() ?? image
        }.value
    }
}

/// An image element with its alternative text, or nothing for VoiceOver when the text is elsewhere.
private struct ImageAccessibility: ViewModifier {
    let altText: String?

    @ViewBuilder
    func body(content: Content) -> some View {
        if let altText {
            content
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(altText)
                .accessibilityAddTraits(.isImage)
        } else {
            content.accessibilityHidden(true)
        }
    }
}
