import CalyxAPI
import CalyxCore
import SwiftUI

/// A search result as a Polaroid card: its photo, names and, where saving is wired, the quick-save
/// heart; a long press offers the same actions in a menu (§7.8 "quick action menu").
struct FlowerPolaroid: View {
    let flower: CatalogSearchModel.Flower
    let open: () -> Void
    let toggleSave: (() -> Void)?

    var body: some View {
        let isSaved = flower.saved ?? false
        PolaroidFrame(id: flower.id, name: flower.commonName, scientificName: flower.scientificName, action: open) {
            FlowerThumbnail(flower: flower)
        } heart: {
            if let toggleSave {
                HeartButton(isOn: isSaved, meaning: .save, action: toggleSave)
                    // A frosted disc keeps the heart visible on any photo.
                    .background(Circle().fill(.ultraThinMaterial).frame(width: 36, height: 36))
            }
        }
        .contextMenu {
            Button(action: open) {
                Label("Open", systemImage: "arrow.up.forward.app")
            }
            if let toggleSave {
                Button(action: toggleSave) {
                    isSaved ? Label("Remove from Saved", systemImage: "heart.slash") : Label("Save", systemImage: "heart")
                }
            }
        }
    }
}
