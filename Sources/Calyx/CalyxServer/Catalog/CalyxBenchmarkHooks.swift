import Crypto
import Foundation
import Logging
import ServerKit

/// What `Benchmarks/CalyxSearchBenchmark` needs from inside Calyx: the synthetic scale catalog, and
/// the search and autocomplete the API runs, called directly so their database time can be measured
/// apart from HTTP. Not used by the server.
public struct CalyxBenchmarkHooks: Sendable {
    let search: FlowerSearch
    let database: Database

    /// `cached: false` ranks every search afresh, as a first visitor's search is; `indexed: false`
    /// ranks in the database rather than in the in-memory index.
    public init(database: Database, cursors: CursorCodec, cached: Bool, indexed: Bool = true) {
        self.database = database
        search = FlowerSearch(database: database, cursors: cursors, cached: cached, indexed: indexed)
    }

    /// Builds the in-memory search index (nothing when ranking in the database); returns its flower
    /// count and the bytes it holds by count, or nil.
    public func buildIndex() async throws -> (flowers: Int, bytes: Int)? {
        guard let indexes = search.indexes else { return nil }
        let index = try await indexes.latest()
        return (index.count, index.byteCount)
    }

    /// What every Calyx benchmark starts with: the app's database in `dataDirectory` (or at
    /// `databaseURL`) migrated and open, the curated catalogue and `synthetic` derived flowers imported,
    /// then `body` with the hooks (search uncached, as a first visitor's is).
    public static func withCatalog<R: Sendable>(
        dataDirectory: String, databaseURL: String?, synthetic: Int, indexed: Bool = true, progress: @escaping @Sendable (String) -> Void,
        _ body: (CalyxBenchmarkHooks) async throws -> R
    ) async throws -> R {
        let quiet = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }
        var configuration = ServerConfiguration(dataDirectory: URL(fileURLWithPath: dataDirectory))
        configuration.databaseURL = databaseURL
        progress("migrating")
        _ = try await GreenhouseServer(configuration: configuration, apps: [CalyxApp()], logger: quiet).migrate()
        let database = try Database(configuration.databaseLocation(forApp: "calyx"), logger: quiet)
        return try await database.withRunning { database in
            let hooks = CalyxBenchmarkHooks(database: database, cursors: CursorCodec(key: SymmetricKey(size: .bits256)), cached: false, indexed: indexed)
            try await hooks.importCatalog(synthetic: synthetic, progress: progress)
            return try await body(hooks)
        }
    }

    /// The database the hooks read, for seeders that write a scene into it.
    public var seededDatabase: Database { database }

    /// Imports the curated catalog, then `count` synthetic flowers derived from it (unless present).
    public func importCatalog(synthetic count: Int, progress: @escaping @Sendable (String) -> Void) async throws {
        let species = try CalyxCatalog.curated.get()
        let importer = CatalogImporter(database: database, wallClock: SystemWallClock(), progress: progress)
        _ = try await importer.importCurated(species)
        let report = try await importer.importSynthetic(count: count, from: species)
        progress(report.unchanged ? "synthetic catalog already imported" : "imported \(report.inserted) synthetic flowers")
    }

    /// The first page of a search, as `GET /flowers/search?query=` runs it; returns how many flowers it found.
    public func search(_ text: String) async throws -> Int {
        try await search.search(.init(text: text), page: PageRequest()).cards.count
    }

    /// Autocomplete, as `GET /flowers/suggest?query=` runs it.
    public func suggest(_ text: String) async throws -> Int {
        try await search.suggest(text).count
    }
}
