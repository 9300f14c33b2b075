import SwiftUI

/// §0.4's motion: "calm, deliberate, expensive". Durations between 0.2 and 0.35 s, ease-out curves and
/// never a bounce. Everything that moves reads Reduce Motion and, when it is on, fades instead
/// (`.fadeUp`, `.staggeredEntrance`, the button presses, the bows, the shimmer).
public enum GifterMotion {
    /// Presses and small state changes (§0.3's 200 ms).
    public static let pressDuration: Double = 0.2
    /// Crossfades between screens.
    public static let crossfadeDuration: Double = 0.3
    /// Content entering.
    public static let entranceDuration: Double = 0.35

    /// How far entering content rises as it fades in (§0.4: 8–12 pt).
    public static let fadeUpDistance: CGFloat = 10
    /// How far a carousel's item travels in from the side.
    public static let slideDistance: CGFloat = 28
    /// The delay between one carousel item and the next.
    public static let staggerStep: Double = 0.05
    /// Items after this many enter with no further delay, so a long row scrolled into view later
    /// does not make its reader wait.
    public static let staggeredItems = 6

    /// A press: down and back in 200 ms, easing out.
    public static var press: Animation { .easeOut(duration: pressDuration) }
    /// A screen crossfade.
    public static var crossfade: Animation { .easeOut(duration: crossfadeDuration) }
    /// Content entering, after `delay` seconds.
    public static func entrance(delay: Double = 0) -> Animation {
        .easeOut(duration: entranceDuration).delay(delay)
    }
}
