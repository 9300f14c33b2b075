import Foundation
import Media
import ServerKit

/// Builds the HTML of the public share pages from what `ShareLookup` finds; nil for what is not
/// there or not public. Links are absolute under `base` (the public URL), as previews need.
struct SharePages: Sendable {
    let lookup: ShareLookup

    /// A collection page lists at most this many flowers; the rest are a count and a link to the app.
    static let flowersShown = 60

    static func flowerPath(_ id: UUID) -> String { "/calyx/share/flowers/\(id.apiString)" }
    static func collectionPath(_ id: UUID) -> String { "/calyx/share/collections/\(id.apiString)" }
    static func personPath(_ username: String) -> String { "/calyx/share/people/\(username)" }

    /// A person page lists at most this many public collections.
    static let collectionsShown = 24

    /// Someone's public page (`/calyx/share/people/<username>`): their photo, name, about, followers and
    /// public collections; the app opens the same link to their profile.
    func person(_ username: String, base: String) async throws -> String? {
        guard let shared = try await lookup.person(named: username, collectionLimit: Self.collectionsShown),
              let handle = shared.person.username
        else { return nil }
        let person = shared.person
        let url = base + Self.personPath(handle)
        let photo = person.photo.map { Self.image($0, base: base, alt: person.displayName) }
            ?? person.providerPhotoURL.map { SharePageModels.Image(url: $0, width: 400, height: 400, alt: person.displayName) }
        let followers = shared.followerCount == 1 ? "1 follower" : "\(shared.followerCount) followers"
        let summary = Self.summary(["@\(handle) on Calyx · \(followers).", shared.about ?? ""].filter { !$0.isEmpty }.joined(separator: " "))
        return try ShareTemplates.render(SharePageModels.Person(
            meta: .init(title: "\(person.displayName) (@\(handle))", description: summary, url: url, image: photo), photo: photo,
            displayName: person.displayName, username: handle, about: shared.about?.nonEmpty, followersLabel: followers, openURL: url,
            collections: shared.collections.map { collection in
                SharePageModels.CollectionTile(
                    url: base + Self.collectionPath(collection.id),
                    coverURL: collection.cover?.content_key.map { base + "/media/" + MediaKey(content: $0, variant: .thumb).description },
                    name: collection.name, countLabel: Self.flowerCount(collection.flowerCount)
                )
            }
        ))
    }

    func flower(_ id: UUID, base: String) async throws -> String? {
        guard let detail = try await lookup.flower(id) else { return nil }
        let species = detail.species
        let name = species.commonNames.first ?? species.scientificName
        let url = base + Self.flowerPath(id)
        let image = detail.image.map { Self.image($0, base: base, alt: name) }
        let summary = Self.summary("\(species.scientificName) · \(species.family). \(species.description)")
        return try ShareTemplates.render(SharePageModels.Flower(
            meta: .init(title: name, description: summary, url: url, image: image), image: image,
            commonName: name, scientificName: species.scientificName, family: species.family, about: species.description, openURL: url
        ))
    }

    func collection(_ id: UUID, base: String) async throws -> String? {
        guard let shared = try await lookup.collection(id, viewer: nil, flowerLimit: Self.flowersShown) else { return nil }
        let collection = shared.collection
        let url = base + Self.collectionPath(id)
        let ownerName = shared.owner?.displayName.nonEmpty ?? "A Calyx gardener"
        let count = Self.flowerCount(collection.flowerCount)
        let cover = shared.cover.map { Self.image($0, base: base, alt: collection.name) }
        let summary = Self.summary([count + " collected by " + ownerName + ".", collection.description].filter { !$0.isEmpty }.joined(separator: " "))
        let hidden = collection.flowerCount - shared.flowers.count
        return try ShareTemplates.render(SharePageModels.Collection(
            meta: .init(title: collection.name, description: summary, url: url, image: cover), cover: cover,
            name: collection.name, ownerName: ownerName, ownerUsername: shared.owner?.username, countLabel: count,
            about: collection.description.nonEmpty, openURL: url,
            flowers: shared.flowers.map { flower in
                SharePageModels.Tile(
                    url: base + Self.flowerPath(flower.id),
                    thumbURL: flower.content_key.map { base + "/media/" + MediaKey(content: $0, variant: .thumb).description },
                    commonName: flower.common_name, scientificName: flower.scientific_name
                )
            },
            moreLabel: hidden > 0 ? "and \(hidden) more in Calyx" : nil
        ))
    }

    static func flowerCount(_ count: Int) -> String { count == 1 ? "1 flower" : "\(count) flowers" }

    /// The medium variant: large enough for a preview card, small enough to fetch quickly.
    private static func image(_ record: MediaRecord, base: String, alt: String) -> SharePageModels.Image {
        let size = record.variant(.medium)
        return .init(url: base + record.path(.medium), width: size?.width ?? record.width, height: size?.height ?? record.height, alt: alt)
    }

    /// Previews show about two lines: the text cut at a word near 200 characters.
    static func summary(_ text: String, limit: Int = 200) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return word.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) + "…"
    }
}

extension String {
    /// Nil for the empty string.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
