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
/// actor, and an image that was already at hand (under 0.1 s) appears without the fade, so cards
/// scrolled back into view do not flicker.
public struct BlurUpImage: View {
    let placeholder: ImagePlaceholder?
    /// The alternative text VoiceOver reads (§8: every image has one).
    let altText: String
    let load: @Sendable () async -> Data?
    @State private var image: UIImage?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(placeholder: ImagePlaceholder?, accessibilityLabel: String, load: @escaping @Sendable () async -> Data?) {
        self.placeholder = placeholder
        altText = accessibilityLabel
        self.load = load
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
            let started = ContinuousClock.now
            guard let data = await load(), !Task.isCancelled, let decoded = await Self.decode(data) else { return }
            let wasAtHand = ContinuousClock.now - started < .milliseconds(100)
            withAnimation(wasAtHand ? nil : .easeOut(duration: 0.3)) { image = decoded }
        }
    }

    private var entrance: AnyTransition {
        reduceMotion ? AnyTransition.opacity : AnyTransition.modifier(active: Unblur(amount: 0), identity: Unblur(amount: 1))
    }

    @ViewBuilder
    private var placeholderLayer: some View {
        let fill = placeholder.map { Color($0.fill) }
        ZStack {
            (fill ?? CalyxPalette.lightGray)
            if let placeholder, let pixels = Self.cgImage(placeholder) {
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
