import AppPages
import CalyxServer
import CouplesServer
import GifterServer
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// Keeps each privacy page honest about the server: after an app's migrations, every table in the
/// database catalogue is on its page, either in the data inventory or among the tables that hold no
/// personal data, and every table the page names exists. A new table without a line fails here.
@Suite("Privacy pages account for every server table")
struct PrivacyInventoryTests {
    static let backends: [(app: any GreenhouseApp, page: AppPage)] = [(CalyxApp(), .calyx), (GifterApp(), .gifter), (CouplesApp(), .couples)]

    /// SQLite's FTS5 keeps Calyx's search index in these; PostgreSQL keeps it in a column of `flowers`.
    static let sqliteOnly: Set<String> = ["flower_fts", "flower_fts_config", "flower_fts_data", "flower_fts_docsize", "flower_fts_idx"]

    /// The tables of the current schema, from the catalogue.
    static func tables(_ database: Database) async throws -> Set<String> {
        struct Row: Decodable { let name: String }
        let query: SQLQueryString = switch database.backend {
        case .sqlite: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        case .postgres: "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        }
        return Set(try await database.sql.raw(query).all(decoding: Row.self).map(\.name))
    }

    @Test("every table after migrating is on the app's privacy page, and every table the page names exists", arguments: TestDatabases.backends)
    func inventory(backend: DatabaseBackend) async throws {
        for (app, page) in Self.backends {
            #expect(app.name == page.slug, "the pages live beside the API at /\(app.name)/")
            let tables = try await TestDatabases.withFreshDatabase(backend) { database in
                _ = try await Migrator(app: app.name, migrations: app.migrations).migrate(database)
                return try await Self.tables(database)
            }
            #expect(tables.count > 10, "\(app.name): \(tables.sorted())")
            let accounted = page.privacy.accountedTables
            let unlisted = tables.subtracting(accounted)
            #expect(unlisted.isEmpty, "\(app.name): tables with no line on /\(page.slug)/privacy: \(unlisted.sorted())")
            let expected = backend == .sqlite ? accounted : accounted.subtracting(Self.sqliteOnly)
            let gone = expected.subtracting(tables)
            #expect(gone.isEmpty, "\(app.name): /\(page.slug)/privacy names tables that do not exist on \(backend): \(gone.sorted())")
        }
    }

    @Test("no table is listed twice, and no personal-data table is also called empty of it")
    func listedOnce() {
        for page in AppPage.all {
            let listed = page.privacy.serverData.flatMap(\.tables) + page.privacy.tablesWithoutPersonalData.flatMap(\.tables)
            #expect(listed.count == Set(listed).count, "\(page.slug): \(listed.sorted())")
        }
    }

    @Test("the apps without a backend claim no server data")
    func phoneOnly() {
        for page in [AppPage.dandelion, .plantTracker] {
            #expect(page.privacy.serverData.isEmpty && page.privacy.tablesWithoutPersonalData.isEmpty && page.privacy.processors.isEmpty)
        }
    }
}
