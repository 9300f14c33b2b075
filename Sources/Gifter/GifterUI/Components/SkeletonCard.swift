import GifterCore
import SwiftUI

/// The placeholder a carousel or list shows while its first answer loads (§0.4, §11.2: "dark skeleton
/// cards with white shimmer"): a card with dark rounded blocks where the photo and two lines of text
/// go, a white light sweeping across the blocks (still under Reduce Motion). VoiceOver hears one
/// "Loading" element instead of empty shapes. As wide as its parent offers; the photo block is square.
public struct SkeletonCard: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small + 2) {
            block.aspectRatio(1, contentMode: .fit)
            block.frame(height: 12).padding(.trailing, GifterSpacing.large)
            block.frame(width: 64, height: 10)
        }
        .shimmer()
        .padding(GifterSpacing.small + 2)
        .gifterCard()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(GifterCopy[.commonLoading])
    }

    private var block: some View {
        RoundedRectangle(cornerRadius: GifterSpacing.Radius.skeletonBlock, style: .continuous)
            .fill(GifterPalette.softGray)
    }
}
