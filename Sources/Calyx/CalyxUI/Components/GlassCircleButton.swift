import SwiftUI

/// §7.8's floating button (back, share, filters over content): a 44 pt glass circle with an SF Symbol.
/// The accessibility label is required, since an icon alone says nothing to VoiceOver.
public struct GlassCircleButton: View {
    let systemImage: String
    /// What VoiceOver says (the glyph alone says nothing).
    let label: String
    let action: () -> Void

    public init(systemImage: String, accessibilityLabel: String, action: @escaping () -> Void) {
        self.systemImage = systemImage
        label = accessibilityLabel
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            GlassCircleLabel(systemImage: systemImage)
        }
        .buttonStyle(.pressScale)
        .accessibilityLabel(label)
        // The glyph is a fixed 44 pt control; people with large text read it in the large content viewer.
        .accessibilityShowsLargeContentViewer {
            Label(label, systemImage: systemImage)
        }
    }
}

/// The floating button's look without its action, for controls that bring their own (`ShareLink`,
/// `Menu`). The control around it carries the accessibility label.
public struct GlassCircleLabel: View {
    let systemImage: String

    public init(systemImage: String) {
        self.systemImage = systemImage
    }

    public var body: some View {
        Image(systemName: systemImage)
            .font(.body.weight(.semibold))
            .foregroundStyle(CalyxPalette.botanicalGreen)
            .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
            .calyxGlass(in: Circle(), fallback: .ultraThinMaterial, shadow: .floatingButton, interactive: true)
            .contentShape(Circle())
    }
}
