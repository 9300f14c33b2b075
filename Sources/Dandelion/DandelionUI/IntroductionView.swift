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
                Text(DandelionCopy[.introTitle])
                    .font(.system(.largeTitle, design: .serif))
                    .accessibilityAddTraits(.isHeader)
                Text(DandelionCopy[.introNothingSaved])
                Text(DandelionCopy[.introHowTo])
                Text(DandelionCopy[.introEqualWays])
                Button {
                    dismiss()
                } label: {
                    Text(DandelionCopy[.introBegin])
                        .font(.headline)
                        .foregroundStyle(theme.onPrimaryColor)
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .background(theme.primaryColor, in: Capsule())
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
