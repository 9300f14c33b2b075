import Foundation
import GifterAPI
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@testable import GifterServer

/// Five mugs, £12–£16.
private func mugs() -> [[String: any Sendable]] { ShopStandIn.catalog(count: 5) }

/// How many runs of the re-import job the lease table has recorded.
private func importRuns(_ harness: GifterHarness) async throws -> Int64 {
    try await harness.withDatabase { database in try await JobLeases(database: database).status(CatalogImportSchedule.jobName)?.runs ?? 0 }
}

@Suite("Periodic catalog re-import")
struct CatalogReimportTests {
    @Test("the server's job adds, updates and retires a shop's products; a save of a retired product survives; a failing shop retires nothing",
          arguments: TestDatabases.backends)
    func reimportKeepsSaves(backend: DatabaseBackend) async throws {
        try await ShopStandIn.run(products: mugs()) { standIn in
            let environment = ["GIFTER_CATALOG_SOURCES": "shopify:\(standIn.url)", "GIFTER_CATALOG_IMPORT_HOURS": "24"]
            try await GifterHarness.run(backend: backend, environment: environment) { harness in
                // The first run is due at startup.
                #expect(try await pollUntil { try await importRuns(harness) == 1 })
                let mia = try await harness.person("Mia")
                var client = harness.client(token: mia.token)
                let kept = "shopify:127.0.0.1:mug-2", repriced = "shopify:127.0.0.1:mug-3", steady = "shopify:127.0.0.1:mug-1"
                #expect(try await client.getProduct(path: .init(productId: kept)).ok.body.json.available == true)
                _ = try await client.saveToWishlist(path: .init(productId: kept), body: .json(.init())).ok
                let firstRun = harness.clock.now()

                // The shop stops selling one mug and reprices another; a day later the job runs again.
                standIn.update { state in
                    state.products.remove(at: 2)
                    state.products[2] = ShopStandIn.product(id: 7_000_000_003, handle: "mug-3", title: "Mug 3", variants: [("40.00", true)],
                                                            images: ["https://cdn.shopify.example/files/mug-3.jpg"])
                }
                harness.clock.advance(by: 25 * 3600)
                #expect(try await pollUntil(every: .milliseconds(100)) { try await importRuns(harness) == 2 })
                // A day on, the access token has expired: Mia signs in again.
                client = harness.client(token: try await harness.person("Mia").token)

                let retired = try await client.getProduct(path: .init(productId: kept)).ok.body.json
                #expect(retired.available == false)
                let wishlist = try await client.listWishlists().ok.body.json
                #expect(wishlist.items.map(\.product.id) == [kept], "the save is still listed")
                #expect(try await client.getProduct(path: .init(productId: repriced)).ok.body.json.product.price.amount == 40)
                // Only the retired and the repriced rows were written; the unchanged three were not.
                let rewritten = try await harness.withDatabase { database in
                    try await database.sql.raw("SELECT id FROM products WHERE source = 'shopify:127.0.0.1' AND updated_at > \(bind: firstRun)").all().count
                }
                #expect(rewritten == 2)

                // The shop fails: nothing of it is retired.
                standIn.update { $0.failing = true }
                harness.clock.advance(by: 25 * 3600)
                #expect(try await pollUntil(every: .milliseconds(100)) { try await importRuns(harness) == 3 })
                client = harness.client(token: try await harness.person("Mia").token)
                #expect(try await client.getProduct(path: .init(productId: steady)).ok.body.json.available == true)
                #expect(try await client.getProduct(path: .init(productId: repriced)).ok.body.json.available == true)
            }
        }
    }

    @Test("the schedule is read from the environment and a mistake names its variable")
    func configuration() throws {
        #expect(try CatalogImportSchedule(environment: [:]) == nil)
        let schedule = try #require(try CatalogImportSchedule(environment: [
            "GIFTER_CATALOG_SOURCES": "shopify:https://shop.example currency=EUR; merchant-feed:https://shop.example/feed.xml;medusa:https://api.shop.example key=pk_1",
            "GIFTER_CATALOG_IMPORT_HOURS": "6",
        ]))
        #expect(schedule.shops.count == 3 && schedule.interval == .seconds(6 * 3600))
        let cases: [([String: String], String)] = [
            (["GIFTER_CATALOG_SOURCES": "shopify:shop.example"], "GIFTER_CATALOG_SOURCES"),
            (["GIFTER_CATALOG_SOURCES": "etsy:https://shop.example"], "GIFTER_CATALOG_SOURCES"),
            (["GIFTER_CATALOG_SOURCES": "shopify:https://shop.example currency=EURO"], "GIFTER_CATALOG_SOURCES"),
            (["GIFTER_CATALOG_SOURCES": "medusa:https://api.shop.example"], "GIFTER_CATALOG_SOURCES"),
            (["GIFTER_CATALOG_SOURCES": "merchant-feed:/no/such/feed.xml"], "GIFTER_CATALOG_SOURCES"),
            (["GIFTER_CATALOG_SOURCES": "shopify:https://shop.example", "GIFTER_CATALOG_IMPORT_HOURS": "0"], "GIFTER_CATALOG_IMPORT_HOURS"),
            (["GIFTER_CATALOG_IMPORT_HOURS": "daily"], "GIFTER_CATALOG_IMPORT_HOURS"),
        ]
        for (environment, variable) in cases {
            let error = #expect(throws: ConfigurationError.self) { try CatalogImportSchedule(environment: environment) }
            #expect(error?.variable == variable, "\(environment)")
        }
    }
}

@Suite("Catalog import command line")
struct CatalogImportCommandTests {
    @Test("two sources, none, a bad URL or currency: refused before the database is opened")
    func argumentErrors() async throws {
        let isolation = TestIsolation(backend: .sqlite, scratch: try TemporaryDirectory())
        defer { isolation.scratch.remove() }
        let configuration = try isolation.configuration()
        let cases: [(GifterCatalogImport.Shop, CatalogImportError)] = [
            (.shopify(.init(url: "shop.example")), .invalidURL(option: "--shopify", value: "shop.example")),
            (.shopify(.init(url: "https://shop.example", currency: "pounds")), .invalidCurrency("pounds")),
            (.merchantFeed("ftp://shop.example/feed.xml"), .invalidURL(option: "--merchant-feed", value: "ftp://shop.example/feed.xml")),
            (.merchantFeed("https://shop.example/feed.xml?key=1"), .invalidURL(option: "--merchant-feed", value: "https://shop.example/feed.xml?key=1")),
        ]
        for (shop, expected) in cases {
            let error = await #expect(throws: CatalogImportError.self) {
                try await GifterCatalogImport.importCatalog(shop, configuration: configuration, logger: .quiet) { _ in }
            }
            #expect(error == expected)
        }
        #expect(isolation.scratch.files().isEmpty)
        #expect(CatalogImportError.sourceCount(named: []).description.contains("--shopify URL"))
        #expect(CatalogImportError.sourceCount(named: ["--shopify", "--medusa"]).description == "import one shop at a time; got --shopify and --medusa")
    }
}
