import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// A profile's collections as a grid of cards (§3.5 Collections tab), each opening its page.
struct CollectionsGrid: View {
    let collections: [Components.Schemas.Collection]
    let emptyMessage: String
    /// Others' collections in one's library: each card credits its owner.
    var creditsOwners = false
    /// The heart on the cards the person may like; nil shows none.
    var toggleLike: ((Components.Schemas.Collection) -> Void)?
    var showsHeart: (Components.Schemas.Collection) -> Bool = { _ in false }

    var body: some View {
        if collections.isEmpty {
            ContentUnavailableView("No Collections", systemImage: "rectangle.stack", description: Text(emptyMessage))
        } else {
            LazyVGrid(columns: CalyxGrid.twoColumns, spacing: CalyxSpacing.medium) {
                ForEach(collections, id: \.id) { collection in
                    CollectionTile(
                        collection: collection, creditsOwner: creditsOwners,
                        toggleLike: toggleLike.flatMap { like in showsHeart(collection) ? { like(collection) } : nil }
                    )
                }
            }
        }
    }
}

/// Flowers as a Polaroid grid (§3.5 Catalogue and Favorites tabs), each opening its page.
struct FlowerCardGrid: View {
    let flowers: [Components.Schemas.FlowerCard]
    let emptyTitle: String
    let emptyMessage: String
    let emptySymbol: String
    @Environment(\.navigate) private var navigate

    var body: some View {
        if flowers.isEmpty {
            ContentUnavailableView(emptyTitle, systemImage: emptySymbol, description: Text(emptyMessage))
        } else {
            LazyVGrid(columns: CalyxGrid.twoColumns, spacing: CalyxSpacing.large) {
                ForEach(flowers, id: \.id) { flower in
                    FlowerPolaroid(flower: flower, open: { navigate(.flower(id: flower.id)) }, toggleSave: nil)
                }
            }
        }
    }
}
