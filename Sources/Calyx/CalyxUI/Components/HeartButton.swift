import SwiftUI

/// The heart of §3.2 and §7.7: outlined when off, filled petal pink when on, with a bounce and a
/// colour change when it flips, a light haptic, and an optional count beside it. The touch target is
/// at least 44 × 44 pt. Under Reduce Motion the colour still changes but nothing bounces.
public struct HeartButton: View {
    /// What the heart means where it sits: the VoiceOver words follow.
    public enum Meaning: Sendable {
        /// Like / Unlike, with the like count as the value.
        case like
        /// Save / Saved (a Polaroid's quick save).
        case save
    }

    let isOn: Bool
    let count: Int?
    let meaning: Meaning
    let action: () -> Void
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(isOn: Bool, count: Int? = nil, meaning: Meaning = .like, action: @escaping () -> Void) {
        self.isOn = isOn
        self.count = count
        self.meaning = meaning
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: 4) {
                heart
                if let count {
                    Text(count, format: .number)
                        .calyxFont(.small)
                        .monospacedDigit()
                        .contentTransition(.numericText(value: Double(count)))
                        .foregroundStyle(CalyxPalette.darkGray)
                }
            }
            .frame(minWidth: CalyxSpacing.minimumTouchTarget, minHeight: CalyxSpacing.minimumTouchTarget)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .animation(.easeInOut(duration: 0.2), value: isOn)
        .sensoryFeedback(.impact(weight: .light), trigger: isOn)
        .accessibilityLabel(label)
        .accessibilityValue(count.map { $0.formatted() } ?? "")
    }

    @ViewBuilder
    private var heart: some View {
        let image = Image(systemName: isOn ? "heart.fill" : "heart")
            .font(.title3.weight(.semibold))
            .foregroundStyle(isOn ? CalyxPalette.petalPink : CalyxPalette.darkGray)
            .contentTransition(.symbolEffect(.replace))
        if reduceMotion {
            image
        } else {
            // The bounce is the spec's scale animation; it runs once per change of `isOn`.
            image.symbolEffect(.bounce, value: isOn)
        }
    }

    private var label: String {
        switch meaning {
        case .like: isOn ? "Unlike" : "Like"
        case .save: isOn ? "Saved" : "Save"
        }
    }
}
