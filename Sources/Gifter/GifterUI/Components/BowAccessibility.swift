import SwiftUI

/// The bow is decoration wherever words already say what it means (the splash's caption, a
/// "Curating a few ideas…" line), so VoiceOver skips it; where it stands for the app on its own
/// (Welcome's mark) it is one image element with the given label, "Gifter".
struct BowAccessibility: ViewModifier {
    let label: String?

    @ViewBuilder
    func body(content: Content) -> some View {
        if let label {
            content
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(label)
                .accessibilityAddTraits(.isImage)
        } else {
            content.accessibilityHidden(true)
        }
    }
}
