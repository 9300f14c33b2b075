import SwiftUI
import Symbols

/// §8's primary action: the heart and "Save to my wishlist" / "Save for Mia" / "Saved". On each save
/// the heart fills and pulses once, with a light tap (§8: "heart icon fills & pulses, light haptic").
/// Under Reduce Motion the heart only fills.
struct SaveButton: View {
    let title: String
    let isSaved: Bool
    /// Bumped by the model on each save.
    let pulse: Int
    let action: () -> Void
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Button(action: action) {
            HStack(spacing: GifterSpacing.small) {
                Image(systemName: isSaved ? "heart.fill" : "heart")
                    .contentTransition(.symbolEffect(.replace))
                    .symbolEffect(.bounce, value: reduceMotion ? 0 : pulse)
                    .accessibilityHidden(true)
                Text(title)
            }
        }
        .buttonStyle(.gifterPrimary)
        .sensoryFeedback(.impact(weight: .light), trigger: pulse)
        .accessibilityAddTraits(isSaved ? .isSelected : [])
    }
}
