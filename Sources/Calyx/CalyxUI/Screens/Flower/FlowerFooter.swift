import CalyxCore
import SwiftUI

/// The flower page's sticky glass footer (§3.2, §7.6): "Save to Collection" as the primary button,
/// the heart with the like count, and share. Saving a flower not yet saved saves it at once (the page
/// then offers a collection); on a saved flower the button opens the collections.
struct FlowerFooter: View {
    let model: FlowerDetailModel
    let chooseCollection: () -> Void

    var body: some View {
        HStack(spacing: CalyxSpacing.small) {
            Button {
                if model.isSaved {
                    chooseCollection()
                } else {
                    Task { await model.toggleSave() }
                }
            } label: {
                Label("Save to Collection", systemImage: model.isSaved ? "bookmark.fill" : "bookmark")
            }
            .buttonStyle(.calyxPrimary)
            .accessibilityValue(model.isSaved ? "Saved" : "")
            .accessibilityHint(model.isSaved ? "Choose a collection, or remove it from Saved." : "Saves this flower.")
            HeartButton(isOn: model.liked, count: model.likeCount) {
                Task { await model.toggleLike() }
            }
            ShareLink(item: model.shareURL) {
                Image(systemName: "square.and.arrow.up")
                    .font(.title3.weight(.semibold))
                    .foregroundStyle(CalyxPalette.botanicalGreen)
                    .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("Share")
        }
        .padding(12)
        .calyxGlass(
            in: RoundedRectangle(cornerRadius: CalyxSpacing.Radius.tabBar, style: .continuous), fallback: .regularMaterial, shadow: .tabBar
        )
    }
}
