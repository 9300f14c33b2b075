import GifterCore
import SwiftUI

/// Home's shape in dark blocks while the very first Home loads (§0.4, §11.2): the greeting's two
/// lines, a row of collection cards and two product cards, all shimmering. One "Loading" element
/// for VoiceOver.
struct HomeSkeleton: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.extraLarge) {
                VStack(alignment: .leading, spacing: GifterSpacing.small + 2) {
                    block.frame(width: 220, height: 26)
                    block.frame(height: 14).padding(.trailing, GifterSpacing.extraLarge)
                }
                .shimmer()
                .padding(.horizontal, GifterSpacing.screenMargin)
                HStack(spacing: GifterSpacing.medium) {
                    ForEach(0..<2, id: \.self) { _ in
                        block.frame(width: 240, height: 320)
                    }
                }
                .shimmer()
                .padding(.leading, GifterSpacing.screenMargin)
                .frame(maxWidth: .infinity, alignment: .leading)
                .clipped()
                LazyVGrid(columns: ProductGrid.columns, spacing: GifterSpacing.medium) {
                    SkeletonCard()
                    SkeletonCard()
                }
                .padding(.horizontal, GifterSpacing.screenMargin)
            }
            .padding(.vertical, GifterSpacing.large)
        }
        .scrollDisabled(true)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(GifterCopy[.commonLoading])
    }

    private var block: some View {
        RoundedRectangle(cornerRadius: GifterSpacing.Radius.skeletonBlock, style: .continuous)
            .fill(GifterPalette.softGray)
    }
}
