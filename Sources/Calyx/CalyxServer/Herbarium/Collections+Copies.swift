import Foundation
import ServerKit
import SQLKit

/// Copying a collection, and the owner's order of their collections.
extension Collections {
    /// A new collection of `user`'s with the flowers of `source` in its order, crediting it. Any
    /// collection `user` may see can be copied, their own included.
    func copy(_ source: UUID, by user: UUID, name: String?, isPublic: Bool?) async throws -> Collection {
        guard let original = try await find(source, viewer: user) else { throw Problem.notFound("No such collection.") }
        let name = try name.map(Self.validName) ?? original.name
        let isPublic = try await privacy(isPublic, of: user)
        let id = UUID()
        let now = wallClock.now()
        try await database.transaction { db in
            let flowers = try await db.raw("""
                SELECT flower_id FROM collection_flowers WHERE collection_id = \(bind: source) ORDER BY position, flower_id
                """).all(decoding: Member.self).map(\.flower_id)
            try await insert(id, owner: user, name: name, description: original.description, isPublic: isPublic, cover: nil, copiedFrom: original, now: now, db)
            if !flowers.isEmpty { try await add(flowers, to: id, owner: user, now: now, db) }
            try await notifications.record(.collectionCopy, to: original.ownerID, by: user, about: .collection(source), in: db)
        }
        return try await require(id, owner: user)
    }

    /// Puts `owner`'s collections in exactly the order of `ids`, which must list each of them once.
    func reorderAll(owner: UUID, to ids: [UUID]) async throws {
        guard (1...Self.orderMax).contains(ids.count) else {
            throw Problem.validation(field: "collectionIds", "must list 1–\(Self.orderMax) collections")
        }
        try await database.transaction { db in
            let present = Set(try await db.raw("SELECT id FROM collections WHERE user_id = \(bind: owner)").all(decoding: ID.self).map(\.id))
            guard ids.count == present.count, Set(ids) == present else {
                throw Problem.validation(field: "collectionIds", "must list each of your \(present.count) collections exactly once")
            }
            for (position, id) in ids.enumerated() {
                try await db.raw("UPDATE collections SET position = \(bind: position) WHERE id = \(bind: id)").run()
            }
        }
    }

    /// What `PUT /user/collections/order` takes at most (`CollectionOrder` in `openapi.yaml`).
    static let orderMax = 1_000

    private struct Member: Decodable { let flower_id: UUID }
    private struct ID: Decodable { let id: UUID }
}
