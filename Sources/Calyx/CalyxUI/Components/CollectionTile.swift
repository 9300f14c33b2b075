import CalyxAPI
import CalyxCore
import SwiftUI

/// A collection card that opens the collection's page, with the heart over its corner where the
/// person may like it (someone else's collection, signed in): tapping the heart likes at once, the
/// model puts it back if the server refuses. The heart is beside the card's button, not inside it,
/// so each is its own touch target and VoiceOver element.
struct CollectionTile: View {
    let collection: Components.Schemas.Collection
    var creditsOwner = false
    /// Nil: no heart (one's own collection, or signed out).
    var toggleLike: (() -> Void)?
    @Environment(\.navigate) private var navigate

    var body: some View {
        Button {
            navigate(.collection(id: collection.id))
        } label: {
            CollectionCard(collection: collection, creditsOwner: creditsOwner, showsLikeCount: toggleLike == nil)
        }
        .buttonStyle(PressScaleButtonStyle(scale: 0.98))
        .overlay(alignment: .bottomTrailing) {
            if let toggleLike {
                HeartButton(isOn: collection.liked == true, count: collection.likeCount, action: toggleLike)
                    .padding(.trailing, 4)
                    .accessibilityHint("Likes \(collection.name).")
            }
        }
    }
}
