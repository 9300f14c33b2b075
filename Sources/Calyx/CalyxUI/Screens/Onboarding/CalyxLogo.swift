import SwiftUI

/// The app's name in the handwritten face beside a small open flower (the blooming indicator's
/// flower, still). VoiceOver reads it as the heading "Calyx".
struct CalyxLogo: View {
    var size: CGFloat = 56

    var body: some View {
        HStack(spacing: size * 0.2) {
            BloomingFlower(openness: 1, size: size)
            Text("Calyx")
                .font(.custom(HandwrittenFont.postScriptName, size: size, relativeTo: .largeTitle))
                .foregroundStyle(CalyxPalette.botanicalGreen)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Calyx")
        .accessibilityAddTraits(.isHeader)
    }
}
