import DandelionCore
import Testing

/// The spec's five colours (cream page, pale-yellow primary, gentle gold accent, warm dark-gray text,
/// light-gray hints) and the contrast the primary fill owes what is drawn on it.
@Suite struct ThemePaletteTests {
    /// Every page a person can see: Meadow light and dark, and each premium theme (the same in either appearance).
    static let everyTheme = ThemeID.allCases.flatMap { id in Appearance.allCases.map { id.theme(in: $0) } }
        .reduce(into: [Theme]()) { pages, theme in if !pages.contains(theme) { pages.append(theme) } }

    /// Hue (degrees), saturation and lightness of an sRGB colour, to check a colour against the spec's words.
    struct HSL {
        var hue, saturation, lightness: Double

        init(_ rgb: UInt32) {
            let r = Double((rgb >> 16) & 0xFF) / 255, g = Double((rgb >> 8) & 0xFF) / 255, b = Double(rgb & 0xFF) / 255
            let high = max(r, g, b), low = min(r, g, b), span = high - low
            lightness = (high + low) / 2
            saturation = span == 0 ? 0 : span / (1 - abs(2 * lightness - 1))
            let sector: Double = span == 0 ? 0 : high == r ? (g - b) / span : high == g ? (b - r) / span + 2 : (r - g) / span + 4
            hue = (sector * 60 + 360).truncatingRemainder(dividingBy: 360)
        }

        /// The shorter way round the colour wheel to `other`, in degrees.
        func hueDistance(to other: HSL) -> Double {
            let d = abs(hue - other.hue)
            return min(d, 360 - d)
        }
    }

    @Test(arguments: everyTheme)
    func primaryButtonLabelsAreReadable(_ theme: Theme) {
        // WCAG AA for text: the label of every primary button sits on this fill.
        #expect(Theme.contrast(theme.onPrimary, theme.primary) >= 4.5, "\(theme.name) dark=\(theme.isDark)")
    }

    @Test(arguments: everyTheme)
    func seedHeadHairsShowOnItsGlow(_ theme: Theme) {
        // WCAG 1.4.11: the seed head is a control (tap to let go), so its hairs keep 3:1 on the glow behind
        // them, where it is strongest (the primary laid over the page at the glow's opacity), and on the page.
        let glow = Theme.blend(theme.primary, over: theme.background, opacity: Double(SeedHeadSVG.glowOpacity))
        #expect(Theme.contrast(theme.seed, glow) >= 3, "\(theme.name) dark=\(theme.isDark)")
        #expect(Theme.contrast(theme.seed, theme.background) >= 3)
    }

    @Test(arguments: everyTheme)
    func primaryIsTheThemesOwnSoftLight(_ theme: Theme) {
        let primary = HSL(theme.primary), page = HSL(theme.background)
        #expect(primary.hueDistance(to: page) <= 20, "\(theme.name): a tone of the page's own hue")
        if theme.isDark {
            // On a dark page the same pale light, bright against it.
            #expect(primary.lightness >= 0.7, "\(theme.name) is a pale tone")
            #expect(Theme.contrast(theme.primary, theme.background) >= 3, "\(theme.name) reads as light on its page")
        } else {
            #expect(primary.lightness >= 0.75, "\(theme.name) is a pale tone")
            #expect(Theme.contrast(theme.primary, theme.background) < 1.5, "\(theme.name) is soft beside its page")
        }
    }

    @Test func meadowWearsTheSpecsFiveColours() {
        let meadow = ThemeID.meadow.theme(in: .light)
        let background = HSL(meadow.background), primary = HSL(meadow.primary), accent = HSL(meadow.accent)
        let text = HSL(meadow.text), hints = HSL(meadow.secondary)

        #expect(background.lightness >= 0.9 && (30...60).contains(background.hue), "soft white / cream")
        #expect(meadow.background != 0xFFFFFF)
        #expect((42...60).contains(primary.hue) && primary.saturation >= 0.5 && primary.lightness >= 0.75, "pale yellow")
        #expect((35...50).contains(accent.hue) && accent.saturation >= 0.4, "gold")
        #expect(accent.lightness < primary.lightness && accent.hue < primary.hue, "the accent is a deeper, warmer gold than the primary")
        #expect(text.lightness <= 0.3 && text.saturation <= 0.15 && (20...60).contains(text.hue), "warm dark gray")
        #expect(hints.saturation <= 0.15 && hints.lightness > text.lightness, "gray hints, lighter than the text")
        #expect(meadow.onPrimary == meadow.text, "the primary's label is the page's warm dark gray")
    }

    @Test func blendingIsWhatTheScreenShows() {
        #expect(Theme.blend(0xFFFFFF, over: 0x000000, opacity: 0) == 0x000000)
        #expect(Theme.blend(0xFFFFFF, over: 0x000000, opacity: 1) == 0xFFFFFF)
        #expect(Theme.blend(0xFF8000, over: 0x0080FF, opacity: 0.5) == 0x8080_80)
    }

    @Test func meadowKeepsItsYellowInTheDark() {
        let meadow = ThemeID.meadow.theme(in: .dark)
        let primary = HSL(meadow.primary)
        #expect((42...60).contains(primary.hue) && primary.saturation >= 0.5 && primary.lightness >= 0.7,
                "still a pale yellow, not a gray, an orange or a dim gold")
        #expect(primary.lightness > HSL(meadow.accent).lightness, "paler than the gold accent, as in the light")
    }
}
