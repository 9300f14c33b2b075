import SwiftUI

/// What stands where a product's picture will be, or instead of one: the sample catalogue's own
/// palette (`#rrggbb` colours) as a soft diagonal gradient, so no card is ever blank, not even before
/// the server has drawn the picture or offline. Colours that are not `#rrggbb` fall back to Gifter's
/// grays, as the server's drawing does.
struct DrawnPicture: View {
    let palette: [String]

    var body: some View {
        LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)
            .accessibilityHidden(true)
    }

    private var colors: [Color] {
        let ground = palette.first.flatMap(Color.init(gifterHex:)) ?? GifterPalette.softGray
        let ink = palette.dropFirst().first.flatMap(Color.init(gifterHex:)) ?? GifterPalette.gray
        // Mostly the ground colour, warming into the object's colour at the far corner.
        return [ground, ground, ink.opacity(0.85)]
    }
}

extension Color {
    /// `#rrggbb` in sRGB; nil for anything else.
    init?(gifterHex text: String) {
        guard text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        self.init(
            .sRGB, red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255,
            opacity: 1
        )
    }
}
