import Foundation
import SwiftUI

/// §2.1's splash bow: it "breathes", 1.0 → 1.05 → 1.0 every 1.2 s, for as long as it is shown.
/// Under Reduce Motion it keeps its size and its light slowly dims and returns instead (every 2.4 s).
public struct BreathingBow: View {
    let label: String?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// Breathing starts from rest when the bow appears, not wherever the clock happens to be.
    @State private var start = Date()

    /// - Parameter label: what VoiceOver says, or nil (the default) to keep the bow decorative.
    public init(label: String? = nil) {
        self.label = label
    }

    public var body: some View {
        TimelineView(.animation) { timeline in
            let elapsed = timeline.date.timeIntervalSince(start)
            let phase = BowRhythm.breath(at: elapsed, period: reduceMotion ? 2.4 : 1.2)
            BowLogo(label: label)
                .scaleEffect(CGFloat(reduceMotion ? 1 : 1 + 0.05 * phase))
                .opacity(reduceMotion ? 1 - 0.4 * phase : 1)
        }
    }
}
