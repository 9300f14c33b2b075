import SwiftUI

/// The five colours of §0.1, and nothing else: "no accent colors; contrast and photography carry the
/// brand". Gifter is dark only (Info.plist pins the dark appearance), so each colour is one fixed sRGB
/// value rather than a light/dark pair.
///
/// Contrast, worked out with the WCAG formula: white on black 21:1; gray on black 6.2:1 and on
/// off-black 5.8:1, so secondary text keeps AA's 4.5:1 on both surfaces. Soft gray is 1.1:1 on black:
/// it draws borders and separators, never text.
public enum GifterPalette {
    /// #000000, the background of every screen.
    public static let black = rgb(0x000000)
    /// #0A0A0A, cards and sheets: a step up from the background, felt more than seen.
    public static let offBlack = rgb(0x0A0A0A)
    /// #FFFFFF, primary text on dark and the key surfaces (the primary button, filled pills, the bow).
    public static let white = rgb(0xFFFFFF)
    /// #8A8A8A, secondary text.
    public static let gray = rgb(0x8A8A8A)
    /// #151515, borders, separators, muted states and the skeletons' blocks.
    public static let softGray = rgb(0x151515)

    /// `0xRRGGBB` in sRGB.
    private static func rgb(_ hex: UInt32) -> Color {
        Color(
            .sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
            opacity: 1
        )
    }
}
