import DandelionCore
import SwiftUI

/// The gentle question above the page: tap it for another, or put it away.
struct PromptCard: View {
    let prompt: Prompt
    let theme: Theme
    let onNext: () -> Void
    let onDismiss: () -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Button(action: onNext) {
                Text(prompt.text)
                    .font(.system(.body, design: .serif).italic())
                    .foregroundStyle(theme.textColor)
                    .multilineTextAlignment(.leading)
                    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(prompt.accessibilityLabel)
            .accessibilityHint(DandelionCopy[.promptCardHint])

            Button(action: onDismiss) {
                Image(systemName: "xmark")
                    .font(.body)
                    .foregroundStyle(theme.textColor)
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(DandelionCopy[.promptCardHide])
        }
        .padding(.horizontal, 12)
        .background(theme.textColor.opacity(0.05), in: RoundedRectangle(cornerRadius: 14))
    }
}
