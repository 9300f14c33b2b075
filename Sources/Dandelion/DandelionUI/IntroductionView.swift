import DandelionCore
import SwiftUI

/// The one-time explanation: nothing is kept, and the three equal ways to let go.
struct IntroductionView: View {
    let theme: Theme
    @Environment(\.dismiss) private var dismiss

    init(theme: Theme) {
        self.theme = theme
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Write it down. Let it go.")
                    .font(.system(.largeTitle, design: .serif))
                    .accessibilityAddTraits(.isHeader)
                Text("Write whatever is weighing on you. Nothing you write is ever saved — not on this phone, not anywhere.")
                Text("When you're ready, blow gently across the bottom of your phone, swipe up, or tap Let go. Your words will come apart like a dandelion and drift away.")
                Text("Blowing is only one way. Swiping and the Let go button work just as well, every time.")
                Button {
                    dismiss()
                } label: {
                    Text("Begin")
                        .font(.headline)
                        .foregroundStyle(theme.backgroundColor)
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .background(theme.textColor, in: Capsule())
                }
                .buttonStyle(.plain)
                .padding(.top, 12)
            }
            .font(.system(.body, design: .serif))
            .foregroundStyle(theme.textColor)
            .padding(28)
            .frame(maxWidth: PageMetrics.maxWidth)
            .frame(maxWidth: .infinity)
        }
        .background(theme.backgroundColor.ignoresSafeArea())
    }
}
