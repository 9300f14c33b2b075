import Foundation
import Logging
import NIOConcurrencyHelpers
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@testable import GifterServer

/// Retries that wait milliseconds, so the failure tests are quick.
private let quickLimits = MedusaStoreClient.Limits(
    pageSize: 100, requestTimeout: LoopbackHTTP.hangBoundDuration, maximumAnswerBytes: 16 << 20, retryDelays: [.milliseconds(20), .milliseconds(40)],
    maximumProducts: 100_000
)

private let storefront = URL(string: "https://shop.example/gb")!

/// A migrated Gifter database on `backend` and a stand-in store, for one test.
private func withStore(
    _ backend: DatabaseBackend, products: [MedusaStandIn.StoreProduct] = MedusaStandIn.catalog(),
    _ body: @escaping @Sendable (ProductStore, MedusaStandIn) async throws -> Void
) async throws {
    try await TestDatabases.withFreshDatabase(backend) { database in
        try await Migrator(app: "db", migrations: GifterMigrations.all).migrate(database)
        let store = ProductStore(database: database, wallClock: SystemWallClock())
        try await MedusaStandIn.run(products: products) { standIn in try await body(store, standIn) }
    }
}

private func makeClient(_ standIn: MedusaStandIn, key: String = MedusaStandIn.key, limits: MedusaStoreClient.Limits = quickLimits,
                    notice: @escaping @Sendable (String) -> Void = { _ in }) throws -> MedusaStoreClient {
    MedusaStoreClient(store: try CatalogHTTP.httpURL(standIn.url, option: "--medusa"), publishableKey: key, limits: limits, notice: notice)
}

/// One import from the stand-in into `store`, with its progress lines.
private func importOnce(_ store: ProductStore, _ standIn: MedusaStandIn, key: String = MedusaStandIn.key,
                        limits: MedusaStoreClient.Limits = quickLimits) async throws -> (report: CatalogImportReport, lines: [String]) {
    let lines = ProgressLines()
    let storeURL = try CatalogHTTP.httpURL(standIn.url, option: "--medusa")
    let mapper = MedusaProductMapper(store: storeURL, storefront: storefront, storeName: "Kiln Street Market", threeWords: try ThreeWords.shipped.get())
    let source = MedusaImport(client: try makeClient(standIn, key: key, limits: limits, notice: lines.callback), mapper: mapper)
    let report = try await CatalogImporter(store: store).run(source, progress: lines.callback)
    return (report, lines.all)
}

private let source = "medusa:127.0.0.1"

@Suite("Medusa store import")
struct MedusaImportTests {
    @Test("every page is read and each product mapped: cheapest price, taste tags, one price tag, images, link, brand",
          arguments: TestDatabases.backends)
    func importMapsProducts(backend: DatabaseBackend) async throws {
        try await withStore(backend) { store, standIn in
            let (report, lines) = try await importOnce(store, standIn)
            #expect(report.added == 248 && report.updated == 0 && report.unchanged == 0 && report.withdrawn == 0)
            #expect(report.skipped == ["no price": 2])
            #expect(lines.contains("fetched 100 of 250 products"))
            #expect(lines.contains("fetched 200 of 250 products"))
            #expect(lines.contains("fetched 250 of 250 products"))
            #expect(lines.contains("skipped item-3: no price"))
            #expect(lines.contains("skipped item-4: no price"))
            #expect(lines.last == "imported: 248 added, 0 updated, 0 unchanged, 0 withdrawn, 2 skipped (no price)")

            // Three pages, each priced in the GBP region, with the key and the extra fields intact.
            let requests = standIn.current.requests.filter { $0.path == "/store/products" }
            #expect(requests.map { $0.query["offset"] } == ["0", "100", "200"])
            #expect(requests.allSatisfy { $0.query["region_id"] == "reg_01JUNITEDKINGDOM" && $0.key == MedusaStandIn.key })
            #expect(requests.allSatisfy { $0.query["fields"] == "*variants.calculated_price,*categories,+metadata" })

            let products = try await catalog(store)
            #expect(products.count == 248)
            let pourOver = try #require(products["\(source):slow-morning-pour-over-set"]?.product)
            #expect(pourOver.title == "Slow Morning Pour-Over Set")
            #expect(pourOver.description == "Hand-thrown stoneware for the friend who treats mornings like a small ceremony. Dishwasher safe.")
            #expect(pourOver.price == Money(minorUnits: 3800, currency: "GBP"))
            // Coffee (category), handmade and luxe (tags; "splurger"'s price tag dropped), then the price's band.
            #expect(pourOver.tags == ["coffee", "handmade", "luxe", "price-mid"])
            #expect(pourOver.productType == "Pour-over set")
            #expect(pourOver.brand == "Kiln & Kettle")
            #expect(!pourOver.brandInvented)
            #expect(pourOver.storeURL == "https://shop.example/gb/products/slow-morning-pour-over-set")
            #expect(pourOver.images == [
                .remote(url: "https://cdn.shop.example/pour-over/thumb.jpg"), .remote(url: "https://cdn.shop.example/pour-over/side.jpg"),
                .remote(url: "https://cdn.shop.example/pour-over/top.jpg"),
            ])
            #expect(pourOver.source == source)

