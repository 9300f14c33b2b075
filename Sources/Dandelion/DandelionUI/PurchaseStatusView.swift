import Accessibility
import DandelionCore
import SwiftUI

/// Every purchase state in words (Core's failure messages are already written for people).
struct PurchaseStatusView: View {
    let state: PremiumModel.PurchaseState

    var body: some View {
        if let words = Self.words(for: state) {
            HStack(spacing: 10) {
                if case .purchasing = state { ProgressView() }
                Text(words)
                    .font(.subheadline)
            }
            .accessibilityElement(children: .combine)
        }
    }

    static func words(for state: PremiumModel.PurchaseState) -> String? {
        switch state {
        case .idle: nil
        case .purchasing: "Waiting for the App Store…"
        case .pending: "Waiting for approval. It will unlock as soon as the purchase is approved."
        case .purchased: "Thank you — it's unlocked."
        case .restored: "Your purchases are restored."
        case .failed(let message): message
        }
    }

    /// VoiceOver hears the outcome even when focus is elsewhere.
    static func announce(_ state: PremiumModel.PurchaseState) {
        guard let words = words(for: state) else { return }
        AccessibilityNotification.Announcement(words).post()
    }
}
