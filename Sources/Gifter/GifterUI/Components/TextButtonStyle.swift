import SwiftUI

/// The quiet third button: words only ("Log in" under Welcome's Sign up, "Skip for now" in the quiz),
/// as tall as a touch target but no wider than its label. Pressed, it fades to 60% and back.
public struct TextButtonStyle: ButtonStyle {
    public var color: Color
    @Environment(\.isEnabled) private var isEnabled

    /// - Parameter color: white beside a primary button; gray where the way out should recede.
    public init(color: Color = GifterPalette.white) {
        self.color = color
    }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .gifterFont(.button)
            .multilineTextAlignment(.center)
            .foregroundStyle(color)
            .padding(.horizontal, GifterSpacing.small)
            .frame(minHeight: GifterSpacing.minimumTouchTarget)
            .contentShape(Rectangle())
            .opacity(isEnabled ? (configuration.isPressed ? 0.6 : 1) : 0.4)
            .animation(GifterMotion.press, value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == TextButtonStyle {
    public static var gifterText: TextButtonStyle { TextButtonStyle() }
}
