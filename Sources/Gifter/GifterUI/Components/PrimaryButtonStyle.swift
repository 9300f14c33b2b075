import SwiftUI

/// §0.3's primary button: white, black medium text, 48 pt tall (taller when Dynamic Type needs it),
/// 12 pt corners, full width; on press it grows to 1.03 over 200 ms with a light haptic.
public struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let shape = RoundedRectangle(cornerRadius: GifterSpacing.Radius.button, style: .continuous)
        return configuration.label
            .gifterFont(.button)
            .multilineTextAlignment(.center)
            .foregroundStyle(GifterPalette.black)
            // A spinner put in the label while a request runs draws black on the white fill.
            .tint(GifterPalette.black)
            .padding(.horizontal, GifterSpacing.medium)
            .padding(.vertical, GifterSpacing.small)
            .frame(maxWidth: .infinity, minHeight: GifterSpacing.buttonHeight)
            .background(GifterPalette.white, in: shape)
            .contentShape(shape)
            .opacity(isEnabled ? 1 : 0.4)
            .modifier(PressFeedback(isPressed: configuration.isPressed, scale: 1.03))
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    public static var gifterPrimary: PrimaryButtonStyle { PrimaryButtonStyle() }
}
