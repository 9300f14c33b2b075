import SwiftUI

/// §0.3's secondary button: transparent with a 1 pt white border and white text, the primary's size
/// and corners; on press the border and text fade to 80% and back, without moving (so no Reduce
/// Motion variant is needed).
public struct SecondaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let shape = RoundedRectangle(cornerRadius: GifterSpacing.Radius.button, style: .continuous)
        return configuration.label
            .gifterFont(.button)
            .multilineTextAlignment(.center)
            .foregroundStyle(GifterPalette.white)
            .tint(GifterPalette.white)
            .padding(.horizontal, GifterSpacing.medium)
            .padding(.vertical, GifterSpacing.small)
            .frame(maxWidth: .infinity, minHeight: GifterSpacing.buttonHeight)
            .overlay(shape.strokeBorder(GifterPalette.white, lineWidth: GifterSpacing.borderWidth))
            .contentShape(shape)
            .opacity(isEnabled ? (configuration.isPressed ? 0.8 : 1) : 0.4)
            .animation(GifterMotion.press, value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == SecondaryButtonStyle {
    public static var gifterSecondary: SecondaryButtonStyle { SecondaryButtonStyle() }
}
