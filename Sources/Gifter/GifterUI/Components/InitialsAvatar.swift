import SwiftUI

/// A person's initials in a soft-gray circle (the rows of Find and Occasions, Home's occasion chips):
/// Gifter has no photos of the people one gifts for. Decorative: the name beside it is read instead.
struct InitialsAvatar: View {
    let initials: String
    var size: CGFloat = 40
    /// Grows with Dynamic Type, so the initials stay legible beside larger names.
    @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1

    var body: some View {
        Text(initials)
            .font(.system(size: size * scale * 0.38, weight: .medium))
            .foregroundStyle(GifterPalette.white)
            .lineLimit(1)
            .minimumScaleFactor(0.6)
            .frame(width: size * scale, height: size * scale)
            .background(Circle().fill(GifterPalette.softGray))
            .overlay(Circle().strokeBorder(GifterPalette.white.opacity(0.25), lineWidth: GifterSpacing.borderWidth))
            .accessibilityHidden(true)
    }
}
