import ClientKit
import CalyxCore
import SwiftUI

/// A refresh or later page that failed while content is shown: the failure's words in a soft-yellow
/// strip (§7.2's warning colour) above the content, with Try Again. The content stays; this is the
/// banner, not the blank screen `ErrorRetryView` is for.
struct FailureBanner: View {
    let failure: LoadFailure
    let retry: @MainActor () async -> Void
    @State private var isRetrying = false

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: failure.kind == .offline ? "wifi.slash" : "exclamationmark.triangle")
                .foregroundStyle(CalyxPalette.earthBrown)
                .accessibilityHidden(true)
            Text(failure.message)
                .calyxFont(.small)
                .foregroundStyle(CalyxPalette.black)
                .frame(maxWidth: .infinity, alignment: .leading)
            Button("Try Again") {
                isRetrying = true
                Task {
                    await retry()
                    isRetrying = false
                }
            }
            .calyxFont(.small)
            .foregroundStyle(CalyxPalette.botanicalGreen)
            .frame(minHeight: CalyxSpacing.minimumTouchTarget)
            .disabled(isRetrying)
        }
        .padding(.horizontal, CalyxSpacing.medium)
        .background(CalyxPalette.softYellow, in: RoundedRectangle(cornerRadius: CalyxSpacing.Radius.card, style: .continuous))
        .accessibilityElement(children: .contain)
    }
}
