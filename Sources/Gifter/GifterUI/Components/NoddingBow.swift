import Foundation
import SwiftUI

/// §11.1's "thinking" bow, for the nav bar or beside "Curating a few ideas…" while recommendations
/// load: it tips a few degrees about its knot and comes back, rests, and nods again. Under Reduce
/// Motion it stays level and its light dims and returns instead.
public struct NoddingBow: View {
    let label: String?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var start = Date()

    /// - Parameter label: what VoiceOver says, or nil (the default) when the text beside it says it.
    public init(label: String? = nil) {
        self.label = label
    }

    public var body: some View {
        TimelineView(.animation) { timeline in
            let elapsed = timeline.date.timeIntervalSince(start)
            let phase = reduceMotion ? BowRhythm.breath(at: elapsed, period: 2.4) : BowRhythm.nod(at: elapsed)
            BowLogo(label: label)
                .rotationEffect(.degrees(reduceMotion ? 0 : -7 * phase), anchor: BowMark.knotAnchor)
                .opacity(reduceMotion ? 1 - 0.4 * phase : 1)
        }
    }
}
