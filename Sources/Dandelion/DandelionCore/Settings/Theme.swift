import Foundation

/// Light or dark, as the system is set (Settings › Display & Brightness, or automatic at sunset).
public enum Appearance: Sendable, Equatable, CaseIterable {
    case light, dark
}

/// A colour theme. Colours are sRGB hex so the palette is data the tests can check (contrast) and the
/// views only convert.
public enum ThemeID: String, Codable, Sendable, CaseIterable {
    case meadow, dusk, night, seaMist, sunrise

    /// The theme's name, in the app's language.
    public var name: String {
        switch self {
        case .meadow: DandelionCopy[.themeMeadow]
        case .dusk: DandelionCopy[.themeDusk]
        case .night: DandelionCopy[.themeNight]
        case .seaMist: DandelionCopy[.themeSeaMist]
        case .sunrise: DandelionCopy[.themeSunrise]
        }
    }

    /// The theme as it looks in light appearance (the swatch in Settings).
    public var theme: Theme { theme(in: .light) }

    /// The theme in `appearance`. The free theme, Meadow, follows the system into dark mode; the premium
    /// themes are their own light or dark whatever the system says.
    public func theme(in appearance: Appearance) -> Theme {
        switch self {
        case .meadow where appearance == .dark:
            Theme(id: self, isPremium: false, followsSystemAppearance: true,
                  background: 0x1E1D19, text: 0xEDE7D9, secondary: 0x9A9384, accent: 0xD6A84A, seed: 0xF1EBDD,
                  primary: 0xEAD68C, onPrimary: 0x1E1D19)
        case .meadow:
            Theme(id: self, isPremium: false, followsSystemAppearance: true,
                  background: 0xFBF7EC, text: 0x3B3833, secondary: 0x8A847A, accent: 0xC8962E, seed: 0x4A463F,
                  primary: 0xF5E4A4, onPrimary: 0x3B3833)
        case .dusk:
            Theme(id: self, isPremium: true, background: 0xF1E9F0, text: 0x3A3142, secondary: 0x857A8C, accent: 0xB0689A, seed: 0x4B4055,
                  primary: 0xE8CBDE, onPrimary: 0x3A3142)
        case .night:
            Theme(id: self, isPremium: true, background: 0x1C1D24, text: 0xE9E4D8, secondary: 0x9C978C, accent: 0xE2C36B, seed: 0xF2EDE2,
                  primary: 0xC4C9E3, onPrimary: 0x13141A)
        case .seaMist:
            Theme(id: self, isPremium: true, background: 0xEAF2F1, text: 0x2F3D3C, secondary: 0x74837F, accent: 0x3F8F86, seed: 0x3A4A48,
                  primary: 0xC3E2DC, onPrimary: 0x2F3D3C)
        case .sunrise:
            Theme(id: self, isPremium: true, background: 0xFFF1E4, text: 0x46342A, secondary: 0x93796A, accent: 0xE08A3C, seed: 0x5A4134,
                  primary: 0xF8D2AC, onPrimary: 0x46342A)
        }
    }
}

public struct Theme: Sendable, Equatable {
    public var id: ThemeID
    /// The theme's name, in the app's language.
    public var name: String { id.name }
    public var isPremium: Bool
    /// Light or dark with the system (the free theme); otherwise the page sets the app's appearance.
    public var followsSystemAppearance = false

    /// What the app asks of the system: nothing for a theme that follows it (asking would pin it), the
    /// page's own light or dark for the others, so keyboards, sheets and bars match the page.
    public var pinnedAppearance: Appearance? {
        followsSystemAppearance ? nil : (isDark ? .dark : .light)
    }
    public var background: UInt32
    public var text: UInt32
    public var secondary: UInt32
    public var accent: UInt32
    /// The colour seeds are drawn in.
    public var seed: UInt32
    /// The spec's "primary": Meadow's pale yellow, each premium theme's own soft light tone. It fills the
    /// primary buttons and glows behind the seed head (translucent, `SeedHeadSVG.glowOpacity` at its
    /// heart), so the seeds' hairs must still show where the glow is strongest.
    /// In dark pages it is a dimmed tone: a light fill there would swallow the light seeds.
    public var primary: UInt32
    /// Text and symbols drawn on a `primary` fill (a primary button's label).
    public var onPrimary: UInt32

    /// Dark when white reads better on the background than black; system chrome (keyboard, sheets) follows it.
    public var isDark: Bool { Self.contrast(background, 0xFFFFFF) > Self.contrast(background, 0x000000) }

    /// `top` laid over `bottom` at `opacity` (0…1), as the screen composites it (in sRGB): what the eye sees
    /// where a translucent colour, like the glow behind the seed head, covers the page.
    public static func blend(_ top: UInt32, over bottom: UInt32, opacity: Double) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 {
            let a = Double((top >> shift) & 0xFF), b = Double((bottom >> shift) & 0xFF)
            return UInt32((b + (a - b) * min(1, max(0, opacity))).rounded()) << shift
        }
        return channel(16) | channel(8) | channel(0)
    }

    /// WCAG 2 contrast ratio between two sRGB colours (1…21).
    public static func contrast(_ a: UInt32, _ b: UInt32) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    static func luminance(_ rgb: UInt32) -> Double {
        func channel(_ shift: UInt32) -> Double {
            let c = Double((rgb >> shift) & 0xFF) / 255
            return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }
}