            #expect(products["\(source):item-1"]?.product.brand == "Northwind Ceramics")
            #expect(products["\(source):item-2"]?.product.brand == "Kiln Street Market")
            #expect(products["\(source):prod_5F01J00005"] != nil, "a product without a handle is named by its Medusa id, its `_` escaped")
            #expect(products["\(source):item-3"] == nil && products["\(source):item-4"] == nil)
            for (product, available) in products.values {
                #expect(available)
                #expect(product.tags.filter { PriceBand.all.contains($0) } == [PriceBand.tag(for: product.price)], "\(product.id)")
                #expect(product.price.currency == "GBP")
            }
            #expect(try await store.version() == 1)
        }
    }

    @Test("a second import of the same listing changes nothing", arguments: TestDatabases.backends)
    func secondImportChangesNothing(backend: DatabaseBackend) async throws {
        try await withStore(backend) { store, standIn in
            _ = try await importOnce(store, standIn)
            let version = try await store.version()
            let (report, lines) = try await importOnce(store, standIn)
            #expect(report.added == 0 && report.updated == 0 && report.unchanged == 248 && report.withdrawn == 0)
            #expect(lines.last == "imported: 0 added, 0 updated, 248 unchanged, 0 withdrawn, 2 skipped (no price)")
            #expect(try await store.version() == version)
        }
    }

    @Test("a changed price updates exactly that product, band included", arguments: TestDatabases.backends)
    func changedPriceUpdatesOneProduct(backend: DatabaseBackend) async throws {
        try await withStore(backend) { store, standIn in
            _ = try await importOnce(store, standIn)
            let before = try await catalog(store)
            let version = try await store.version()
            standIn.update { state in
                state.products[10].variants[0].prices["gbp"] = 150
                state.products[10].variants[1].prices["gbp"] = 120
            }
            let (report, _) = try await importOnce(store, standIn)
            #expect(report.added == 0 && report.updated == 1 && report.unchanged == 247 && report.withdrawn == 0)
            let after = try await catalog(store)
            let changed = try #require(after["\(source):item-10"]?.product)
            #expect(changed.price == Money(minorUnits: 12000, currency: "GBP"))
            #expect(changed.tags.filter { PriceBand.all.contains($0) } == ["price-high"])
            for (id, entry) in after where id != changed.id { #expect(entry.product == before[id]?.product) }
            #expect(try await store.version() == version + 1)
        }
    }

    @Test("a product gone from the store is withdrawn, not deleted", arguments: TestDatabases.backends)
    func goneProductIsWithdrawn(backend: DatabaseBackend) async throws {
        try await withStore(backend) { store, standIn in
            _ = try await importOnce(store, standIn)
            standIn.update { $0.products.remove(at: 20) }
            let (report, _) = try await importOnce(store, standIn)
            #expect(report.added == 0 && report.updated == 0 && report.unchanged == 247 && report.withdrawn == 1)
            let products = try await catalog(store)
            #expect(products.count == 248)
            let gone = try #require(products["\(source):item-20"])
            #expect(!gone.available)
            #expect(products.values.filter { !$0.available }.count == 1)

            // Back in the store, it is recommended again.
            standIn.update { $0.products = MedusaStandIn.catalog() }
            let (back, _) = try await importOnce(store, standIn)
            #expect(back.updated == 1 && back.unchanged == 247)
            #expect(try await catalog(store)["\(source):item-20"]?.available == true)
        }
    }

    @Test("a refused key fails naming the key and writes nothing", arguments: TestDatabases.backends, [MedusaStandIn.KeyRefusal.medusa, .gateway401])
    func refusedKeyWritesNothing(backend: DatabaseBackend, refusal: MedusaStandIn.KeyRefusal) async throws {
        try await withStore(backend) { store, standIn in
            standIn.update { $0.refusal = refusal }
            let error = await #expect(throws: CatalogImportError.self) { try await importOnce(store, standIn, key: "pk_not_this_one") }
            if case .keyRejected(let key, _, let status, _) = error {
                #expect(key == "pk_not_this_one")
                #expect(status == (refusal == .medusa ? 400 : 401))
            } else {
                Issue.record("expected a refused key, got \(String(describing: error))")
            }
            let message = error.map(String.init(describing:)) ?? ""
            #expect(message.contains("rejected the publishable API key 'pk_not_this_one'"))
            #expect(message.contains(standIn.url))
            if refusal == .medusa { #expect(message.contains("A valid publishable key is required")) }
            // Refused at the first request, which was not retried.
            #expect(standIn.current.requests.count == 1)
            let written = try await catalog(store)
            let version = try await store.version()
            #expect(written.isEmpty)
            #expect(version == 0)
        }
    }

    @Test("products without a price in the region are skipped and counted, each named", arguments: TestDatabases.backends)
    func unpricedProductsAreSkipped(backend: DatabaseBackend) async throws {
        var products = MedusaStandIn.catalog()
        // Only the first 12 products, and ten of them without a GBP price: a few named, then a count.
        products = Array(products.prefix(12))
        for index in 2..<12 { products[index].variants = [.init(id: "variant_eur_\(index)", title: "One", prices: ["eur": 20])] }
        try await withStore(backend, products: products) { store, standIn in
            let (report, lines) = try await importOnce(store, standIn)
            #expect(report.added == 2 && report.skipped == ["no price": 10])
            #expect(lines.filter { $0.hasSuffix(": no price") }.count == 10)
            #expect(lines.last == "imported: 2 added, 0 updated, 0 unchanged, 0 withdrawn, 10 skipped (no price)")
            #expect(Set(try await catalog(store).keys) == ["\(source):slow-morning-pour-over-set", "\(source):item-1"])
        }
    }

    @Test("a 503 from the store is retried and the import completes", arguments: TestDatabases.backends)
    func unavailableStoreIsRetried(backend: DatabaseBackend) async throws {
        try await withStore(backend) { store, standIn in
            standIn.update { $0.unavailableProductRequests = 1 }
            let (report, lines) = try await importOnce(store, standIn)
            #expect(report.added == 248)
            #expect(lines.contains { $0.contains("answered HTTP 503") && $0.hasSuffix("retrying in 20 ms (attempt 2 of 3)") })
            #expect(standIn.productRequests.map { $0["offset"] } == ["0", "0", "100", "200"])
        }
    }

    @Test("a listing that ends before its count imports nothing", arguments: TestDatabases.backends)
    func incompleteListingImportsNothing(backend: DatabaseBackend) async throws {
        try await withStore(backend) { store, standIn in
            _ = try await importOnce(store, standIn)
            let version = try await store.version()
            standIn.update { $0.countSurplus = 30 }
            let error = await #expect(throws: CatalogImportError.self) { try await importOnce(store, standIn) }
            #expect(error == .incompleteListing(store: standIn.url, read: 250, count: 280))
            // Nothing withdrawn on the strength of a partial listing.
            #expect(try await catalog(store).values.allSatisfy(\.available))
            #expect(try await store.version() == version)
        }
    }

    @Test("the command line's entry point migrates Gifter's database, then imports, and again changes nothing", arguments: TestDatabases.backends)
    func commandLineEntryPoint(backend: DatabaseBackend) async throws {
        let isolation = TestIsolation(backend: backend, scratch: try TemporaryDirectory())
        defer { isolation.scratch.remove() }
        let configuration = try isolation.configuration()
        do {
            try await MedusaStandIn.run { standIn in
                let target = GifterCatalogImport.MedusaStore(url: standIn.url, publishableKey: " \(MedusaStandIn.key)\n", storefront: "https://shop.example/")
                let first = ProgressLines()
                let report = try await GifterCatalogImport.importCatalog(.medusa(target), configuration: configuration, logger: .quiet, progress: first.callback)
                #expect(report.added == 248 && report.skippedTotal == 2)
                #expect(first.all.first?.hasPrefix("gifter: applied 0001_identity_accounts") == true)
                #expect(first.all.last == "imported: 248 added, 0 updated, 0 unchanged, 0 withdrawn, 2 skipped (no price)")

                let second = ProgressLines()
                let again = try await GifterCatalogImport.importCatalog(.medusa(target), configuration: configuration, logger: .quiet, progress: second.callback)
                #expect(again.unchanged == 248 && again.added == 0 && again.updated == 0 && again.withdrawn == 0)
                #expect(!second.all.contains { $0.contains("applied") })

                // Written where `serve` reads Gifter's catalog from.
                let database = try Database(configuration.databaseLocation(forApp: "gifter"), logger: .quiet)
                let products = try await database.withRunning { database in
                    try await catalog(ProductStore(database: database, wallClock: SystemWallClock()))
                }
                #expect(products.count == 248)
                #expect(products["\(source):item-2"]?.product.brand == "127.0.0.1", "without --store-name the host is the brand")
                #expect(products["\(source):item-7"]?.product.storeURL == "https://shop.example/products/item-7")
            }
        } catch {
            await isolation.dropSchemas(["gifter"])
            throw error
        }
        await isolation.dropSchemas(["gifter"])
    }

    @Test("bad arguments fail before the database is opened")
    func badArgumentsTouchNothing() async throws {
        let isolation = TestIsolation(backend: .sqlite, scratch: try TemporaryDirectory())
        defer { isolation.scratch.remove() }
        let configuration = try isolation.configuration()
        let cases: [(GifterCatalogImport.MedusaStore, CatalogImportError)] = [
            (.init(url: "shop.example", publishableKey: "pk_1"), .invalidURL(option: "--medusa", value: "shop.example")),
            (.init(url: "ftp://shop.example", publishableKey: "pk_1"), .invalidURL(option: "--medusa", value: "ftp://shop.example")),
            (.init(url: "https://api.shop.example", publishableKey: "pk_1", storefront: "/products"), .invalidURL(option: "--storefront", value: "/products")),
            (.init(url: "https://api.shop.example", publishableKey: "  "), .missingKey),
        ]
        for (store, expected) in cases {
            let error = await #expect(throws: CatalogImportError.self) {
                try await GifterCatalogImport.importCatalog(.medusa(store), configuration: configuration, logger: .quiet) { _ in }
            }
            #expect(error == expected)
        }
        #expect(isolation.scratch.files().isEmpty)
    }
}

