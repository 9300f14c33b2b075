import SwiftUI

/// A quiz answer as a large choice (§3.2: "answer options as large pills or cards"): full width,
/// outlined, filled white once chosen; a card-like press with a light haptic.
struct QuizOptionStyle: ButtonStyle {
    let isChosen: Bool

    func makeBody(configuration: Configuration) -> some View {
        let shape = RoundedRectangle(cornerRadius: GifterSpacing.Radius.button, style: .continuous)
        return configuration.label
            .gifterFont(.body)
            .multilineTextAlignment(.leading)
            .foregroundStyle(isChosen ? GifterPalette.black : GifterPalette.white)
            .frame(maxWidth: .infinity, minHeight: GifterSpacing.buttonHeight, alignment: .leading)
            .padding(.horizontal, GifterSpacing.medium)
            .padding(.vertical, GifterSpacing.extraSmall)
            .background(shape.fill(isChosen ? GifterPalette.white : GifterPalette.black))
            .overlay(shape.strokeBorder(isChosen ? GifterPalette.white : GifterPalette.gray, lineWidth: GifterSpacing.borderWidth))
            .contentShape(shape)
            .animation(GifterMotion.press, value: isChosen)
            .modifier(PressFeedback(isPressed: configuration.isPressed, scale: 0.98))
    }
}
