import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// A collection page's header: the cover, the name and description, who made it (and whose it was
/// copied from), whether it is private, and its flowers, likes and saves.
struct CollectionHeader: View {
    let collection: Components.Schemas.Collection
    let isOwner: Bool
    @Environment(\.navigate) private var navigate

    var body: some View {
        VStack(alignment: .leading, spacing: CalyxSpacing.medium) {
            Color.clear
                .aspectRatio(2, contentMode: .fit)
                .overlay {
                    RemoteImage(
                        path: collection.cover?.url, blurHash: collection.cover?.blurhash, averageColor: collection.cover?.averageColor,
                        aspectRatio: 2, altText: "Cover of \(collection.name)"
                    )
                }
                .clipShape(RoundedRectangle(cornerRadius: CalyxSpacing.Radius.card, style: .continuous))
            VStack(alignment: .leading, spacing: CalyxSpacing.small) {
                Text(collection.name)
                    .calyxFont(.h1)
                    .foregroundStyle(CalyxPalette.black)
                    .accessibilityAddTraits(.isHeader)
                if !collection.description.isEmpty {
                    Text(collection.description)
                        .calyxFont(.body)
                        .foregroundStyle(CalyxPalette.darkGray)
                }
                if !isOwner { person(collection.owner, prefix: "By") }
                if let original = collection.copiedFrom?.owner { person(original, prefix: "Copied from") }
                stats
            }
        }
    }

    private func person(_ person: Components.Schemas.Person, prefix: String) -> some View {
        Button {
            navigate(.person(id: person.id))
        } label: {
            HStack(spacing: CalyxSpacing.small) {
                PersonPhoto(person: person, size: 28)
                Text("\(prefix) \(person.displayName)")
                    .calyxFont(.small)
                    .foregroundStyle(CalyxPalette.botanicalGreen)
            }
            .frame(minHeight: CalyxSpacing.minimumTouchTarget)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityHint("Opens their profile.")
    }

    private var stats: some View {
        HStack(spacing: CalyxSpacing.medium) {
            Label(collection.isPublic ? "Public" : "Private", systemImage: collection.isPublic ? "globe" : "lock.fill")
            Text("^[\(collection.flowerCount) flower](inflect: true)")
            if collection.likeCount > 0 {
                if collection.isPublic {
                    // §3.6: who liked a public collection.
                    Button {
                        navigate(.people(.collectionLikes(collectionID: collection.id)))
                    } label: {
                        Text("^[\(collection.likeCount) like](inflect: true)").underline()
                            .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                            .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
                    .accessibilityHint("Shows who liked it.")
                } else {
                    Text("^[\(collection.likeCount) like](inflect: true)")
                }
            }
            if collection.saveCount > 0 { Text("^[\(collection.saveCount) save](inflect: true)") }
        }
        .calyxFont(.caption)
        .foregroundStyle(CalyxPalette.darkGray)
        .accessibilityElement(children: .contain)
    }
}