@Suite("Medusa Store API client")
struct MedusaStoreClientTests {
    @Test("a store that keeps failing is given up on after a bounded number of tries, with its error")
    func persistentFailureGivesUp() async throws {
        try await MedusaStandIn.run { standIn in
            standIn.update { $0.alwaysFailing = true }
            let notices = ProgressLines()
            let client = try makeClient(standIn, notice: notices.callback)
            let region = try await client.region()
            let error = await #expect(throws: CatalogImportError.self) { try await client.products(in: region) { _, _ in } }
            guard case .status(_, 500, "An unknown error occurred.") = error else {
                Issue.record("expected the store's 500, got \(String(describing: error))")
                return
            }
            #expect(standIn.productRequests.count == quickLimits.retryDelays.count + 1)
            #expect(notices.all.count == quickLimits.retryDelays.count)
        }
    }

    @Test("an answer that is not JSON is a clear error, not retried")
    func nonJSONAnswer() async throws {
        try await MedusaStandIn.run { standIn in
            standIn.update { $0.htmlInsteadOfJSON = true }
            let error = await #expect(throws: CatalogImportError.self) { try await makeClient(standIn).region() }
            guard case .notJSON(_, "text/html", let detail) = error else {
                Issue.record("expected a non-JSON error, got \(String(describing: error))")
                return
            }
            #expect(detail.contains("<!doctype html>"))
            #expect(standIn.current.requests.count == 1)
        }
    }

