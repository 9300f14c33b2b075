import SwiftUI

/// §7.7's button press: the label shrinks a little while held (0.95 for buttons, 0.98 for Polaroid
/// cards) and springs back. Under Reduce Motion it dims instead of moving.
public struct PressScaleButtonStyle: ButtonStyle {
    public var scale: CGFloat

    public init(scale: CGFloat = 0.95) {
        self.scale = scale
    }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(PressScale(isPressed: configuration.isPressed, scale: scale))
    }
}

extension ButtonStyle where Self == PressScaleButtonStyle {
    /// Scales buttons to 0.95 while pressed.
    public static var pressScale: PressScaleButtonStyle { PressScaleButtonStyle() }
}

/// The press feedback itself, shared with the styles that draw their own label.
struct PressScale: ViewModifier {
    let isPressed: Bool
    var scale: CGFloat = 0.95
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        content
            .scaleEffect(isPressed && !reduceMotion ? scale : 1)
            .opacity(isPressed && reduceMotion ? 0.7 : 1)
            .animation(.spring(response: 0.25, dampingFraction: 0.7), value: isPressed)
    }
}
