import CalyxAPI
import CalyxCore
import SwiftUI

/// A saved flower in the list layout (§3.4: thumbnail and name): a small Polaroid, the names, the
/// person's tags, and the same corner mark as the grid's.
struct SavedFlowerRow: View {
    let item: SavedItem
    let isSelecting: Bool
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 12) {
                FlowerThumbnail(flower: item.card)
                    .frame(width: 64, height: 64)
                    .padding(4)
                    .background { Rectangle().fill(CalyxPalette.polaroidPaper).calyxShadow(.polaroid) }
                VStack(alignment: .leading, spacing: 2) {
                    Text(item.commonName)
                        .calyxFont(.h3)
                        .foregroundStyle(CalyxPalette.black)
                    Text(item.scientificName)
                        .calyxFont(.scientificName)
                        .foregroundStyle(CalyxPalette.darkGray)
                    if !item.tags.isEmpty {
                        Text(item.tags.map { "#\($0)" }.joined(separator: " "))
                            .calyxFont(.caption)
                            .foregroundStyle(CalyxPalette.earthBrown)
                            .lineLimit(1)
                    }
                }
                .multilineTextAlignment(.leading)
                Spacer(minLength: 0)
                SavedFlowerBadge(item: item, isSelecting: isSelecting, isSelected: isSelected)
            }
            .padding(.vertical, 4)
            .contentShape(Rectangle())
        }
        .buttonStyle(.pressScale)
        .accessibilityLabel("\(item.commonName), \(item.scientificName)")
        .accessibilityValue(SavedFlowerBadge.accessibilityValue(item))
        .accessibilityAddTraits(isSelected ? .isSelected : [])
        .accessibilityHint(isSelecting ? "Double-tap to select or deselect." : "")
    }
}
