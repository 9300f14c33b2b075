import SwiftUI

extension View {
    /// §0.4's carousels: "items slide in from the side with small stagger". The item at `index` fades
    /// in while sliding from the right, 50 ms after the one before it (from the seventh on, with no
    /// further delay). Under Reduce Motion the items only fade, with the same stagger.
    public func staggeredEntrance(index: Int) -> some View {
        modifier(StaggeredEntrance(index: index))
    }
}

/// Shown once, like `fadeUp`: scrolling a row back and forth does not replay it.
private struct StaggeredEntrance: ViewModifier {
    let index: Int
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false

    private var delay: Double {
        Double(min(max(index, 0), GifterMotion.staggeredItems)) * GifterMotion.staggerStep
    }

    func body(content: Content) -> some View {
        content
            .opacity(isShown ? 1 : 0)
            .offset(x: isShown || reduceMotion ? 0 : GifterMotion.slideDistance)
            .onAppear {
                guard !isShown else { return }
                withAnimation(GifterMotion.entrance(delay: delay)) { isShown = true }
            }
    }
}
