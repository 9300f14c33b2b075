import SwiftUI

/// The compact Follow button of people lists: a filled botanical-green capsule ("Follow"), outlined
/// once following ("Following"). The capsule is drawn smaller than its 44 pt touch area.
struct FollowCapsule: View {
    let title: String
    let isFollowing: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .calyxFont(.button)
                .foregroundStyle(isFollowing ? CalyxPalette.botanicalGreen : CalyxPalette.onBotanicalGreen)
                .lineLimit(1)
                .padding(.horizontal, CalyxSpacing.medium)
                .padding(.vertical, 6)
                .background {
                    if isFollowing {
                        Capsule().strokeBorder(CalyxPalette.botanicalGreen, lineWidth: 1.5)
                    } else {
                        Capsule().fill(CalyxPalette.botanicalGreen)
                    }
                }
                .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                .contentShape(Rectangle())
        }
        .buttonStyle(.pressScale)
        .animation(.easeInOut(duration: 0.2), value: isFollowing)
    }
}
