import GifterCore
import SwiftUI

/// "Nudge me": a few free words ("Loves the sea, hates clutter…") that the next ideas lean towards.
/// Sent with the button or the keyboard's return.
struct NudgeField: View {
    let model: RecommendationsModel
    @State private var words = ""

    var body: some View {
        HStack(spacing: GifterSpacing.small) {
            TextField(GifterCopy[.recommendationsNudgePlaceholder], text: $words)
                .submitLabel(.send)
                .onSubmit { send() }
                .accessibilityLabel(GifterCopy[.recommendationsNudge])
                .gifterField()
            Button(GifterCopy[.recommendationsNudge]) { send() }
                .buttonStyle(.gifterText)
                .disabled(words.isEmpty || model.isThinking)
        }
        .onAppear {
            if words.isEmpty { words = model.nudge }
        }
    }

    private func send() {
        Task { await model.nudge(words) }
    }
}
