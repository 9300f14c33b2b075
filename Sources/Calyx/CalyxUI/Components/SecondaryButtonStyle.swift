import SwiftUI

/// §7.8's secondary button: outlined in botanical green with green text, otherwise like the primary.
public struct SecondaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let shape = RoundedRectangle(cornerRadius: CalyxSpacing.Radius.button, style: .continuous)
        return configuration.label
            .calyxFont(.button)
            .multilineTextAlignment(.center)
            .foregroundStyle(CalyxPalette.botanicalGreen)
            .padding(.horizontal, CalyxSpacing.medium)
            .padding(.vertical, CalyxSpacing.small)
            .frame(maxWidth: .infinity, minHeight: CalyxSpacing.buttonHeight)
            .overlay(shape.strokeBorder(CalyxPalette.botanicalGreen, lineWidth: 1.5))
            .contentShape(shape)
            .opacity(isEnabled ? 1 : 0.4)
            .modifier(PressScale(isPressed: configuration.isPressed))
    }
}

extension ButtonStyle where Self == SecondaryButtonStyle {
    public static var calyxSecondary: SecondaryButtonStyle { SecondaryButtonStyle() }
}
