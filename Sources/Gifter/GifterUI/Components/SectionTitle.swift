import SwiftUI

/// A section's heading in the display serif ("Coming up soon", "For your own wishlists"), read by
/// VoiceOver as a heading so the rotor can jump between sections.
struct SectionTitle: View {
    let title: String

    init(_ title: String) {
        self.title = title
    }

    var body: some View {
        Text(title)
            .gifterFont(.displayL)
            .foregroundStyle(GifterPalette.white)
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityAddTraits(.isHeader)
    }
}
