import SwiftUI
import UIKit

/// The colours of §7.2, each with a dark-mode counterpart: the app follows the system appearance.
///
/// Light values are the spec's hex values exactly. Dark values keep each colour's role, not its hue
/// at any price: cream becomes a deep green-black, the neutrals invert (headings and body text light
/// on dark), and the colours used as text or tint on the background are lightened until they keep
/// WCAG AA's 4.5:1 there. Contrast ratios on the background (cream), worked out with the WCAG formula:
///
/// | colour | light on #F5F1E8 | dark on #11170F |
/// |---|---|---|
/// | botanical green | 8.2 | 9.1 (#9CC27F) |
/// | earth brown | 7.5 | 9.4 (#D6B48E) |
/// | dark gray (body) | 7.9 | 11.4 (#C9CEC4) |
/// | black (headings) | 15.4 | 16.0 (#F3F0E8) |
/// | text on a botanical-green fill (`onBotanicalGreen`) | 9.3 (white) | 9.1 (#11170F) |
///
/// Sage green, medium gray and petal pink are below 3:1 on cream in light mode (2.3, 1.5, 1.6): the
/// spec gives them to secondary elements, dividers and the "saved" heart, so they never carry text,
/// and a state they mark is also said in words (the heart's VoiceOver label) and by shape (a filled heart).
public enum CalyxPalette {
    // MARK: Primary

    /// Primary actions, accents, the selected tab. In dark mode a light leaf green, so it stays
    /// legible as text and tint on the dark background; fills carry `onBotanicalGreen` text.
    public static let botanicalGreen = adaptive(light: 0x2D5016, dark: 0x9CC27F)
    /// Text and icons on a botanical-green fill (primary buttons, the active segmented pill).
    public static let onBotanicalGreen = adaptive(light: 0xFFFFFF, dark: 0x11170F)
    /// Secondary elements (never text).
    public static let sageGreen = adaptive(light: 0x8FA888, dark: 0x7E9877)
    /// The background; at night a deep green-black rather than pure black, so the app keeps its garden tone.
    public static let cream = adaptive(light: 0xF5F1E8, dark: 0x11170F)
    /// Grounding text and elements.
    public static let earthBrown = adaptive(light: 0x6B4423, dark: 0xD6B48E)

    // MARK: Accents

    /// Saved and favourited items.
    public static let petalPink = adaptive(light: 0xE8B4B8, dark: 0xE8A7AE)
    /// Informational backgrounds; dark mode darkens it so light text stays readable on it (8.2:1).
    public static let skyBlue = adaptive(light: 0xA8C5DA, dark: 0x2F4A5C)
    /// Highlights and warnings, as a background (8.8:1 for text at night).
    public static let softYellow = adaptive(light: 0xF4E4C1, dark: 0x4D4128)

    // MARK: Neutrals

    /// Surfaces: white by day, a raised dark green-gray at night.
    public static let white = adaptive(light: 0xFFFFFF, dark: 0x1A2117)
    /// Card backgrounds.
    public static let lightGray = adaptive(light: 0xF0F0F0, dark: 0x252C22)
    /// Borders and dividers.
    public static let mediumGray = adaptive(light: 0xC4C4C4, dark: 0x535B4F)
    /// Body text.
    public static let darkGray = adaptive(light: 0x4A4A4A, dark: 0xC9CEC4)
    /// Headings.
    public static let black = adaptive(light: 0x1A1A1A, dark: 0xF3F0E8)

    // MARK: Polaroid

    /// A Polaroid is a print: it stays paper-light at night, dimmed a little so it does not glare.
    public static let polaroidPaper = adaptive(light: 0xFFFFFF, dark: 0xEEEAE0)
    /// The handwritten name on the print, in both appearances (14.5:1 on the night paper).
    public static let polaroidInk = fixed(0x1A1A1A)
    /// The scientific name on the print (7.4:1 on the night paper; the spec's "gray").
    public static let polaroidInkSecondary = fixed(0x4A4A4A)

    // MARK: -

    /// A colour UIKit resolves per trait collection, so it flips with the appearance and in previews.
    /// The provider captures only the two hex values (Sendable) and builds each UIColor when asked.
    private static func adaptive(light: UInt32, dark: UInt32) -> Color {
        Color(uiColor: UIColor { traits in uiColor(traits.userInterfaceStyle == .dark ? dark : light) })
    }

    private static func fixed(_ hex: UInt32) -> Color {
        Color(uiColor: uiColor(hex))
    }

    /// `0xRRGGBB` in sRGB.
    private static func uiColor(_ hex: UInt32) -> UIColor {
        UIColor(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: 1
        )
    }
}
