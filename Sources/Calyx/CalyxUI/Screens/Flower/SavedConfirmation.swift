import SwiftUI

/// "Saved" after saving a flower (§5.2), with the offer to put it in a collection. VoiceOver hears
/// "Saved"; it goes away by itself after a few seconds.
struct SavedConfirmation: View {
    let dismiss: () -> Void
    let addToCollection: () -> Void

    private static let shownFor = Duration.seconds(5)

    var body: some View {
        HStack(spacing: 12) {
            Label("Saved", systemImage: "checkmark.circle.fill")
                .calyxFont(.button)
                .foregroundStyle(CalyxPalette.botanicalGreen)
            Spacer(minLength: 0)
            Button("Add to a Collection", action: addToCollection)
                .calyxFont(.small)
                .foregroundStyle(CalyxPalette.botanicalGreen)
                .frame(minHeight: CalyxSpacing.minimumTouchTarget)
        }
        .padding(.horizontal, CalyxSpacing.medium)
        .calyxGlass(in: Capsule(), fallback: .regularMaterial, shadow: .floatingButton)
        .onAppear { AccessibilityNotification.Announcement("Saved").post() }
        .task {
            // Cancelled when the confirmation goes first (a collection chosen): then it must not dismiss.
            guard (try? await Task.sleep(for: Self.shownFor)) != nil else { return }
            dismiss()
        }
    }
}
