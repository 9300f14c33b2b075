import SwiftUI

extension View {
    /// A text field drawn as Gifter's inputs: off-black, a 1 pt soft-gray border, the button's
    /// corners and height (taller when Dynamic Type needs it).
    func gifterField() -> some View {
        modifier(GifterField())
    }
}

private struct GifterField: ViewModifier {
    func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: GifterSpacing.Radius.button, style: .continuous)
        return content
            .gifterFont(.body)
            .foregroundStyle(GifterPalette.white)
            .tint(GifterPalette.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 12)
            .frame(minHeight: GifterSpacing.buttonHeight)
            .background(shape.fill(GifterPalette.offBlack))
            .overlay(shape.strokeBorder(GifterPalette.softGray, lineWidth: GifterSpacing.borderWidth))
    }
}
