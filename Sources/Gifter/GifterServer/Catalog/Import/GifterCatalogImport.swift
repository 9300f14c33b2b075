import AsyncHTTPClient
import Foundation
import Logging
import ServerKit

/// What `greenhouse gifter import` runs: brings the Gifter database up to date, then imports one shop's
/// catalog into it. Public so the command line (another module) reaches the importers through one door.
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

    /// A Shopify storefront, read through its public products.json.
    public struct ShopifyShop: Sendable {
        /// The shop's address, e.g. `https://shop.example` (products.json and the product pages are under it).
        public var url: String
        /// ISO 4217; nil reads the shop's meta.json.
        public var currency: String?
        /// The brand of products without a vendor; the shop's own name (meta.json), else its host, when nil.
        public var name: String?

        public init(url: String, currency: String? = nil, name: String? = nil) {
            self.url = url
            self.currency = currency
            self.name = name
        }
    }

    /// The one shop an import reads.
    public enum Shop: Sendable {
        case medusa(MedusaStore)
        case shopify(ShopifyShop)
        /// A Merchant Center product feed: a file path or an http(s) URL.
        case merchantFeed(String)
    }

    /// Migrates Gifter's database in `configuration` (its SQLite file, or its schema in `DATABASE_URL`)
    /// and imports `shop` into the catalog, reporting progress line by line. `allowMassWithdrawal`: retire
    /// what the listing lacks even when the listing looks broken (empty, or missing most of the shop).
    public static func importCatalog(
        _ shop: Shop, configuration: ServerConfiguration, logger: Logger, allowMassWithdrawal: Bool = false,
        progress: @escaping @Sendable (String) -> Void
    ) async throws -> CatalogImportReport {
        try await importCatalog(
            shop, configuration: configuration, logger: logger, limits: nil, allowMassWithdrawal: allowMassWithdrawal, progress: progress
        )
    }

    static func importCatalog(
        _ shop: Shop, configuration: ServerConfiguration, logger: Logger, limits: CatalogHTTP.Limits?, httpClient: HTTPClient = .shared,
        allowMassWithdrawal: Bool = false, progress: @escaping @Sendable (String) -> Void
    ) async throws -> CatalogImportReport {
        // Every argument is checked before the database is opened: a typo changes nothing.
        let source = try catalogSource(shop, limits: limits, httpClient: httpClient, wallClock: SystemWallClock(), notice: progress)
        // The database and migrations `serve` and `migrate` use for Gifter: its SQLite file or its schema.
        let app = GifterApp()
        let database = try Database(configuration.databaseLocation(forApp: app.name), logger: logger)
        return try await database.withRunning { database in
            let applied = try await Migrator(app: app.name, migrations: app.migrations).migrate(database)
            if !applied.isEmpty { progress("\(app.name): applied \(applied.joined(separator: ", "))") }
            let store = ProductStore(database: database, wallClock: SystemWallClock())
            return try await CatalogImporter(store: store, allowMassWithdrawal: allowMassWithdrawal).run(source, progress: progress)
        }
    }

    /// The source `shop` names, its arguments checked (nothing is read yet). `limits` nil: each kind's defaults.
    static func catalogSource(
        _ shop: Shop, limits: CatalogHTTP.Limits?, httpClient: HTTPClient, wallClock: any WallClock, notice: @escaping @Sendable (String) -> Void
    ) throws -> any CatalogSource {
        let threeWords = try ThreeWords.shipped.get()
        switch shop {
        case .medusa(let store):
            let storeURL = try CatalogHTTP.httpURL(store.url, option: "--medusa")
            let storefront = try store.storefront.map { try CatalogHTTP.httpURL($0, option: "--storefront") } ?? storeURL
            let key = store.publishableKey.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !key.isEmpty else { throw CatalogImportError.missingKey }
            let mapper = MedusaProductMapper(store: storeURL, storefront: storefront, storeName: store.name, threeWords: threeWords)
            let client = MedusaStoreClient(store: storeURL, publishableKey: key, httpClient: httpClient, limits: limits ?? .init(), notice: notice)
            return MedusaImport(client: client, mapper: mapper)
        case .shopify(let shop):
            let url = try CatalogHTTP.httpURL(shop.url, option: "--shopify")
            let currency = try shop.currency.map { text in
                let code = text.trimmingCharacters(in: .whitespaces).uppercased()
                guard Money.isCurrencyCode(code) else { throw CatalogImportError.invalidCurrency(text) }
                return code
            }
            let client = ShopifyStorefrontClient(
                shop: url, httpClient: httpClient, limits: limits ?? .init(pageSize: ShopifyStorefrontClient.maximumPageSize), notice: notice
            )
            return ShopifyImport(client: client, currency: currency, shopName: shop.name, threeWords: threeWords)
        case .merchantFeed(let text):
            let location = try MerchantFeedImport.location(text, option: "--merchant-feed")
            return MerchantFeedImport(
                location: location, mapper: MerchantFeedMapper(source: MerchantFeedImport.sourceName(location), threeWords: threeWords),
                http: CatalogHTTP(httpClient: httpClient, limits: limits ?? .init(), notice: notice), wallClock: wallClock
            )
        }
    }
}
