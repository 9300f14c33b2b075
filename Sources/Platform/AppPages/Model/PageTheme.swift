/// An app's colours on its pages, in light and dark (the page follows `prefers-color-scheme`), taken from
/// the app's own palette and darkened or lightened where a link needs 4.5:1 on the page.
public struct PageTheme: Sendable {
    public struct Colors: Sendable {
        public let background: String
        public let surface: String
        public let text: String
        public let muted: String
        /// Links, the badge and headings' accents.
        public let accent: String
        /// Text on an accent-filled button.
        public let onAccent: String

        public init(background: String, surface: String, text: String, muted: String, accent: String, onAccent: String) {
            self.background = background
            self.surface = surface
            self.text = text
            self.muted = muted
            self.accent = accent
            self.onAccent = onAccent
        }
    }

    public let light: Colors
    public let dark: Colors

    public init(light: Colors, dark: Colors) {
        self.light = light
        self.dark = dark
    }
}
