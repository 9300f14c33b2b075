import CalyxAPI
import CalyxCore
import SwiftUI

/// A search result in the list layout: a small Polaroid thumbnail, the names and family, the heart.
struct FlowerRow: View {
    let flower: CatalogSearchModel.Flower
    let open: () -> Void
    let toggleSave: (() -> Void)?

    var body: some View {
        HStack(spacing: CalyxSpacing.small) {
            Button(action: open) {
                HStack(spacing: 12) {
                    FlowerThumbnail(flower: flower)
                        .frame(width: 64, height: 64)
                        .padding(4)
                        .background { Rectangle().fill(CalyxPalette.polaroidPaper).calyxShadow(.polaroid) }
                    VStack(alignment: .leading, spacing: 2) {
                        Text(flower.commonName)
                            .calyxFont(.h3)
                            .foregroundStyle(CalyxPalette.black)
                        Text(flower.scientificName)
                            .calyxFont(.scientificName)
                            .foregroundStyle(CalyxPalette.darkGray)
                        Text(flower.family)
                            .calyxFont(.caption)
                            .foregroundStyle(CalyxPalette.earthBrown)
                    }
                    .multilineTextAlignment(.leading)
                    Spacer(minLength: 0)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.pressScale)
            .accessibilityLabel("\(flower.commonName), \(flower.scientificName), \(flower.family)")
            if let toggleSave {
                HeartButton(isOn: flower.saved ?? false, meaning: .save, action: toggleSave)
            }
        }
        .padding(.vertical, 4)
    }
}
