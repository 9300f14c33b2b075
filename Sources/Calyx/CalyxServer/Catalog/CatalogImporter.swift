import Crypto
import Foundation
import ServerKit
import SQLKit

/// Loads species into `flowers`: new ones are inserted, changed ones updated in place (their id,
/// counts and image stay), and an import whose content was already imported does nothing. One
/// transaction, so a crash mid-import leaves the previous catalog whole.
struct CatalogImporter: Sendable {
    struct Report: Sendable, Equatable {
        var inserted = 0
        var updated = 0
        var unchanged = false
    }

    let database: Database
    let wallClock: any WallClock
    /// Told what is happening, for long imports.
    let progress: @Sendable (String) -> Void

    static let batchSize = 400

    /// The curated catalog shipped with the server.
    func importCurated(_ species: [FlowerSpecies]) async throws -> Report {
        try await importRows(try species.map { try CatalogRow($0) }, source: "curated", imageOf: { _ in nil })
    }

    /// `count` synthetic flowers (benchmarks only); each shows its parent species' illustration.
    func importSynthetic(count: Int, from species: [FlowerSpecies]) async throws -> Report {
        let flowers = SyntheticCatalog(species: species).flowers(count: count)
        progress("deriving \(count) synthetic flowers from \(species.count) species")
        let rows = try flowers.enumerated().map { index, flower in
            try CatalogRow(flower.species, synthetic: true, slug: "synthetic-\(index)")
        }
        let parentOf = Dictionary(uniqueKeysWithValues: zip(rows.map(\.slug), flowers.map { FlowerID.slug(scientificName: $0.parentScientificName) }))
        let images = try await database.sql.raw("SELECT slug, image_id FROM flowers WHERE synthetic = \(bind: false) AND image_id IS NOT NULL")
            .all(decoding: SlugImage.self)
        let imageBySlug = Dictionary(uniqueKeysWithValues: images.map { ($0.slug, $0.image_id) })
        return try await importRows(rows, source: "synthetic", imageOf: { parentOf[$0.slug].flatMap { imageBySlug[$0] } })
    }

    private func importRows(_ rows: [CatalogRow], source: String, imageOf: (CatalogRow) -> UUID?) async throws -> Report {
        let hash = Self.contentHash(rows)
        let now = wallClock.now()
        return try await database.transaction { db in
            try await AdvisoryLock.lock("calyx.catalog-import", in: db, backend: database.backend)
            let previous = try await db.raw("SELECT content_hash FROM catalog_imports WHERE source = \(bind: source)")
                .first(decoding: Hash.self)
            if previous?.content_hash == hash { return Report(unchanged: true) }

            let existing = try await db.raw("SELECT f.slug, d.details FROM flowers f JOIN flower_details d ON d.flower_id = f.id")
                .all(decoding: Existing.self)
            let detailsBySlug = Dictionary(uniqueKeysWithValues: existing.map { ($0.slug, $0.details) })
            var number = try await db.raw("SELECT COALESCE(MAX(number), 0) AS number FROM flowers").first(decoding: Number.self)?.number ?? 0
            var report = Report()

            let fresh = rows.filter { detailsBySlug[$0.slug] == nil }
            for batch in stride(from: 0, to: fresh.count, by: Self.batchSize).map({ fresh[$0..<min($0 + Self.batchSize, fresh.count)] }) {
                var insert = db.insert(into: "flowers").columns(Self.insertColumns)
                var details = db.insert(into: "flower_details").columns("flower_id", "details")
                for row in batch {
                    number += 1
                    insert = insert.values(Self.values(row, number: number, image: imageOf(row), now: now))
                    details = details.values(SQLBind(row.id), SQLBind(row.details))
                }
                try await insert.run()
                try await details.run()
                report.inserted += batch.count
                if fresh.count > 5_000, report.inserted % 10_000 < Self.batchSize || report.inserted == fresh.count {
                    progress("\(source): inserted \(report.inserted) of \(fresh.count) flowers")
                }
            }
            for row in rows where detailsBySlug[row.slug].map({ $0 != row.details }) ?? false {
                try await Self.update(row, now: now, db)
                report.updated += 1
            }
            try await db.raw("DELETE FROM catalog_imports WHERE source = \(bind: source)").run()
            try await db.raw("""
                INSERT INTO catalog_imports (source, content_hash, flower_count, imported_at)
                VALUES (\(bind: source), \(bind: hash), \(bind: rows.count), \(bind: now))
                """).run()
            return report
        }
    }

    static let insertColumns = [
        "number", "id", "slug", "common_name", "scientific_name", "family", "name_key", "scientific_key", "family_key",
        "names_text", "common_text", "search_text", "colors", "bloom_months", "continents", "light", "plant_type", "pet_safe", "synthetic",
        "image_id", "updated_at",
    ]

    static func values(_ row: CatalogRow, number: Int, image: UUID?, now: Date) -> [any SQLExpression] {
        [
            SQLBind(number), SQLBind(row.id), SQLBind(row.slug), SQLBind(row.commonName), SQLBind(row.scientificName),
            SQLBind(row.family), SQLBind(row.nameKey), SQLBind(row.scientificKey), SQLBind(row.familyKey), SQLBind(row.namesText),
            SQLBind(row.commonText), SQLBind(row.searchText), SQLBind(row.colors), SQLBind(row.bloomMonths), SQLBind(row.continents), SQLBind(row.light),
            SQLBind(row.plantType), SQLBind(row.petSafe), SQLBind(row.synthetic), SQLBind(image), SQLBind(now),
        ]
    }

    static func update(_ row: CatalogRow, now: Date, _ db: any SQLDatabase) async throws {
        try await db.raw("""
            UPDATE flowers SET common_name = \(bind: row.commonName), scientific_name = \(bind: row.scientificName),
                family = \(bind: row.family), name_key = \(bind: row.nameKey), scientific_key = \(bind: row.scientificKey),
                family_key = \(bind: row.familyKey), names_text = \(bind: row.namesText), common_text = \(bind: row.commonText), search_text = \(bind: row.searchText),
                colors = \(bind: row.colors), bloom_months = \(bind: row.bloomMonths), continents = \(bind: row.continents),
                light = \(bind: row.light), plant_type = \(bind: row.plantType), pet_safe = \(bind: row.petSafe),
                updated_at = \(bind: now)
            WHERE slug = \(bind: row.slug)
            """).run()
        try await db.raw("UPDATE flower_details SET details = \(bind: row.details) WHERE flower_id = \(bind: row.id)").run()
    }

    static func contentHash(_ rows: [CatalogRow]) -> String {
        var hasher = SHA256()
        for row in rows {
            hasher.update(data: Data(row.slug.utf8))
            hasher.update(data: Data([0]))
            hasher.update(data: Data(row.details.utf8))
            hasher.update(data: Data([0]))
        }
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }

    private struct Hash: Decodable { let content_hash: String }
    private struct Existing: Decodable {
        let slug: String
        let details: String
    }
    private struct Number: Decodable { let number: Int }
    private struct SlugImage: Decodable {
        let slug: String
        let image_id: UUID
    }
}
