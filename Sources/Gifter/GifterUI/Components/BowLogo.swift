import SwiftUI

/// The bow, still: white, as large as its frame allows at the drawing's proportions (Welcome's mark,
/// the tiny avatar beside an AI explanation, §11.1).
public struct BowLogo: View {
    let label: String?

    /// - Parameter label: what VoiceOver says ("Gifter"), or nil to keep the bow decorative.
    public init(label: String? = nil) {
        self.label = label
    }

    public var body: some View {
        BowMark()
            .fill(GifterPalette.white)
            .aspectRatio(BowMark.aspectRatio, contentMode: .fit)
            .modifier(BowAccessibility(label: label))
    }
}
