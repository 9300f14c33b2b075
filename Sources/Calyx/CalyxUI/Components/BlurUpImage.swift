import BlurHash
import ClientKit
import ClientUI
import CoreGraphics
import Foundation
import SwiftUI
import UIKit

/// Progressive image loading (§3.2 "blur-up", §7.7 "fade-in with blur effect"): the BlurHash
/// placeholder scaled up and blurred at once, then the real image fading in from blurred to sharp
/// over it when `load` returns. Under Reduce Motion the image simply crossfades in. The image fills
/// the space it is given, cropped to it (cover, no distortion).
///
/// `load` fetches the bytes (the app's image cache plugs in there); they are decoded off the main
/// actor and kept decoded (`DecodedImageCache`), so a cell made again draws its picture at once; an
/// image that was at hand quickly (under 0.1 s) appears without the fade. The BlurHash is decoded
/// once per image, off the main actor (`PlaceholderCache`); until then its average colour shows.
public struct BlurUpImage: View {
    let placeholderKey: PlaceholderCache.Key
    /// What the decoded image is kept under (its path); nil keeps nothing.
    let cacheKey: String?
    /// The alternative text VoiceOver reads (§8: every image has one).
    let altText: String
    let load: @Sendable () async -> Data?
    @State private var image: UIImage?
    @State private var placeholder: ImagePlaceholder
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(
        placeholder key: PlaceholderCache.Key, cacheKey: String?, accessibilityLabel: String, load: @escaping @Sendable () async -> Data?
    ) {
        placeholderKey = key
        self.cacheKey = cacheKey
        altText = accessibilityLabel
        self.load = load
        // Both looked up while the cell is made: a picture shown before draws in the first frame.
        _image = State(initialValue: cacheKey.flatMap(DecodedImageCache.shared.image(for:)))
        _placeholder = State(initialValue: PlaceholderCache.shared.cached(key) ?? PlaceholderCache.solid(key))
    }

    public var body: some View {
        ZStack {
            placeholderLayer
            if let image {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFill()
                    .transition(entrance)
            }
        }
        // Takes exactly the space offered; the filled images overflow it and are cropped.
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        .clipped()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(altText)
        .accessibilityAddTraits(.isImage)
        .task {
            guard image == nil else { return }
            // The BlurHash, decoded once per image and off the main actor, while the bytes come.
            if placeholder.rgba.isEmpty, placeholderKey.blurHash != nil {
                placeholder = await PlaceholderCache.shared.placeholder(placeholderKey)
            }
            let started = ContinuousClock.now
            guard let data = await load(), !Task.isCancelled, let decoded = await Self.decode(data) else { return }
            if let cacheKey { DecodedImageCache.shared.insert(decoded, for: cacheKey) }
            let wasAtHand = ContinuousClock.now - started < .milliseconds(100)
            withAnimation(wasAtHand ? nil : .easeOut(duration: 0.3)) { image = decoded }
        }
    }

    private var entrance: AnyTransition {
        reduceMotion ? AnyTransition.opacity : AnyTransition.modifier(active: Unblur(amount: 0), identity: Unblur(amount: 1))
    }

    @ViewBuilder
    private var placeholderLayer: some View {
        ZStack {
            Color(placeholder.fill)
            if let pixels = Self.cgImage(placeholder) {
                // A 32 px BlurHash is already soft; the blur hides its pixel grid once scaled up.
                Image(decorative: pixels, scale: 1)
                    .resizable()
                    .interpolation(.medium)
                    .scaledToFill()
                    .blur(radius: 12, opaque: true)
            }
        }
    }

    /// Decodes and pre-renders the bytes on a background thread, so scrolling never waits for a JPEG.
    private static func decode(_ data: Data) async -> UIImage? {
        await Task.detached(priority: .userInitiated) { () async -> UIImage? in
            guard let image = UIImage(data: data) else { return nil }
            return await image.byPreparingForDisplay() ?? image
        }.value
    }

    /// The placeholder's RGBA bytes as an image. BlurHash pixels are opaque, so the fourth byte is
    /// skipped rather than read as (straight or premultiplied) alpha.
    private static func cgImage(_ placeholder: ImagePlaceholder) -> CGImage? {
        let width = placeholder.width
        let height = placeholder.height
        guard width > 0, height > 0, placeholder.rgba.count == width * height * 4,
              let provider = CGDataProvider(data: Data(placeholder.rgba) as CFData),
              let space = CGColorSpace(name: CGColorSpace.sRGB)
        else { return nil }
        return CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4, space: space,
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue), provider: provider, decode: nil,
            shouldInterpolate: true, intent: .defaultIntent
        )
    }
}

/// The real image's entrance: from transparent and blurred to opaque and sharp.
private struct Unblur: ViewModifier {
    let amount: Double

    func body(content: Content) -> some View {
        content
            .blur(radius: 16 * (1 - amount))
            .opacity(amount)
    }
}
