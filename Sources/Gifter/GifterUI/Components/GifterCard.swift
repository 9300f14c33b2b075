import SwiftUI

extension View {
    /// Draws the view as §0.3's card: off-black, 18 pt corners, a 1 pt soft-gray border and an
    /// extremely soft shadow. The content is clipped to the corners, so a photo at the top is rounded
    /// with the card. Make it tappable with `Button { … } label: { … }.buttonStyle(.pressableCard)`.
    public func gifterCard() -> some View {
        modifier(GifterCard())
    }
}

/// The shadow is cast by the filled shape behind the content, not by the content: shadowing a plain
/// shape is cheap, and a shadow on the content would fall from every glyph of its text. On black it
/// barely shows, which is the point; it separates a card from a sheet or another card beneath it.
public struct GifterCard: ViewModifier {
    public init() {}

    public func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: GifterSpacing.Radius.card, style: .continuous)
        return content
            .clipShape(shape)
            .background {
                shape
                    .fill(GifterPalette.offBlack)
                    .shadow(color: .black.opacity(0.5), radius: 14, x: 0, y: 6)
            }
            .overlay {
                shape.strokeBorder(GifterPalette.softGray, lineWidth: GifterSpacing.borderWidth)
            }
            .contentShape(shape)
    }
}
