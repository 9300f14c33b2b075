import AsyncHTTPClient
import Foundation
import Logging
import ServerKit

/// What `greenhouse gifter import` runs: brings the Gifter database up to date, then imports a store's
/// catalog into it. Public so the command line (another module) reaches the importer through one door.
public enum GifterCatalogImport {
    /// A Medusa (or Mercur, which serves Medusa's Store API) store to import from.
    public struct MedusaStore: Sendable {
        /// The store's API base, e.g. `https://api.shop.example` (Store API routes are under `/store`).
        public var url: String
        /// A publishable API key of the store; it selects the sales channels whose products are read.
        public var publishableKey: String
        /// Where shoppers buy (`<storefront>/products/<handle>`); the API's URL when nil.
        public var storefront: String?
        /// The brand of products naming none; the store's host when nil.
        public var name: String?

        public init(url: String, publishableKey: String, storefront: String? = nil, name: String? = nil) {
            self.url = url
            self.publishableKey = publishableKey
            self.storefront = storefront
            self.name = name
        }
    }

    /// Migrates Gifter's database in `configuration` (its SQLite file, or its schema in `DATABASE_URL`)
    /// and imports `store` into the catalog, reporting progress line by line.
    public static func importMedusa(
        _ store: MedusaStore, configuration: ServerConfiguration, logger: Logger, progress: @escaping @Sendable (String) -> Void
    ) async throws -> MedusaImportReport {
        try await importMedusa(store, configuration: configuration, logger: logger, limits: MedusaStoreClient.Limits(), progress: progress)
    }

    static func importMedusa(
        _ store: MedusaStore, configuration: ServerConfiguration, logger: Logger, limits: MedusaStoreClient.Limits,
        httpClient: HTTPClient = .shared, progress: @escaping @Sendable (String) -> Void
    ) async throws -> MedusaImportReport {
        // Every argument is checked before the database is opened: a typo changes nothing.
        let storeURL = try MedusaStoreClient.storeURL(store.url, option: "--medusa")
        let storefront = try store.storefront.map { try MedusaStoreClient.storeURL($0, option: "--storefront") } ?? storeURL
        let key = store.publishableKey.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else { throw MedusaImportError.missingKey }
        let mapper = MedusaProductMapper(store: storeURL, storefront: storefront, storeName: store.name, threeWords: try ThreeWords.shipped.get())
        let client = MedusaStoreClient(store: storeURL, publishableKey: key, httpClient: httpClient, limits: limits, notice: progress)

        // The database and migrations `serve` and `migrate` use for Gifter: its SQLite file or its schema.
        let app = GifterApp()
        let database = try Database(configuration.databaseLocation(forApp: app.name), logger: logger)
        return try await database.withRunning { database in
            let applied = try await Migrator(app: app.name, migrations: app.migrations).migrate(database)
            if !applied.isEmpty { progress("\(app.name): applied \(applied.joined(separator: ", "))") }
            let importer = MedusaImport(client: client, mapper: mapper, store: ProductStore(database: database, wallClock: SystemWallClock()))
            return try await importer.run(progress: progress)
        }
    }
}
