import BlurHash
import ClientUI
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
        let ground = palette.first.flatMap(RGB.init(hex:)).map(Color.init) ?? GifterPalette.softGray
        let ink = palette.dropFirst().first.flatMap(RGB.init(hex:)).map(Color.init) ?? GifterPalette.gray
        // Mostly the ground colour, warming into the object's colour at the far corner.
        return [ground, ground, ink.opacity(0.85)]
    }
}
