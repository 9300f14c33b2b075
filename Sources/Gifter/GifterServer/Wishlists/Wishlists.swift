import Foundation
import ServerKit
import SQLKit

/// Your own wishlists: General, Home and Wardrobe (made on first use, never renamed or deleted) and
/// lists you name. A product is on at most one of your lists.
struct Wishlists: Sendable {
    let database: Database
    let wallClock: any WallClock

    static let builtIn = ["General", "Home", "Wardrobe"]

    struct List: Sendable {
        let id: UUID
        let name: String
        let builtIn: Bool
        let itemCount: Int
        let createdAt: Date
    }

    struct Item: Sendable {
        let productID: String
        let wishlistID: UUID
        let addedAt: Date
    }

    /// The owner's lists: the three built-in ones first, then their own by age.
    func lists(owner: UUID) async throws -> [List] {
        try await ensureBuiltIn(owner)
        let rows = try await database.sql.raw("""
            SELECT w.id, w.name, w.built_in, w.created_at, (SELECT COUNT(*) FROM wishlist_items i WHERE i.wishlist_id = w.id) AS item_count
            FROM wishlists w WHERE w.owner_id = \(bind: owner)
            """).all(decoding: ListRow.self)
        return rows.map { List(id: $0.id, name: $0.name, builtIn: $0.built_in, itemCount: $0.item_count, createdAt: $0.created_at) }
            .sorted { a, b in
                let rank = { (list: List) in Self.builtIn.firstIndex(of: list.name).map { list.builtIn ? $0 : 3 } ?? 3 }
                return rank(a) != rank(b) ? rank(a) < rank(b) : (a.createdAt, a.id.uuidString) < (b.createdAt, b.id.uuidString)
            }
    }

    /// Newest first.
    func items(owner: UUID) async throws -> [Item] {
        try await database.sql.raw("""
            SELECT product_id, wishlist_id, added_at FROM wishlist_items WHERE owner_id = \(bind: owner) ORDER BY added_at DESC, product_id
            """).all(decoding: ItemRow.self).map { Item(productID: $0.product_id, wishlistID: $0.wishlist_id, addedAt: $0.added_at) }
    }

    private func ensureBuiltIn(_ owner: UUID) async throws {
        let count = try await database.sql.raw("""
            SELECT COUNT(*) AS n FROM wishlists WHERE owner_id = \(bind: owner) AND built_in = \(bind: true)
            """).first(decoding: CountRow.self)?.n ?? 0
        guard count < Self.builtIn.count else { return }
        let now = wallClock.now()
        for (offset, name) in Self.builtIn.enumerated() {
            try await database.sql.raw("""
                INSERT INTO wishlists (id, owner_id, name, name_key, built_in, created_at)
                VALUES (\(bind: UUID()), \(bind: owner), \(bind: name), \(bind: name.lowercased()), \(bind: true), \(bind: now.addingTimeInterval(Double(offset) / 1000)))
                ON CONFLICT (owner_id, name_key) DO NOTHING
                """).run()
        }
    }

    func create(owner: UUID, name: String) async throws -> List {
        try await ensureBuiltIn(owner)
        let id = UUID(), now = wallClock.now()
        do {
            try await database.sql.raw("""
                INSERT INTO wishlists (id, owner_id, name, name_key, built_in, created_at)
                VALUES (\(bind: id), \(bind: owner), \(bind: name), \(bind: name.lowercased()), \(bind: false), \(bind: now))
                """).run()
        } catch where ConstraintViolation.isUniqueViolation(error) {
            throw Problem.conflict("wishlist-exists", title: "List exists", detail: "You already have a list called \(name).", field: "name")
        }
        return List(id: id, name: name, builtIn: false, itemCount: 0, createdAt: now)
    }

    func rename(_ id: UUID, owner: UUID, to name: String) async throws -> List {
        guard let list = try await lists(owner: owner).first(where: { $0.id == id }) else { throw Problem.notFound("No such list.") }
        guard !list.builtIn else { throw Problem.conflict("built-in-list", title: "Built-in list", detail: "\(list.name) cannot be renamed.", field: "wishlistId") }
        do {
            try await database.sql.raw("""
                UPDATE wishlists SET name = \(bind: name), name_key = \(bind: name.lowercased()) WHERE id = \(bind: id) AND owner_id = \(bind: owner)
                """).run()
        } catch where ConstraintViolation.isUniqueViolation(error) {
            throw Problem.conflict("wishlist-exists", title: "List exists", detail: "You already have a list called \(name).", field: "name")
        }
        return List(id: id, name: name, builtIn: false, itemCount: list.itemCount, createdAt: list.createdAt)
    }

    /// Deletes one of the owner's own lists; its items move to General.
    func delete(_ id: UUID, owner: UUID) async throws {
        let lists = try await lists(owner: owner)
        guard let list = lists.first(where: { $0.id == id }) else { throw Problem.notFound("No such list.") }
        guard !list.builtIn else { throw Problem.conflict("built-in-list", title: "Built-in list", detail: "\(list.name) cannot be deleted.", field: "wishlistId") }
        guard let general = lists.first(where: { $0.builtIn && $0.name == "General" }) else { throw Problem.internalError }
        try await database.transaction { db in
            try await db.raw("UPDATE wishlist_items SET wishlist_id = \(bind: general.id) WHERE wishlist_id = \(bind: id)").run()
            try await db.raw("DELETE FROM wishlists WHERE id = \(bind: id) AND owner_id = \(bind: owner)").run()
        }
    }

    /// Saves `productID` to `wishlistID` (General when nil), or moves it there.
    func save(_ productID: String, owner: UUID, to wishlistID: UUID?) async throws -> Item {
        let lists = try await lists(owner: owner)
        let target: UUID
        if let wishlistID {
            guard lists.contains(where: { $0.id == wishlistID }) else { throw Problem.invalidField("wishlistId", "is not one of your lists") }
            target = wishlistID
        } else {
            guard let general = lists.first(where: { $0.builtIn && $0.name == "General" }) else { throw Problem.internalError }
            target = general.id
        }
        let now = wallClock.now()
        return try await database.transaction { db in
            if let existing = try await db.raw("""
                SELECT product_id, wishlist_id, added_at FROM wishlist_items WHERE owner_id = \(bind: owner) AND product_id = \(bind: productID)
                """).first(decoding: ItemRow.self) {
                try await db.raw("""
                    UPDATE wishlist_items SET wishlist_id = \(bind: target) WHERE owner_id = \(bind: owner) AND product_id = \(bind: productID)
                    """).run()
                return Item(productID: productID, wishlistID: target, addedAt: existing.added_at)
            }
            try await db.raw("""
                INSERT INTO wishlist_items (owner_id, product_id, wishlist_id, added_at)
                VALUES (\(bind: owner), \(bind: productID), \(bind: target), \(bind: now))
                """).run()
            return Item(productID: productID, wishlistID: target, addedAt: now)
        }
    }

    func remove(_ productID: String, owner: UUID) async throws {
        try await database.sql.raw("DELETE FROM wishlist_items WHERE owner_id = \(bind: owner) AND product_id = \(bind: productID)").run()
    }

    private struct ListRow: Decodable {
        let id: UUID
        let name: String
        let built_in: Bool
        let created_at: Date
        let item_count: Int
    }

    private struct ItemRow: Decodable {
        let product_id: String
        let wishlist_id: UUID
        let added_at: Date
    }

    private struct CountRow: Decodable { let n: Int }
}
