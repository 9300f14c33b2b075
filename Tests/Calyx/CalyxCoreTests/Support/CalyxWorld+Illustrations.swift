@testable import CalyxServer
import Foundation
import Media
import ServerKit
import ServerKitTestSupport

extension CalyxWorld {
    /// Draws the catalog illustrations of `scientificNames` into the server's own database and media
    /// directory, as `greenhouse seed` does for the whole catalog: test servers skip seeding (hundreds
    /// of drawings), so catalog flowers have no image until a test draws the few it needs. Draw before
    /// searching: the server caches search results' cards for a while.
    func illustrate(_ scientificNames: [String]) async throws {
        let catalog = try CalyxCatalog.curated.get()
        let species = try scientificNames.map { name in
            guard let found = catalog.first(where: { $0.scientificName == name }) else { throw CocoaError(.fileNoSuchFile) }
            return found
        }
        let configuration = try server.isolation.configuration()
        try await Database(configuration.databaseLocation(forApp: "calyx"), logger: .quiet).withRunning { database in
            let library = MediaLibrary(
                database: database, store: DiskMediaStore(dataDirectory: configuration.dataDirectory), processor: .shared,
                wallClock: SystemWallClock(), scope: "calyx"
            )
            let drawn = try await CatalogIllustrator(library: library, wallClock: SystemWallClock()) { _ in }.illustrate(species)
            guard drawn == species.count else { throw CocoaError(.fileWriteUnknown) }
        }
    }
}
