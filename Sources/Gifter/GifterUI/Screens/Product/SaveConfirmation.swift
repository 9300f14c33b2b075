import Accessibility
import SwiftUI

/// The line after a save or a removal (§13: "Saved. I’ll remember this when it’s gifting time."),
/// shown for a few seconds under the button and announced to VoiceOver.
struct SaveConfirmation: View {
    let text: String?
    @State private var isShown = false

    var body: some View {
        ZStack(alignment: .leading) {
            if let text, isShown {
                Text(text)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.white)
                    .transition(.opacity)
            }
        }
        .animation(GifterMotion.crossfade, value: isShown)
        .task(id: text) {
            guard let text else { return }
            isShown = true
            AccessibilityNotification.Announcement(text).post()
            try? await Task.sleep(for: .seconds(4))
            isShown = false
        }
    }
}
