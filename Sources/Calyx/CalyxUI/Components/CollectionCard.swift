import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// A collection as the Saved and Profile tabs show it (§3.5, §7.6): its cover (the first flower's
/// photo unless one was chosen) with the privacy mark over it, then the name, the flower count and,
/// once anyone liked it, the likes. A standard card: white, 12 pt corners, a soft shadow.
///
/// The caller wraps it in the button or link that opens the collection; VoiceOver reads the card as
/// one sentence through `accessibilityLabel`.
struct CollectionCard: View {
    let collection: Components.Schemas.Collection
    /// For someone else's collection saved to one's library: its owner, credited under the name (§3.6).
    var creditsOwner = false
    /// Off where a tappable heart sits over the card's corner instead (`CollectionTile`).
    var showsLikeCount = true
    private let shape = RoundedRectangle(cornerRadius: CalyxSpacing.Radius.card, style: .continuous)

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            cover
            HStack(alignment: .firstTextBaseline, spacing: CalyxSpacing.small) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(collection.name)
                        .calyxFont(.h3)
                        .foregroundStyle(CalyxPalette.black)
                        .lineLimit(2)
                    Text("^[\(collection.flowerCount) flower](inflect: true)")
                        .calyxFont(.caption)
                        .foregroundStyle(CalyxPalette.darkGray)
                    if creditsOwner {
                        Text("by \(collection.owner.displayName)")
                            .calyxFont(.caption)
                            .foregroundStyle(CalyxPalette.darkGray)
                            .lineLimit(1)
                    }
                }
                Spacer(minLength: 0)
                if showsLikeCount, collection.likeCount > 0 {
                    Label {
                        Text(collection.likeCount, format: .number)
                    } icon: {
                        Image(systemName: "heart.fill").foregroundStyle(CalyxPalette.petalPink)
                    }
                    .calyxFont(.caption)
                    .foregroundStyle(CalyxPalette.darkGray)
                }
            }
            .padding(12)
        }
        .clipShape(shape)
        // The shadow falls from a plain shape behind the card, not from the photo in it.
        .background { shape.fill(CalyxPalette.white).calyxShadow(.card) }
        .multilineTextAlignment(.leading)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(accessibilityText)
    }

    private var cover: some View {
        Color.clear
            .aspectRatio(1.6, contentMode: .fit)
            .overlay {
                RemoteImage(
                    path: collection.cover?.url, blurHash: collection.cover?.blurhash, averageColor: collection.cover?.averageColor,
                    aspectRatio: 1.6, altText: "Cover of \(collection.name)"
                )
            }
            .overlay {
                if collection.cover == nil {
                    Image(systemName: "leaf")
                        .font(.largeTitle)
                        .foregroundStyle(CalyxPalette.sageGreen)
                }
            }
            .overlay(alignment: .topTrailing) {
                Image(systemName: collection.isPublic ? "globe" : "lock.fill")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(CalyxPalette.botanicalGreen)
                    .padding(8)
                    .calyxGlass(in: Circle(), fallback: .ultraThinMaterial)
                    .padding(8)
            }
            .clipped()
    }

    /// "Spring Walk, 12 flowers, private, 3 likes".
    private var accessibilityText: Text {
        let flowers = Text("^[\(collection.flowerCount) flower](inflect: true)")
        let privacy = collection.isPublic ? "public" : "private"
        let name = creditsOwner ? "\(collection.name) by \(collection.owner.displayName)" : collection.name
        guard collection.likeCount > 0 else { return Text("\(name), \(flowers), \(privacy)") }
        let likes = Text("^[\(collection.likeCount) like](inflect: true)")
        return Text("\(name), \(flowers), \(privacy), \(likes)")
    }
}
