import Foundation
import Identity
import Media
import ServerKit
import SQLKit

/// What a start with the sample catalog off removes, when an earlier start loaded it: the sample
/// products and every save of them (wishlist items, gift ideas, claims) in one transaction, then their
/// drawn pictures through the media library's own delete path (the records, and the files no other
/// record uses).
struct SampleCatalogRemoval: Sendable {
    let library: MediaLibrary

    struct Removed: Sendable, Equatable, CustomStringConvertible {
        var products = 0
        var pictures = 0
        var saves = 0

        var isEmpty: Bool { products + pictures + saves == 0 }

        /// "120 products, 240 pictures, 7 saves".
        var description: String {
            [(products, "product"), (pictures, "picture"), (saves, "save")]
                .map { count, noun in "\(count) \(noun)\(count == 1 ? "" : "s")" }
                .joined(separator: ", ")
        }
    }

    func run() async throws -> Removed {
        var removed = try await removeRows()
        removed.pictures = try await removeUnusedPictures()
        return removed
    }

    /// The products and their saves, all or nothing.
    private func removeRows() async throws -> Removed {
        let database = library.database
        return try await database.transaction { db in
            // The importers' lock: no import or sample load writes the catalog meanwhile.
            try await AdvisoryLock.lock("gifter.catalog-import", in: db, backend: database.backend)
            let samples: SQLQueryString = "SELECT id FROM products WHERE source = \(bind: Product.sampleSource)"
            var removed = Removed()
            removed.products = try await Self.count(db, "SELECT COUNT(*) AS count FROM products WHERE source = \(bind: Product.sampleSource)")
            guard removed.products > 0 else { return removed }
            // Every table that names a product, the saves before the products they point at.
            for table in ["claims", "gift_ideas", "wishlist_items"] {
                removed.saves += try await Self.count(db, "SELECT COUNT(*) AS count FROM \(ident: table) WHERE product_id IN (\(samples))")
                try await db.raw("DELETE FROM \(ident: table) WHERE product_id IN (\(samples))").run()
            }
            try await db.raw("DELETE FROM product_images WHERE product_id IN (\(samples))").run()
            try await db.raw("DELETE FROM products WHERE source = \(bind: Product.sampleSource)").run()
            // Every server reloads its copy of the catalog.
            try await db.raw("UPDATE catalog_state SET version = version + 1 WHERE id = 1").run()
            return removed
        }
    }

    /// The catalog's drawn pictures no product uses: those of the products just removed, and any a
    /// crash between the two steps left behind on an earlier start.
    private func removeUnusedPictures() async throws -> Int {
        let owner = ProductIllustrator.catalogAccount.id
        let used = Set(try await library.database.sql.raw("SELECT media_id FROM product_images").all(decoding: Link.self).map(\.media_id))
        var removed = 0
        for record in try await library.records(ownedBy: owner) where !used.contains(record.id) {
            // A picture `seed` linked to a product in the meantime stays.
            let deleted = try await library.delete(record.id, owner: owner) { db in
                try await db.raw("SELECT media_id FROM product_images WHERE media_id = \(bind: record.id)").first() != nil
            }
            if deleted { removed += 1 }
        }
        return removed
    }

    private static func count(_ db: any SQLDatabase, _ query: SQLQueryString) async throws -> Int {
        try await db.raw(query).first(decoding: Count.self)?.count ?? 0
    }

    private struct Count: Decodable { let count: Int }
    private struct Link: Decodable { let media_id: UUID }
}
