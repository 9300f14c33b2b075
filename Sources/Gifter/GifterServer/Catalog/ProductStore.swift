import Crypto
import Foundation
import ServerKit
import SQLKit

/// The catalog's rows: products as JSON, written by the sample loader and the store importer, read
/// whole into each server's `CatalogIndex`.
struct ProductStore: Sendable {
    let database: Database
    let wallClock: any WallClock

    /// What one import changed.
    struct ImportCounts: Sendable, Equatable, CustomStringConvertible {
        var added = 0
        var updated = 0
        var unchanged = 0
        /// Gone from the source since the last import: kept (wishlists name them) but never recommended.
        var withdrawn = 0
        /// Set when the listing looked too short to trust and nothing was retired (see `upsert`).
        var heldBack: CatalogImportReport.HeldBack?

        var changed: Bool { added + updated + withdrawn > 0 }
        var description: String { "\(added) added, \(updated) updated, \(unchanged) unchanged, \(withdrawn) withdrawn" }
    }

    /// Writes `products` of `source`; a product whose content is unchanged is not written, so importing
    /// the same listing twice changes nothing. With `withdrawMissing`, the source's products not in
    /// `products` stop being recommended. Products named in `unavailable` are written but not
    /// recommended (listed, not for sale now). Unless `allowMassWithdrawal`, a listing with nothing in it,
    /// or one that would retire more than half of the live products (and more than `massWithdrawalFloor`), retires nothing:
    /// an empty answer, a renamed feed header or a half-written file reads like a shop that closed.
    func upsert(
        _ products: [Product], source: String, withdrawMissing: Bool, unavailable: Set<String> = [], allowMassWithdrawal: Bool = true
    ) async throws -> ImportCounts {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let rows = try products.map { product -> (Product, String, String) in
            guard product.source == source else { throw CatalogError.wrongSource(product.id, source) }
            let body = String(decoding: try encoder.encode(product), as: UTF8.self)
            let hash = SHA256.hash(data: Data(body.utf8)).map { String(format: "%02x", $0) }.joined()
            return (product, body, hash)
        }
        return try await database.transaction { db in
            // One import at a time: instances starting together on an empty database would otherwise both
            // insert the sample catalog, and one fail on the other's rows.
            try await AdvisoryLock.lock("gifter.catalog-import", in: db, backend: database.backend)
            let existing = try await db.raw("SELECT id, content_hash, available FROM products WHERE source = \(bind: source)")
                .all(decoding: Existing.self)
            let byID = Dictionary(existing.map { ($0.id, $0) }) { first, _ in first }
            let now = wallClock.now()
            var counts = ImportCounts()
            var seen = Set<String>()
            for (product, body, hash) in rows where seen.insert(product.id).inserted {
                let available = !unavailable.contains(product.id)
                if let row = byID[product.id] {
                    if row.content_hash == hash, row.available == available {
                        counts.unchanged += 1
                        continue
                    }
                    try await db.raw("""
                        UPDATE products SET body = \(bind: body), content_hash = \(bind: hash), available = \(bind: available), updated_at = \(bind: now)
                        WHERE id = \(bind: product.id)
                        """).run()
                    counts.updated += 1
                } else {
                    do {
                        try await db.raw("""
                            INSERT INTO products (id, source, body, content_hash, available, updated_at)
                            VALUES (\(bind: product.id), \(bind: source), \(bind: body), \(bind: hash), \(bind: available), \(bind: now))
                            """).run()
                    } catch where ConstraintViolation.isUniqueViolation(error) {
                        throw CatalogError.idTakenByAnotherSource(product.id)
                    }
                    counts.added += 1
                }
            }
            let live = existing.filter(\.available).count
            let missing = existing.filter { $0.available && !seen.contains($0.id) }.count
            if withdrawMissing, !allowMassWithdrawal, Self.isMassWithdrawal(listingIsEmpty: rows.isEmpty, live: live, missing: missing) {
                counts.heldBack = .init(listed: live - missing, live: live)
            } else if withdrawMissing {
                for row in existing where row.available && !seen.contains(row.id) {
                    try await db.raw("UPDATE products SET available = \(bind: false), updated_at = \(bind: now) WHERE id = \(bind: row.id)").run()
                    counts.withdrawn += 1
                }
            }
            if counts.changed {
                try await db.raw("UPDATE catalog_state SET version = version + 1 WHERE id = 1").run()
            }
            return counts
        }
    }

    /// Retiring more than this many products is held back only when it is also more than half of them:
    /// a small shop dropping a few of its products is ordinary.
    static let massWithdrawalFloor = 5

    /// Whether retiring `missing` of a source's `live` products looks like a broken listing rather than a
    /// shop's changes: a listing with nothing importable, or more than half of them and more than
    /// `massWithdrawalFloor`.
    static func isMassWithdrawal(listingIsEmpty: Bool, live: Int, missing: Int) -> Bool {
        guard missing > 0 else { return false }
        return listingIsEmpty || (missing * 2 > live && missing > massWithdrawalFloor)
    }

    /// The catalog's version: it changes whenever a product does.
    func version() async throws -> Int64 {
        try await database.sql.raw("SELECT version FROM catalog_state WHERE id = 1").first(decoding: Version.self)?.version ?? 0
    }

    /// Every product, with whether it may be recommended, and the version they are as of.
    func load() async throws -> (version: Int64, products: [(product: Product, available: Bool)]) {
        try await database.transaction { db in
            let version = try await db.raw("SELECT version FROM catalog_state WHERE id = 1").first(decoding: Version.self)?.version ?? 0
            let rows = try await db.raw("SELECT body, available FROM products ORDER BY id").all(decoding: Row.self)
            let decoder = JSONDecoder()
            return (version, try rows.map { (try decoder.decode(Product.self, from: Data($0.body.utf8)), $0.available) })
        }
    }

    enum CatalogError: Error, CustomStringConvertible {
        case wrongSource(String, String)
        case idTakenByAnotherSource(String)

        var description: String {
            switch self {
            case .wrongSource(let id, let source): "product \(id) is not from \(source)"
            case .idTakenByAnotherSource(let id): "product id \(id) already belongs to another source"
            }
        }
    }

    private struct Existing: Decodable {
        let id: String
        let content_hash: String
        let available: Bool
    }

    private struct Version: Decodable { let version: Int64 }

    private struct Row: Decodable {
        let body: String
        let available: Bool
    }
}
