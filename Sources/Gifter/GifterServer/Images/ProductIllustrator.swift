import Foundation
import Identity
import Media
import ServerKit
import SQLKit

/// Draws the sample products' pictures (`ProductArt`) through the media pipeline, as an upload's
/// variants are made, and records each as the product's image (`product_images`), owned by the
/// catalog's own account. Run by `greenhouse seed`; a drawing whose SVG changed is drawn again.
struct ProductIllustrator: Sendable {
    let library: MediaLibrary
    let wallClock: any WallClock
    let progress: @Sendable (String) -> Void

    static let catalogAccount = SystemAccount(id: UUID(uuidString: "00000000-0000-8000-8000-00000000917f")!, displayName: "Gifter catalog")

    /// Draws what is missing or stale among `products`, at most `limit`; returns how many were drawn.
    @discardableResult
    func illustrate(_ products: [Product], limit: Int = .max) async throws -> Int {
        let database = library.database
        try await Self.catalogAccount.ensure(in: database, now: wallClock.now())
        let current = try await database.sql.raw("""
            SELECT p.product_id, m.content_key FROM product_images p JOIN media m ON m.id = p.media_id
            """).all(decoding: Current.self)
        let drawn = Dictionary(current.map { ($0.product_id, $0.content_key) }) { first, _ in first }
        var work: [(id: String, svg: [UInt8])] = []
        for product in products {
            guard case .drawn(let palette, let motif) = product.images.first else { continue }
            let svg = Array(ProductArt(palette: palette, motif: motif).svg.utf8)
            if drawn[product.id] != library.content(of: svg) { work.append((product.id, svg)) }
        }
        work = Array(work.prefix(limit))
        if work.isEmpty { return 0 }
        progress("drawing \(work.count) product pictures")
        var done = 0
        try await withThrowingTaskGroup(of: Void.self) { group in
            var pending = work.makeIterator()
            func next() -> Bool {
                guard let item = pending.next() else { return false }
                group.addTask { try await draw(item.svg, product: item.id) }
                return true
            }
            for _ in 0..<library.processor.concurrency where !next() { break }
            while try await group.next() != nil {
                done += 1
                if done % 50 == 0 || done == work.count { progress("product pictures: \(done) of \(work.count)") }
                _ = next()
            }
        }
        // The catalog's version moves, so every server picks the pictures up.
        try await database.sql.raw("UPDATE catalog_state SET version = version + 1 WHERE id = 1").run()
        return done
    }

    private func draw(_ svg: [UInt8], product: String) async throws {
        let record = try await library.storeIllustrationWhenFree(svg: svg, owner: Self.catalogAccount.id)
        let previous = try await library.database.transaction { db -> UUID? in
            let old = try await db.raw("SELECT media_id FROM product_images WHERE product_id = \(bind: product)").first(decoding: Row.self)?.media_id
            try await db.raw("DELETE FROM product_images WHERE product_id = \(bind: product)").run()
            try await db.raw("INSERT INTO product_images (product_id, media_id) VALUES (\(bind: product), \(bind: record.id))").run()
            return old
        }
        if let previous, previous != record.id { _ = try await library.delete(previous, owner: Self.catalogAccount.id) }
    }

    /// Product id → where its picture is served (the medium variant), for the catalog to hand out.
    static func paths(_ library: MediaLibrary) async throws -> [String: String] {
        let rows = try await library.database.sql.raw("SELECT product_id, media_id FROM product_images").all(decoding: Link.self)
        let records = try await library.find(rows.map(\.media_id))
        return Dictionary(rows.compactMap { row in records[row.media_id].map { (row.product_id, $0.path(.medium)) } }) { first, _ in first }
    }

    private struct Current: Decodable {
        let product_id: String
        let content_key: String
    }

    private struct Row: Decodable { let media_id: UUID }

    private struct Link: Decodable {
        let product_id: String
        let media_id: UUID
    }
}