    @Test("a store slower than the time limit times out, each try")
    func slowStoreTimesOut() async throws {
        try await MedusaStandIn.run { standIn in
            // The store answers only after 10 minutes (or when the test ends); two tries of 2 s each
            // must give up long before. (With 300 ms tries, a loaded CI machine once let the second try
            // time out before the stand-in had even read its request; with 2 s tries the two took 9 s
            // there, and a whole run's parallel tests can hold a wake-up back for tens of seconds.)
            standIn.update { $0.delay = .seconds(600) }
            var limits = quickLimits
            limits.requestTimeout = .seconds(2)
            limits.retryDelays = [.milliseconds(10)]
            let started = ContinuousClock.now
            let error = await #expect(throws: CatalogImportError.self) { try await makeClient(standIn, limits: limits).region() }
            guard case .timedOut(_, .seconds(2)) = error else {
                Issue.record("expected a timeout, got \(String(describing: error))")
                return
            }
            #expect(error?.description.hasSuffix("did not answer within 2 s") == true)
            // A hang bound, not a timing: under the store's delay means nobody waited for its answer.
            #expect(ContinuousClock.now - started < .seconds(300), "gave up without waiting for the slow answers")
            #expect(standIn.current.requests.count == 2)
        }
    }

    @Test("a page larger than the size limit is refused")
    func oversizedPage() async throws {
        try await MedusaStandIn.run { standIn in
            var limits = quickLimits
            limits.maximumAnswerBytes = 20_000
            let client = try makeClient(standIn, limits: limits)
            let region = try await client.region()
            let error = await #expect(throws: CatalogImportError.self) { try await client.products(in: region) { _, _ in } }
            guard case .tooLarge(_, 20_000) = error else {
                Issue.record("expected a size error, got \(String(describing: error))")
                return
            }
        }
    }

