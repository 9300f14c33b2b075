import Foundation
import Logging
import Media
import ServerKit

/// Everything Calyx serves about flowers and users' own flowers, built once from the app's database.
struct CalyxCatalog: Sendable {
    let database: Database
    let search: FlowerSearch
    let details: FlowerDetails
    let likes: FlowerLikes
    let scentNotes: ScentNotes
    let history: SearchHistory
    let saved: SavedFlowers
    let collections: Collections
    let settings: UserSettingsStore

    init(environment: AppEnvironment, media: MediaLibrary) {
        let database = environment.database
        let clock = environment.wallClock
        let cursors = environment.cursors
        self.database = database
        // `CALYX_SEARCH_CACHE=off` keeps no ranking or card between searches (to measure a query nobody
        // asked before); `CALYX_SEARCH_INDEX=off` ranks in the database rather than in memory.
        let variables = environment.configuration.environment
        search = FlowerSearch(
            database: database, cursors: cursors, cached: variables["CALYX_SEARCH_CACHE"] != "off", indexed: variables["CALYX_SEARCH_INDEX"] != "off"
        )
        scentNotes = ScentNotes(database: database, wallClock: clock)
        details = FlowerDetails(database: database, media: media, scentNotes: scentNotes)
        likes = FlowerLikes(database: database, wallClock: clock, cursors: cursors)
        history = SearchHistory(database: database, wallClock: clock, cursors: cursors)
        saved = SavedFlowers(database: database, wallClock: clock, cursors: cursors)
        settings = UserSettingsStore(database: database, wallClock: clock)
        collections = Collections(
            database: database, wallClock: clock, cursors: cursors, settings: settings, notifications: NotificationRecorder(wallClock: clock)
        )
    }

    /// The shipped species, decoded once per process.
    static let curated: Result<[FlowerSpecies], any Error> = Result { try FlowerCatalogData.load() }

    /// Imports the shipped catalog when it changed since the last import.
    static func importCurated(_ environment: AppEnvironment) async throws {
        let species = try curated.get()
        let logger = environment.logger
        let importer = CatalogImporter(database: environment.database, wallClock: environment.wallClock) { logger.info("\($0)") }
        let report = try await importer.importCurated(species)
        if !report.unchanged {
            logger.info("flower catalog imported", metadata: ["inserted": "\(report.inserted)", "updated": "\(report.updated)"])
        }
    }
}
