import SwiftUI

/// The press of §0.3's primary button and cards: the view scales (up to 1.03 for the button, down to
/// 0.98 for a card) over 200 ms, easing out, and the phone gives a light tap as the finger lands.
/// Under Reduce Motion it dims a little instead of changing size; the tap stays (it is not motion).
struct PressFeedback: ViewModifier {
    let isPressed: Bool
    let scale: CGFloat
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        content
            .scaleEffect(isPressed && !reduceMotion ? scale : 1)
            .opacity(isPressed && reduceMotion ? 0.8 : 1)
            .animation(GifterMotion.press, value: isPressed)
            // On the way down only: a second tap on release would feel like a double click.
            .sensoryFeedback(.impact(weight: .light), trigger: isPressed) { _, pressed in pressed }
    }
}
