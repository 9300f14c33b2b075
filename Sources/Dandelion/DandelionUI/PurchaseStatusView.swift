import Accessibility
import DandelionCore
import SwiftUI

/// Every purchase state in words (`PurchaseState.message`, from Core).
struct PurchaseStatusView: View {
    let state: PremiumModel.PurchaseState

    var body: some View {
        if let words = state.message {
            HStack(spacing: 10) {
                if case .purchasing = state { ProgressView() }
                Text(words)
                    .font(.subheadline)
            }
            .accessibilityElement(children: .combine)
        }
    }

    /// VoiceOver hears the outcome even when focus is elsewhere.
    static func announce(_ state: PremiumModel.PurchaseState) {
        guard let words = state.message else { return }
        AccessibilityNotification.Announcement(words).post()
    }
}
