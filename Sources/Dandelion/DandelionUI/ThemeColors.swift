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
    /// Checked at 7:1 on the background: the only colour used for small text and filled buttons.
    var textColor: Color { Color(hex: text) }
    /// Checked at 3:1 only, so it is kept for large text (the placeholder) and decoration.
    var secondaryColor: Color { Color(hex: secondary) }
    /// Not contrast-checked: decoration only (the breath indicator, selection rings).
    var accentColor: Color { Color(hex: accent) }
    var seedColor: Color { Color(hex: seed) }

    /// System chrome (keyboard, sheets, bars) follows the page.
    var colorScheme: ColorScheme { isDark ? .dark : .light }

    /// What the app asks of the system: nothing for the free theme, which follows the system's light or
    /// dark (asking would pin it), the page's own appearance for the others.
    var preferredColorScheme: ColorScheme? { followsSystemAppearance ? nil : colorScheme }
}

extension ColorScheme {
    var appearance: Appearance { self == .dark ? .dark : .light }
}
