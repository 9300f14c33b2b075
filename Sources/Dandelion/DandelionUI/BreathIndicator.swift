import DandelionCore
import SwiftUI

/// A small dot that swells with the breath, so someone blowing sees the page hear them before the words go.
/// It reads the model itself, so the ~30 strength updates a second redraw only this dot, not the page.
struct BreathIndicator: View {
    let writing: WritingModel
    let theme: Theme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @ScaledMetric(relativeTo: .callout) private var diameter: CGFloat = 12

    init(writing: WritingModel, theme: Theme) {
        self.writing = writing
        self.theme = theme
    }

    var body: some View {
        let isListening = writing.shouldListen
        let level = Double(isListening ? writing.blowStrength : 0)
        Circle()
            .fill(theme.accentColor.opacity(isListening ? 0.3 + 0.7 * level : 0))
            // Reduce Motion: the dot brightens instead of growing.
            .scaleEffect(reduceMotion ? 1 : 1 + 0.9 * level)
            .frame(width: diameter, height: diameter)
            .animation(.easeOut(duration: 0.12), value: level)
            .accessibilityHidden(true)
    }
}
