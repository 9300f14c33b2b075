import DandelionCore
import SwiftUI

// Core keeps each palette as sRGB hex so tests can check its contrast; the views only convert.
extension Color {
    /// An opaque sRGB colour from 0xRRGGBB.
    init(hex: UInt32) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: 1
        )
    }
}

extension Theme {
    var backgroundColor: Color { Color(hex: background) }
    /// Checked at 7:1 on the background: the only colour used for small text on the page.
    var textColor: Color { Color(hex: text) }
    /// Checked at 3:1 only, so it is kept for large text (the placeholder) and decoration.
    var secondaryColor: Color { Color(hex: secondary) }
    /// Not contrast-checked: decoration only (the breath indicator, selection rings).
    var accentColor: Color { Color(hex: accent) }
    /// Checked at 4.5:1 on the background (seeds carry the words) and 3:1 on `primaryColor` (the seed head).
    var seedColor: Color { Color(hex: seed) }
    /// Checked at 4.5:1 under `onPrimaryColor` and 3:1 under the seeds: primary buttons' fill, the seed head's glow.
    var primaryColor: Color { Color(hex: primary) }
    /// Checked at 4.5:1 on `primaryColor`: labels and symbols on a primary fill.
    var onPrimaryColor: Color { Color(hex: onPrimary) }

    /// `pinnedAppearance` for SwiftUI's `preferredColorScheme`: system chrome (keyboard, sheets, bars)
    /// follows the page.
    var preferredColorScheme: ColorScheme? { pinnedAppearance.map(ColorScheme.init) }
}

extension ColorScheme {
    init(_ appearance: Appearance) { self = appearance == .dark ? .dark : .light }

    var appearance: Appearance { self == .dark ? .dark : .light }
}
