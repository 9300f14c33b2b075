@testable import CalyxServer
import Foundation
import Media
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// Loading the catalog into the database, and drawing its illustrations through the media pipeline.
@Suite("Calyx catalog import")
struct CatalogImportTests {
    func withCatalogDatabase(_ backend: DatabaseBackend, _ body: (Database) async throws -> Void) async throws {
        try await TestDatabases.withFreshDatabase(backend) { database in
            _ = try await Migrator(app: "db", migrations: CalyxMigrations.all).migrate(database)
            try await body(database)
        }
    }

    struct Row: Decodable {
        let id: UUID
        let like_count: Int
        let image_id: UUID?
    }

    @Test("imports once, updates changed species in place (same id, counts kept), never twice", arguments: TestDatabases.backends)
    func importing(_ backend: DatabaseBackend) async throws {
        try await withCatalogDatabase(backend) { database in
            var species = try CalyxCatalog.curated.get()
            let importer = CatalogImporter(database: database, wallClock: SystemWallClock()) { _ in }
            #expect(try await importer.importCurated(species) == .init(inserted: species.count, updated: 0))
            #expect(try await importer.importCurated(species) == .init(unchanged: true))
            let slug = FlowerID.slug(scientificName: species[0].scientificName)
            try await database.sql.raw("UPDATE flowers SET like_count = 7 WHERE slug = \(bind: slug)").run()
            let before = try await database.sql.raw("SELECT id, like_count, image_id FROM flowers WHERE slug = \(bind: slug)").first(decoding: Row.self)

            species[0].description += " Updated."
            #expect(try await importer.importCurated(species) == .init(inserted: 0, updated: 1))
            let after = try await database.sql.raw("SELECT id, like_count, image_id FROM flowers WHERE slug = \(bind: slug)").first(decoding: Row.self)
            #expect(after?.id == before?.id && after?.like_count == 7)
            #expect(after?.id == FlowerID.make(slug: slug))
            let details = try await database.sql.raw("SELECT details FROM flower_details WHERE flower_id = \(bind: after!.id)").first()
            #expect(try details?.decode(column: "details", as: String.self).contains("Updated.") == true)
        }
    }

    @Test("illustrations go through the media pipeline once, and again only when the drawing changes", arguments: TestDatabases.backends)
    func illustrations(_ backend: DatabaseBackend) async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try await withCatalogDatabase(backend) { database in
            var species = Array(try CalyxCatalog.curated.get().prefix(3))
            _ = try await CatalogImporter(database: database, wallClock: SystemWallClock()) { _ in }.importCurated(species)
            let library = MediaLibrary(
                database: database, store: DiskMediaStore(dataDirectory: scratch.url), processor: .shared, wallClock: SystemWallClock(), scope: "calyx"
            )
            let illustrator = CatalogIllustrator(library: library, wallClock: SystemWallClock()) { _ in }
            #expect(try await illustrator.illustrate(species, limit: 2) == 2)
            #expect(try await illustrator.illustrate(species) == 1)
            #expect(try await illustrator.illustrate(species) == 0)

            let slug = FlowerID.slug(scientificName: species[0].scientificName)
            let first = try #require(try await database.sql.raw("SELECT id, like_count, image_id FROM flowers WHERE slug = \(bind: slug)").first(decoding: Row.self))
            let imageID = try #require(first.image_id)
            let record = try #require(try await library.find(imageID))
            #expect(record.ownerID == CatalogIllustrator.catalogAccount)
            #expect(record.sourceFormat == .svg && record.width == 2048 && record.height == 2048)
            #expect(try await library.store.contains(record.key(.thumb), encoding: .webp))

            // New colours: a new drawing replaces the old, whose record (and files) go.
            species[0].colors = species[0].colors == [.blue] ? [.red] : [.blue]
            _ = try await CatalogImporter(database: database, wallClock: SystemWallClock()) { _ in }.importCurated(species)
            #expect(try await illustrator.illustrate(species) == 1)
            let redrawn = try #require(try await database.sql.raw("SELECT id, like_count, image_id FROM flowers WHERE slug = \(bind: slug)").first(decoding: Row.self))
            #expect(redrawn.image_id != nil && redrawn.image_id != first.image_id)
            #expect(try await library.find(record.id) == nil)
            #expect(try await !library.store.contains(record.key(.thumb), encoding: .webp))
        }
    }
}
