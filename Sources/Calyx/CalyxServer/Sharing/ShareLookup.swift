import Foundation
import Media
import ServerKit
import SQLKit

/// Reads what share pages and the collection PDF show, with the API's privacy rules: a collection only
/// when `viewer` may see it (anonymous visitors: public ones), a flower when it is in the catalog.
struct ShareLookup: Sendable {
    struct SharedCollection: Sendable {
        let collection: Collections.Collection
        /// Nil only if the account went while the page was being read.
        let owner: People.Person?
        /// The collection's flowers in the owner's order, at most the number asked for.
        let flowers: [FlowerCardRow]
        /// The cover flower's picture, for the page's hero and its preview image.
        let cover: MediaRecord?
    }

    let catalog: CalyxCatalog
    let people: People
    let library: MediaLibrary

    func collection(_ id: UUID, viewer: UUID?, flowerLimit: Int) async throws -> SharedCollection? {
        guard let collection = try await catalog.collections.find(id, viewer: viewer) else { return nil }
        var flowers: [FlowerCardRow] = []
        var cursor: String?
        while flowers.count < flowerLimit {
            let limit = min(PageRequest.limitRange.upperBound, flowerLimit - flowers.count)
            let page = try await catalog.collections.flowers(of: id, page: PageRequest(limit: limit, cursor: cursor))
            flowers += page.items
            guard let next = page.nextCursor else { break }
            cursor = next
        }
        return SharedCollection(
            collection: collection, owner: try await people.find(collection.ownerID), flowers: flowers,
            cover: try await collection.coverFlowerID.asyncFlatMap { try await picture(of: $0) }
        )
    }

    struct SharedPerson: Sendable {
        let person: People.Person
        let about: String?
        let followerCount: Int
        /// Their public collections, in their order, at most the number asked for.
        let collections: [Collections.Collection]
    }

    /// Someone by username (any case), as anyone may see them: never the catalog's own account or a
    /// departed member's placeholder, only their public collections.
    func person(named username: String, collectionLimit: Int) async throws -> SharedPerson? {
        guard let row = try await catalog.database.sql.raw("""
            SELECT u.id, u.about, COALESCE(p.follower_count, 0) AS follower_count FROM users u LEFT JOIN profiles p ON p.user_id = u.id
            WHERE u.username_key = \(bind: username.lowercased())
            """).first(decoding: PersonRow.self),
            row.id != CatalogIllustrator.catalogAccount, row.id != FormerMember.id,
            let person = try await people.find(row.id)
        else { return nil }
        let collections = try await catalog.collections.list(owner: row.id, viewer: nil, page: PageRequest(limit: collectionLimit, cursor: nil))
        return SharedPerson(person: person, about: row.about, followerCount: row.follower_count, collections: collections.items)
    }

    private struct PersonRow: Decodable {
        let id: UUID
        let about: String?
        let follower_count: Int
    }

    /// A catalog flower (every flower is public); nil when there is none with this id.
    func flower(_ id: UUID) async throws -> FlowerDetails.Detail? {
        try await catalog.details.detail(id, viewer: nil)
    }

    /// The owner's notes on the collection's flowers, by flower, leaving out empty ones.
    func notes(of owner: UUID, on flowers: [FlowerCardRow]) async throws -> [UUID: String] {
        try await catalog.saved.find(user: owner, flowers: flowers.map(\.id)).compactMapValues { $0.notes.isEmpty ? nil : $0.notes }
    }

    private func picture(of flower: UUID) async throws -> MediaRecord? {
        let row = try await catalog.database.sql.raw("SELECT image_id FROM flowers WHERE id = \(bind: flower)").first(decoding: Picture.self)
        return try await row?.image_id.asyncFlatMap { try await library.find($0) }
    }

    private struct Picture: Decodable { let image_id: UUID? }
}
