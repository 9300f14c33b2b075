import Foundation
import NIOConcurrencyHelpers
import ServerKit
import ServerKitTestSupport

@testable import GifterServer

/// Collects progress lines from a `@Sendable` callback.
final class ProgressLines: Sendable {
    private let lines = NIOLockedValueBox<[String]>([])
    var all: [String] { lines.withLockedValue { $0 } }
    var callback: @Sendable (String) -> Void { { [lines] line in lines.withLockedValue { $0.append(line) } } }
}

/// The catalog's rows by id, with whether each may be recommended.
func catalog(_ store: ProductStore) async throws -> [String: (product: Product, available: Bool)] {
    Dictionary(uniqueKeysWithValues: try await store.load().products.map { ($0.product.id, $0) })
}

/// Retries that wait milliseconds and small pages, so paging and failures show quickly.
let quickImportLimits = CatalogHTTP.Limits(
    pageSize: 100, requestTimeout: LoopbackHTTP.hangBoundDuration, maximumAnswerBytes: 16 << 20,
    retryDelays: [.milliseconds(20), .milliseconds(40)], maximumProducts: 100_000
)

/// A migrated Gifter database on `backend`, for one test.
func withCatalogStore(_ backend: DatabaseBackend, _ body: @escaping @Sendable (ProductStore) async throws -> Void) async throws {
    try await TestDatabases.withFreshDatabase(backend) { database in
        try await Migrator(app: "db", migrations: GifterMigrations.all).migrate(database)
        try await body(ProductStore(database: database, wallClock: SystemWallClock()))
    }
}

/// One import of `shop` into `store` through the path the command line takes, with its progress lines.
func importShop(_ shop: GifterCatalogImport.Shop, into store: ProductStore, limits: CatalogHTTP.Limits = quickImportLimits,
                wallClock: any WallClock = SystemWallClock(), allowMassWithdrawal: Bool = false) async throws -> (report: CatalogImportReport, lines: [String]) {
    let lines = ProgressLines()
    let source = try GifterCatalogImport.catalogSource(shop, limits: limits, httpClient: .shared, wallClock: wallClock, notice: lines.callback)
    let report = try await CatalogImporter(store: store, allowMassWithdrawal: allowMassWithdrawal).run(source, progress: lines.callback)
    return (report, lines.all)
}

/// The source a `--merchant-feed` value imports as (its ids' prefix).
func feedSource(_ text: String) throws -> String {
    MerchantFeedImport.sourceName(try MerchantFeedImport.location(text, option: "--merchant-feed"))
}
