import SwiftUI

/// §0.3's card tap: the whole card (the button's label, already drawn with `.gifterCard()`) shrinks
/// to 0.98 while held, with a light haptic.
public struct PressableCardStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(PressFeedback(isPressed: configuration.isPressed, scale: 0.98))
    }
}

extension ButtonStyle where Self == PressableCardStyle {
    public static var pressableCard: PressableCardStyle { PressableCardStyle() }
}
