import Foundation
import HTTPTypes
import Identity
import Media
import ServerKit
import SQLKit

/// Gives every curated flower without a picture its illustration, rendered through the media pipeline
/// like an upload and recorded in `media`, owned by the catalog's own account. Re-run after the data
/// changes: a flower whose drawing no longer matches its data is drawn again. A real photo replaces
/// an illustration by pointing the flower at another media record; such flowers are left alone.
struct CatalogIllustrator: Sendable {
    let library: MediaLibrary
    let wallClock: any WallClock
    let progress: @Sendable (String) -> Void

    /// The account that owns catalog media. It has no sign-in method, so nobody can act as it.
    static let catalogAccount = UUID(uuidString: "00000000-0000-8000-8000-00000000ca1c")!

    /// Draws what is missing or stale, at most `limit` flowers; returns how many were drawn.
    @discardableResult
    func illustrate(_ species: [FlowerSpecies], limit: Int = .max) async throws -> Int {
        let database = library.database
        try await SystemAccount(id: Self.catalogAccount, displayName: "Calyx catalog").ensure(in: database, now: wallClock.now())
        let current = try await database.sql.raw("""
            SELECT f.slug, f.image_id, m.owner_id, m.content_key FROM flowers f LEFT JOIN media m ON m.id = f.image_id
            WHERE f.synthetic = \(bind: false)
            """).all(decoding: Current.self)
        let bySlug = Dictionary(uniqueKeysWithValues: current.map { ($0.slug, $0) })
        var work: [(slug: String, svg: [UInt8])] = []
        for flower in species {
            let slug = FlowerID.slug(scientificName: flower.scientificName)
            guard let row = bySlug[slug] else { continue }
            let svg = Array(FlowerIllustration(species: flower).svg.utf8)
            let isIllustration = row.owner_id == nil || row.owner_id == Self.catalogAccount
            if isIllustration, row.content_key != library.content(of: svg) { work.append((slug, svg)) }
        }
        work = Array(work.prefix(limit))
        if work.isEmpty { return 0 }
        progress("drawing \(work.count) flower illustrations")
        let started = ContinuousClock.now
        var done = 0
        // As many at once as the processor has threads: the pipeline is the bottleneck.
        try await withThrowingTaskGroup(of: Void.self) { group in
            var pending = work.makeIterator()
            func next() -> Bool {
                guard let item = pending.next() else { return false }
                group.addTask { try await self.draw(item.svg, slug: item.slug) }
                return true
            }
            for _ in 0..<library.processor.concurrency where !next() { break }
            while try await group.next() != nil {
                done += 1
                if done % 25 == 0 || done == work.count {
                    let elapsed = (ContinuousClock.now - started).inSeconds
                    progress("illustrations: \(done) of \(work.count) (\(String(format: "%.1f", elapsed)) s)")
                }
                _ = next()
            }
        }
        return done
    }

    private func draw(_ svg: [UInt8], slug: String) async throws {
        let record = try await library.storeIllustrationWhenFree(svg: svg, owner: Self.catalogAccount)
        let previous = try await library.database.transaction { db -> UUID? in
            let old = try await db.raw("SELECT image_id FROM flowers WHERE slug = \(bind: slug)").first(decoding: Image.self)?.image_id
            try await db.raw("UPDATE flowers SET image_id = \(bind: record.id) WHERE slug = \(bind: slug)").run()
            return old
        }
        // The stale drawing's record (and its files, when nothing else uses them) goes.
        if let previous, previous != record.id {
            try await library.database.sql.raw("UPDATE flowers SET image_id = \(bind: record.id) WHERE image_id = \(bind: previous)").run()
            try await library.delete(previous, owner: Self.catalogAccount)
        }
    }

    private struct Current: Decodable {
        let slug: String
        let image_id: UUID?
        let owner_id: UUID?
        let content_key: String?
    }

    private struct Image: Decodable { let image_id: UUID? }
}
