import DandelionCore
import SwiftUI

/// The quiet line after the words have gone, with a way to reach someone and a way back to the page.
/// It stays until dismissed: nothing here is timed, so nobody has to hurry to read it or to tap the link.
struct ReleaseMessageView: View {
    let message: String
    let theme: Theme
    let onDone: () -> Void
    let onNeedToTalk: () -> Void

    var body: some View {
        VStack(spacing: 28) {
            Text(message)
                .font(.system(.title2, design: .serif))
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)

            Button(action: onNeedToTalk) {
                Text(DandelionCopy[.crisisHeader])
                    .font(.callout)
                    .underline()
                    .frame(minHeight: 44)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityHint(DandelionCopy[.crisisHint])

            Button(action: onDone) {
                Text(DandelionCopy[.commonDone])
                    .font(.headline)
                    .foregroundStyle(theme.onPrimaryColor)
                    .frame(minWidth: 160, minHeight: 44)
                    .background(theme.primaryColor, in: Capsule())
            }
            .buttonStyle(.plain)
        }
        .foregroundStyle(theme.textColor)
        .padding(32)
        .frame(maxWidth: PageMetrics.maxWidth)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(theme.backgroundColor.opacity(0.94))
    }
}
