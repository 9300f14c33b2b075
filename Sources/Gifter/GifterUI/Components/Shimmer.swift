import Foundation
import SwiftUI

extension View {
    /// §0.4's "white shimmer" over a skeleton: a soft band of white sweeps across the view's own
    /// shapes every 1.4 s (the band is masked by the content, so the gaps between blocks stay dark).
    /// Under Reduce Motion the blocks stand still, without the band.
    public func shimmer() -> some View {
        modifier(Shimmer())
    }
}

/// Driven by the animation timeline rather than a repeating `withAnimation`: a forever-animation
/// started in `onAppear` inside a lazy stack also animates the stack's own layout changes, and the
/// timeline pauses by itself off screen.
private struct Shimmer: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    private static let period = 1.4

    func body(content: Content) -> some View {
        content.overlay {
            if !reduceMotion {
                TimelineView(.animation) { timeline in
                    GeometryReader { proxy in
                        let progress = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: Self.period) / Self.period
                        let band = proxy.size.width * 0.6
                        LinearGradient(
                            colors: [.clear, GifterPalette.white.opacity(0.12), .clear], startPoint: .leading, endPoint: .trailing
                        )
                        .frame(width: band)
                        .offset(x: -band + (proxy.size.width + band) * progress)
                    }
                }
                .mask { content }
                .allowsHitTesting(false)
                .accessibilityHidden(true)
            }
        }
    }
}
