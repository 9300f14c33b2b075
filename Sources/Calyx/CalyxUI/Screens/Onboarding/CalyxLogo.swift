import SwiftUI

/// The app's name in the handwritten face beside a small open flower (the blooming indicator's
/// flower, still). VoiceOver reads it as the heading "Calyx".
struct CalyxLogo: View {
    var size: CGFloat = 56

    var body: some View {
        HStack(spacing: size * 0.2) {
            FlowerGlyph(size: size)
            Text("Calyx")
                .font(.custom(HandwrittenFont.postScriptName, size: size, relativeTo: .largeTitle))
                .foregroundStyle(CalyxPalette.botanicalGreen)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Calyx")
        .accessibilityAddTraits(.isHeader)
    }
}

/// Five pink petals over sage sepals around a yellow heart, drawn with the indicator's petal shape.
private struct FlowerGlyph: View {
    let size: CGFloat

    var body: some View {
        ZStack {
            ForEach(0..<5, id: \.self) { index in
                Petal()
                    .fill(CalyxPalette.sageGreen)
                    .frame(width: size * 0.16, height: size * 0.42)
                    .offset(y: -size * 0.2)
                    .rotationEffect(.degrees(Double(index) * 72 + 36))
            }
            ForEach(0..<5, id: \.self) { index in
                Petal()
                    .fill(CalyxPalette.petalPink)
                    .frame(width: size * 0.3, height: size * 0.44)
                    .offset(y: -size * 0.22)
                    .rotationEffect(.degrees(Double(index) * 72))
            }
            Circle()
                .fill(CalyxPalette.softYellow)
                .overlay(Circle().strokeBorder(CalyxPalette.earthBrown.opacity(0.35), lineWidth: 1))
                .frame(width: size * 0.22, height: size * 0.22)
        }
        .frame(width: size, height: size)
    }
}
