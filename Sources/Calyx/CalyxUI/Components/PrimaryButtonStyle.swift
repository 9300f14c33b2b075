import SwiftUI

/// §7.8's primary button: filled botanical green, 48 pt tall (taller when Dynamic Type needs it),
/// 8 pt corners, full width, pressed at 0.95.
public struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .calyxFont(.button)
            .multilineTextAlignment(.center)
            .foregroundStyle(CalyxPalette.onBotanicalGreen)
            .padding(.horizontal, CalyxSpacing.medium)
            .padding(.vertical, CalyxSpacing.small)
            .frame(maxWidth: .infinity, minHeight: CalyxSpacing.buttonHeight)
            .background(CalyxPalette.botanicalGreen, in: RoundedRectangle(cornerRadius: CalyxSpacing.Radius.button, style: .continuous))
            .contentShape(RoundedRectangle(cornerRadius: CalyxSpacing.Radius.button, style: .continuous))
            .opacity(isEnabled ? 1 : 0.4)
            .modifier(PressScale(isPressed: configuration.isPressed))
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    public static var calyxPrimary: PrimaryButtonStyle { PrimaryButtonStyle() }
}
