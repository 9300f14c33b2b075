import CalyxAPI
import CalyxCore
import SwiftUI

/// A saved flower as a Polaroid: its photo and names; in the corner a lock when it is private, a
/// cloud while the save waits to reach the server, and in select mode a check circle.
struct SavedFlowerCard: View {
    let item: SavedItem
    let isSelecting: Bool
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        PolaroidFrame(id: item.flowerID, name: item.commonName, scientificName: item.scientificName, action: action) {
            FlowerThumbnail(flower: item.card)
        } heart: {
            SavedFlowerBadge(item: item, isSelecting: isSelecting, isSelected: isSelected)
        }
        .overlay {
            if isSelected {
                Rectangle()
                    .strokeBorder(CalyxPalette.botanicalGreen, lineWidth: 3)
                    .rotationEffect(.degrees(PolaroidTilt.degrees(for: item.flowerID)))
                    .allowsHitTesting(false)
            }
        }
        .accessibilityAddTraits(isSelected ? .isSelected : [])
        .accessibilityValue(SavedFlowerBadge.accessibilityValue(item))
        .accessibilityHint(isSelecting ? "Double-tap to select or deselect." : "")
    }
}

/// The corner mark of a saved flower's Polaroid or row.
struct SavedFlowerBadge: View {
    let item: SavedItem
    let isSelecting: Bool
    let isSelected: Bool

    var body: some View {
        Group {
            if isSelecting {
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(isSelected ? CalyxPalette.botanicalGreen : CalyxPalette.darkGray)
            } else if item.isPending {
                Image(systemName: "icloud.and.arrow.up")
                    .foregroundStyle(CalyxPalette.darkGray)
            } else if !item.isPublic {
                Image(systemName: "lock.fill")
                    .foregroundStyle(CalyxPalette.darkGray)
            }
        }
        .font(.body.weight(.semibold))
        .padding(6)
        .background {
            if isSelecting || item.isPending || !item.isPublic {
                Circle().fill(.ultraThinMaterial)
            }
        }
        .accessibilityHidden(true)
    }

    /// "Private", "Waiting to sync", both, or nothing: the badge's meaning for VoiceOver.
    static func accessibilityValue(_ item: SavedItem) -> String {
        [item.isPublic ? nil : "Private", item.isPending ? "Waiting to sync" : nil].compactMap { $0 }.joined(separator: ", ")
    }
}