    @Test("a store nobody answers at is unreachable after the retries")
    func unreachableStore() async throws {
        // Port 1 on loopback: nothing listens there, so the connection is refused at once.
        var limits = quickLimits
        limits.requestTimeout = .seconds(5)  // refused at once; the limit only keeps a loaded machine from calling it a timeout
        let client = MedusaStoreClient(store: URL(string: "http://127.0.0.1:1")!, publishableKey: MedusaStandIn.key, limits: limits)
        let error = await #expect(throws: CatalogImportError.self) { try await client.region() }
        guard case .unreachable(let url, let detail) = error else {
            Issue.record("expected an unreachable store, got \(String(describing: error))")
            return
        }
        #expect(url.hasPrefix("http://127.0.0.1:1/store/regions?"))
        #expect(detail.localizedCaseInsensitiveContains("refused"), "the cause is named: \(detail)")
    }

    @Test("the GBP region is preferred, else the first")
    func regionChoice() {
        let euro = MedusaStoreAPI.Region(id: "reg_eu", name: "Europe", currency_code: "eur")
        let pounds = MedusaStoreAPI.Region(id: "reg_uk", name: "UK", currency_code: "GBP")
        let dollars = MedusaStoreAPI.Region(id: "reg_us", name: "US", currency_code: "usd")
        #expect(MedusaStoreClient.preferredRegion([euro, pounds, dollars]) == pounds)
        #expect(MedusaStoreClient.preferredRegion([dollars, euro]) == dollars)
        #expect(MedusaStoreClient.preferredRegion([]) == nil)
    }

