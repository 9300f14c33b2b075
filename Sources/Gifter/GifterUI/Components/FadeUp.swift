import SwiftUI

extension View {
    /// §0.4's entrance: the view fades in while rising 10 pt, `delay` seconds after it first appears
    /// (Welcome staggers its title, body and buttons with it). Under Reduce Motion it only fades.
    public func fadeUp(delay: Double = 0) -> some View {
        modifier(FadeUp(delay: delay))
    }
}

/// Shown once: coming back to a screen (a pop) keeps its content in place instead of replaying.
private struct FadeUp: ViewModifier {
    let delay: Double
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false

    func body(content: Content) -> some View {
        content
            .opacity(isShown ? 1 : 0)
            .offset(y: isShown || reduceMotion ? 0 : GifterMotion.fadeUpDistance)
            .onAppear {
                guard !isShown else { return }
                withAnimation(GifterMotion.entrance(delay: delay)) { isShown = true }
            }
    }
}
