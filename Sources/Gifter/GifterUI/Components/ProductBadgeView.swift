import GifterCore
import SwiftUI

/// A product's mark ("Sample", "No longer sold") as a small white capsule, set over the top corner of
/// its picture on a card and above the title on its page. The rule of which mark is `ProductBadge`'s.
struct ProductBadgeView: View {
    let badge: ProductBadge

    var body: some View {
        Text(badge.title)
            .gifterFont(.caption)
            .foregroundStyle(GifterPalette.black)
            .lineLimit(1)
            .padding(.horizontal, GifterSpacing.small)
            .padding(.vertical, GifterSpacing.extraSmall)
            .background(Capsule().fill(GifterPalette.white))
    }
}