    @Test("query values are encoded strictly, so + and * reach the store as written")
    func queryEncoding() {
        let url = CatalogHTTP.url(URL(string: "https://api.shop.example/medusa/")!, path: "/store/products",
                                        query: [("fields", "*variants.calculated_price,+metadata"), ("region_id", "reg 1")])
        #expect(url == "https://api.shop.example/medusa/store/products?fields=%2Avariants.calculated_price%2C%2Bmetadata&region_id=reg%201")
    }
}

@Suite("Medusa product mapping")
struct MedusaProductMapperTests {
    let mapper = MedusaProductMapper(
        store: URL(string: "https://API.Shop.example:9000")!, storefront: URL(string: "https://shop.example")!, storeName: nil,
        threeWords: try! ThreeWords.shipped.get()
    )

    func product(title: String?, description: String? = nil, prices: [(Double?, String?)]) -> MedusaStoreAPI.Product {
        MedusaStoreAPI.Product(
            id: "prod_1", title: title, handle: "mug one", subtitle: "The subtitle", description: description, thumbnail: "data:image/png;base64,AAAA",
            collection: nil, categories: nil, type: nil, tags: nil, images: nil,
            variants: prices.map { .init(id: nil, calculated_price: .init(calculated_amount: $0.0, currency_code: $0.1)) }, metadata: nil
        )
    }

    @Test("source and ids carry the store's lower-case host without its port; the link's handle is escaped")
    func identity() throws {
        let mapped = try mapper.map(product(title: "Mug", prices: [(12, "gbp")]), currency: "gbp").get()
        #expect(mapped.id == "medusa:api.shop.example:mug_20one", "the space escaped: every id can be named in a path")
        #expect(mapped.source == "medusa:api.shop.example")
        #expect(mapped.storeURL == "https://shop.example/products/mug%20one")
        #expect(mapped.brand == "api.shop.example")
        #expect(mapped.description == "The subtitle", "the subtitle stands in for a missing description")
        #expect(mapped.images.isEmpty, "a data: thumbnail is not a product image")
        #expect(mapped.tags == ["price-low"])
    }

    @Test("the price is the cheapest in the region's currency; nothing, zero, absurd or another currency is no price")
    func prices() throws {
        let mixed = try mapper.map(product(title: "Mug", prices: [(25, "gbp"), (9.99, "eur"), (nil, nil), (0, "gbp"), (19.999, "gbp")]), currency: "gbp").get()
        #expect(mixed.price == Money(minorUnits: 2000, currency: "GBP"))
        let none = mapper.map(product(title: "Mug", prices: [(9.99, "eur"), (0, "gbp"), (nil, "gbp"), (1e300, "gbp")]), currency: "gbp")
        #expect(none == .failure(.init(handle: "mug one", reason: .noPrice)))
    }

    @Test("a product without a title is skipped; long text is cut at a word")
    func text() throws {
        #expect(mapper.map(product(title: " \n ", prices: [(5, "gbp")]), currency: "gbp") == .failure(.init(handle: "mug one", reason: .noTitle)))
        let long = String(repeating: "stoneware, ", count: 100)
        let mapped = try mapper.map(product(title: "Mug", description: long, prices: [(5, "gbp")]), currency: "gbp").get()
        #expect(mapped.description.count <= CatalogText.maximumDescriptionLength)
        #expect(mapped.description.hasSuffix("stoneware…"))
    }
}
