import Foundation

/// The bows' movements as functions of time, so a `TimelineView` can draw them frame by frame: no
/// forever-animation to leak into the layout around it, and nothing runs while the bow is off screen.
enum BowRhythm {
    /// §2.1's breath: 0 → 1 → 0 once every `period` seconds, easing in and out (a raised cosine).
    static func breath(at elapsed: TimeInterval, period: TimeInterval) -> Double {
        (1 - cos(2 * Double.pi * elapsed / period)) / 2
    }

    /// §11.1's nod: 0 → 1 → 0 in `duration` seconds, then still for `rest` seconds, so it reads as a
    /// deliberate "hm, let me think" rather than a wobble.
    static func nod(at elapsed: TimeInterval, duration: TimeInterval = 0.9, rest: TimeInterval = 0.7) -> Double {
        let time = elapsed.truncatingRemainder(dividingBy: duration + rest)
        return time < duration ? breath(at: time, period: duration) : 0
    }
}
