import CalyxAPI
@testable import CalyxServer
import Crypto
import Foundation
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// The in-memory ranking answers exactly what the database ranking answers, and follows the catalog.
@Suite("Calyx in-memory search index")
struct FlowerSearchIndexTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL

    /// The benchmark's query mix (`Benchmarks/calyx-search`), one query a line.
    static func queries(_ file: String) throws -> [String] {
        try String(contentsOf: repository.appending(path: "Benchmarks/calyx-search/\(file)"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    static let filterSets: [FlowerFilters] = {
        var red = FlowerFilters()
        red.color = .red
        var summerPetSafe = FlowerFilters()
        summerPetSafe.season = .summer
        summerPetSafe.petSafe = true
        var bulbs = FlowerFilters()
        bulbs.type = .bulb
        bulbs.region = .europe
        return [FlowerFilters(), red, summerPetSafe, bulbs]
    }()

    /// A page as compared: each card's id and score in order, whether another page follows, the correction.
    static func summary(_ result: FlowerSearch.Result) -> String {
        result.cards.map { "\($0.id):\($0.score)" }.joined(separator: " ") + " next:\(result.nextCursor != nil) corrected:\(result.correctedQuery ?? "-")"
    }

    @Test("for the benchmark's searches and suggestions, page by page, the index answers as the database does", arguments: TestDatabases.backends)
    func sameAnswers(_ backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { database in
            _ = try await Migrator(app: "db", migrations: CalyxMigrations.all).migrate(database)
            let species = try CalyxCatalog.curated.get()
            let importer = CatalogImporter(database: database, wallClock: SystemWallClock()) { _ in }
            _ = try await importer.importCurated(species)
            _ = try await importer.importSynthetic(count: 2_000, from: species)
            let cursors = CursorCodec(key: SymmetricKey(size: .bits256))
            let memory = FlowerSearch(database: database, cursors: cursors, cached: false, indexed: true)
            let stored = FlowerSearch(database: database, cursors: cursors, cached: false, indexed: false)

            var pages = 0, nonEmpty = 0, corrected = 0, deepest = 0
            // Typos, prefixes, colours and a word nothing has, beyond the benchmark's list.
            let searches = try Self.queries("searches.txt") + ["hydr", "lavendar", "white ro", "rosaceae", "synthetic amber", "qqqxxzz"]
            for text in searches {
                for filters in Self.filterSets {
                    for sort in [FlowerSort.relevance, .alphabetical] {
                        // The first pages at the usual size; then, for the first filters, every page of 100.
                        let limit = filters == FlowerFilters() && sort == .relevance ? 100 : 20
                        let maximumPages = limit == 100 ? 40 : 3
                        var fromMemory = PageRequest(limit: limit), fromDatabase = PageRequest(limit: limit)
                        for page in 0..<maximumPages {
                            let query = FlowerSearch.Query(text: text, filters: filters, sort: sort)
                            let expected = try await stored.search(query, page: fromDatabase)
                            let found = try await memory.search(query, page: fromMemory)
                            #expect(Self.summary(found) == Self.summary(expected), "\(text) \(filters.scope) \(sort) page \(page)")
                            pages += 1
                            nonEmpty += expected.cards.isEmpty ? 0 : 1
                            corrected += expected.correctedQuery == nil ? 0 : 1
                            deepest = max(deepest, expected.cards.isEmpty ? 0 : page)
                            guard let next = expected.nextCursor, let mine = found.nextCursor else { break }
                            fromDatabase.cursor = next
                            fromMemory.cursor = mine
                        }
                    }
                }
            }
            // The comparison covered real answers, deep pages and corrected typos.
            #expect(nonEmpty > 250 && deepest >= 5 && corrected > 0, "pages \(pages), not empty \(nonEmpty), deepest \(deepest), corrected \(corrected)")

            // Beyond the benchmark's list: typos, one or two letters, two words, nothing; and the synthetic
            // epithets' words, which start no shown name but a word of well over 64 names, so which
            // candidates are ranked decides the answer.
            let epithets = ["lantern", "cascade", "whisper", "dancer", "ember", "harbour", "ribbon", "velvet", "copper", "misty"]
            for text in try Self.queries("suggestions.txt") + ["peoni", "damas", "synth", "a", "s", "li", "white r", "rosa", "qqqxxzz"] + epithets {
                let expected = try await stored.suggest(text).map { "\($0.id):\($0.score)" }
                let found = try await memory.suggest(text).map { "\($0.id):\($0.score)" }
                #expect(found == expected, "suggest \(text)")
            }
        }
    }

    @Test("a cursor from the database ranking continues in the index's, and the other way round", arguments: TestDatabases.backends)
    func cursorsCarryOver(_ backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { database in
            _ = try await Migrator(app: "db", migrations: CalyxMigrations.all).migrate(database)
            _ = try await CatalogImporter(database: database, wallClock: SystemWallClock()) { _ in }.importCurated(try CalyxCatalog.curated.get())
            let cursors = CursorCodec(key: SymmetricKey(size: .bits256))
            let memory = FlowerSearch(database: database, cursors: cursors, cached: true, indexed: true)
            let stored = FlowerSearch(database: database, cursors: cursors, cached: true, indexed: false)
            for text in ["rose", "red", "lily"] {
                let query = FlowerSearch.Query(text: text)
                let first = try await stored.search(query, page: PageRequest(limit: 5))
                let cursor = try #require(first.nextCursor)
                let second = try await memory.search(query, page: PageRequest(limit: 5, cursor: cursor))
                let expected = try await stored.search(query, page: PageRequest(limit: 5, cursor: cursor))
                #expect(Self.summary(second) == Self.summary(expected) && !second.cards.isEmpty, "\(text)")
                let back = try #require(second.nextCursor)
                #expect(
                    Self.summary(try await stored.search(query, page: PageRequest(limit: 5, cursor: back)))
                        == Self.summary(try await memory.search(query, page: PageRequest(limit: 5, cursor: back))), "\(text)"
                )
            }
        }
    }

    /// A migrated database with the curated catalog imported, and the importer for more.
    func withCuratedCatalog(
        _ backend: DatabaseBackend, _ body: @escaping @Sendable (Database, CatalogImporter, [FlowerSpecies]) async throws -> Void
    ) async throws {
        try await TestDatabases.withFreshDatabase(backend) { database in
            _ = try await Migrator(app: "db", migrations: CalyxMigrations.all).migrate(database)
            let importer = CatalogImporter(database: database, wallClock: SystemWallClock()) { _ in }
            let species = try CalyxCatalog.curated.get()
            _ = try await importer.importCurated(species)
            try await body(database, importer, species)
        }
    }

    @Test("while the index is rebuilt after an import, searches get the one before without waiting", arguments: TestDatabases.backends)
    func servesPreviousDuringRebuild(_ backend: DatabaseBackend) async throws {
        try await withCuratedCatalog(backend) { database, importer, species in
            // Every search reads the catalog's version.
            let store = FlowerSearchIndexStore(database: database, recheckInterval: .zero)
            // The first index is waited for; then it is kept while the catalog stays as it is.
            let first = try await store.current()
            #expect(first.count == species.count)
            #expect(try await store.current() === first)
            #expect(await !store.isRebuilding)

            _ = try await importer.importSynthetic(count: 40, from: species)
            // The search after the import starts the rebuild and is answered from the previous index.
            #expect(try await store.current() === first)
            #expect(await store.isRebuilding)
            let rebuilt = try await store.latest()
            #expect(rebuilt !== first && rebuilt.count == species.count + 40)
            #expect(try await store.current() === rebuilt)
        }
    }

    @Test("the catalog's version is read at most once an interval: a search within it starts no rebuild", arguments: TestDatabases.backends)
    func versionReadOnceAnInterval(_ backend: DatabaseBackend) async throws {
        try await withCuratedCatalog(backend) { database, importer, species in
            let store = FlowerSearchIndexStore(database: database, recheckInterval: .seconds(3_600))
            let first = try await store.current()
            _ = try await importer.importSynthetic(count: 40, from: species)
            #expect(try await store.current() === first)
            #expect(await !store.isRebuilding)
            // What waits for the catalog as it is (start, benchmarks) always reads the version.
            #expect(try await store.latest().count == species.count + 40)
        }
    }

    typealias Query = Operations.SearchFlowers.Input.Query

    @Test("an import is searchable once the server has rebuilt its index, whoever imported it", arguments: TestDatabases.backends)
    func followsImports(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            // Signed in: anonymous answers may come from the 3 s response cache, which is not the index's.
            let token = try await calyx.devSignIn("alice").accessToken
            func search(_ text: String) async throws -> Components.Schemas.FlowerPage {
                try await calyx.client(token: token).searchFlowers(query: Query(query: text, limit: 100)).ok.body.json
            }
            let nothing = try await search("zzyzxwort")
            #expect(nothing.items.isEmpty)
            #expect(try await search("synthetic").items.allSatisfy { !$0.commonName.contains("Synthetic") })

            // Another process's import (its own connections to the database), as a second instance's would be.
            try await calyx.withDatabase { database in
                let importer = CatalogImporter(database: database, wallClock: SystemWallClock()) { _ in }
                var species = try CalyxCatalog.curated.get()
                _ = try await importer.importSynthetic(count: 40, from: species)
                species[0].commonNames.insert("Zzyzxwort", at: 0)
                #expect(try await importer.importCurated(species).updated == 1)
            }
            // The first search after it starts the rebuild; the import shows once that is done.
            #expect(try await pollUntil { try await search("zzyzxwort").items.map(\.commonName) == ["Zzyzxwort"] })
            let synthetic = try await search("synthetic")
            #expect(synthetic.items.count == 40 && synthetic.items.allSatisfy { $0.commonName.contains("Synthetic") })
            #expect(try await search("zzyzxwort").correctedQuery == nil)
            // The typo corrector learnt the new word too.
            #expect(try await search("zzyzxwrt").correctedQuery == "zzyzxwort")
        }
    }
}
