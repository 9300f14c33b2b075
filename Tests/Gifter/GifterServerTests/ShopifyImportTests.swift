import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@testable import GifterServer

private let source = "shopify:127.0.0.1"

/// The stand-in's 260 mugs with a few hand-picked products first: variants of which the cheapest is
/// not for sale, one product with nothing for sale, two without a price, tags as Shopify's older string.
private func shop() -> [[String: any Sendable]] {
    var products = ShopStandIn.catalog()
    products[0] = ShopStandIn.product(
        id: 6_900_000_001, handle: "slow-morning-pour-over-set", title: "  Slow Morning\nPour-Over Set ", vendor: " ", type: "Pour-over set",
        tags: "handmade, Coffee, luxury",
        body: "<p>Hand-thrown stoneware for mornings like a small ceremony&nbsp;&mdash; <strong>dishwasher</strong> safe.</p><script>track()</script><ul><li>Dripper</li><li>Carafe &amp; two cups</li></ul>",
        variants: [("42.50", true), ("36.00", false), ("39.00", true)],
        images: ["https://cdn.shopify.example/files/pour-over-top.jpg", "javascript:alert(1)", "https://cdn.shopify.example/files/pour-over-side.jpg"]
    )
    products[1] = ShopStandIn.product(id: 6_900_000_002, handle: "sold-out-candle", title: "Sold-out Candle", type: "Candle",
                                      variants: [("24.00", false), ("30.00", false)])
    products[2] = ShopStandIn.product(id: 6_900_000_003, handle: "gift-wrap-service", title: "Gift wrap", variants: [])
    products[3] = ShopStandIn.product(id: 6_900_000_004, handle: "price-on-request", title: "Bespoke Table", variants: [("0.00", true), ("", true)])
    return products
}

@Suite("Shopify storefront import")
struct ShopifyImportTests {
    @Test("every page is read; the cheapest variant for sale prices it; nothing for sale is kept unrecommended; no price is skipped and counted",
          arguments: TestDatabases.backends)
    func importsPagesAndVariants(backend: DatabaseBackend) async throws {
        try await withCatalogStore(backend) { store in
            try await ShopStandIn.run(products: shop()) { standIn in
                let (report, lines) = try await importShop(.shopify(.init(url: standIn.url)), into: store)
                #expect(report.added == 258 && report.updated == 0 && report.withdrawn == 0 && report.notForSale == 1)
                #expect(report.skipped == ["no price": 2])
                #expect(lines.contains("pricing in GBP"))
                #expect(lines.contains("fetched 100 products") && lines.contains("fetched 260 products"))
                #expect(lines.contains("skipped gift-wrap-service: no price") && lines.contains("skipped price-on-request: no price"))
                #expect(lines.last == "imported: 258 added, 0 updated, 0 unchanged, 0 withdrawn, 1 not for sale, 2 skipped (no price)")
                // Paged by `page` until the empty fourth page, 100 at a time as asked.
                #expect(standIn.current.requests.map { $0["page"] } == ["1", "2", "3", "4"])
                #expect(standIn.current.requests.allSatisfy { $0["limit"] == "100" })

                let products = try await catalog(store)
                let pourOver = try #require(products["\(source):slow-morning-pour-over-set"])
                #expect(pourOver.available)
                #expect(pourOver.product.title == "Slow Morning Pour-Over Set")
                #expect(pourOver.product.price == Money(minorUnits: 3900, currency: "GBP"), "the £36 variant is not for sale")
                #expect(pourOver.product.description == "Hand-thrown stoneware for mornings like a small ceremony — dishwasher safe. Dripper Carafe & two cups")
                #expect(pourOver.product.brand == "Kiln Street", "no vendor: the shop's name from meta.json")
                // Its type (a pour-over set is coffee), then its tags ("luxury"'s price tag dropped), then the price's band.
                #expect(pourOver.product.tags == ["coffee", "handmade", "luxe", "price-mid"])
                #expect(pourOver.product.productType == "Pour-over set")
                #expect(pourOver.product.storeURL == "\(standIn.url)/products/slow-morning-pour-over-set")
                #expect(pourOver.product.images == [
                    .remote(url: "https://cdn.shopify.example/files/pour-over-top.jpg"), .remote(url: "https://cdn.shopify.example/files/pour-over-side.jpg"),
                ])
                let soldOut = try #require(products["\(source):sold-out-candle"])
                #expect(!soldOut.available)
                #expect(soldOut.product.price == Money(minorUnits: 2400, currency: "GBP"))
                #expect(products["\(source):gift-wrap-service"] == nil && products["\(source):price-on-request"] == nil)
                #expect(products["\(source):mug-7"]?.product.brand == "Kiln & Kettle")
            }
        }
    }

    @Test("a second import changes nothing; a changed price updates one product; a product gone is withdrawn", arguments: TestDatabases.backends)
    func reimport(backend: DatabaseBackend) async throws {
        try await withCatalogStore(backend) { store in
            try await ShopStandIn.run(products: shop()) { standIn in
                _ = try await importShop(.shopify(.init(url: standIn.url)), into: store)
                let version = try await store.version()
                let again = try await importShop(.shopify(.init(url: standIn.url)), into: store).report
                #expect(again.added == 0 && again.updated == 0 && again.unchanged == 258 && again.withdrawn == 0)
                #expect(try await store.version() == version)

                standIn.update { state in
                    state.products[10] = ShopStandIn.product(id: 7_000_000_010, handle: "mug-10", title: "Mug 10", variants: [("140.00", true)],
                                                             images: ["https://cdn.shopify.example/files/mug-10.jpg"])
                    state.products.remove(at: 20)
                }
                let changed = try await importShop(.shopify(.init(url: standIn.url)), into: store).report
                #expect(changed.added == 0 && changed.updated == 1 && changed.unchanged == 256 && changed.withdrawn == 1)
                let products = try await catalog(store)
                #expect(products["\(source):mug-10"]?.product.price == Money(minorUnits: 14000, currency: "GBP"))
                #expect(products["\(source):mug-10"]?.product.tags.last == "price-high")
                #expect(products["\(source):mug-20"]?.available == false)
            }
        }
    }

    @Test("a shop answering an empty list retires nothing unless the operator allows it", arguments: TestDatabases.backends)
    func emptyListingRetiresNothing(backend: DatabaseBackend) async throws {
        try await withCatalogStore(backend) { store in
            try await ShopStandIn.run(products: shop()) { standIn in
                _ = try await importShop(.shopify(.init(url: standIn.url)), into: store)
                let live = try await catalog(store).values.filter(\.available).count
                let version = try await store.version()
                standIn.update { $0.products = [] }
                let (report, lines) = try await importShop(.shopify(.init(url: standIn.url)), into: store)
                #expect(report.withdrawn == 0 && report.heldBack == .init(listed: 0, live: live))
                #expect(lines.last?.hasSuffix("; retiring held back: listing had 0 of \(live) live products") == true, "\(lines)")
                #expect(try await store.version() == version)
                #expect(try await catalog(store).values.filter(\.available).count == live)

                let forced = try await importShop(.shopify(.init(url: standIn.url)), into: store, allowMassWithdrawal: true).report
                #expect(forced.withdrawn == live && forced.heldBack == nil)
            }
        }
    }

    @Test("a small shop losing one product of ten retires it; losing six of ten is held back", arguments: TestDatabases.backends)
    func smallRemovalStillRetires(backend: DatabaseBackend) async throws {
        try await withCatalogStore(backend) { store in
            try await ShopStandIn.run(products: ShopStandIn.catalog(count: 10)) { standIn in
                _ = try await importShop(.shopify(.init(url: standIn.url, currency: "GBP")), into: store)
                standIn.update { $0.products.remove(at: 3) }
                let one = try await importShop(.shopify(.init(url: standIn.url, currency: "GBP")), into: store).report
                #expect(one.withdrawn == 1 && one.heldBack == nil)
                #expect(try await catalog(store)["\(source):mug-3"]?.available == false)

                standIn.update { $0.products.removeLast(6) }
                let six = try await importShop(.shopify(.init(url: standIn.url, currency: "GBP")), into: store).report
                #expect(six.withdrawn == 0 && six.heldBack == .init(listed: 3, live: 9) && six.unchanged == 3)
            }
        }
    }

    @Test("a shop that ignores `page` is read by since_id, every product once", arguments: TestDatabases.backends)
    func sinceIDPaging(backend: DatabaseBackend) async throws {
        try await withCatalogStore(backend) { store in
            try await ShopStandIn.run { standIn in
                standIn.update { $0.ignoresPage = true }
                let (report, _) = try await importShop(.shopify(.init(url: standIn.url)), into: store)
                #expect(report.added == 260)
                let requests = standIn.current.requests
                #expect(requests.prefix(2).map { $0["page"] } == ["1", "2"], "the second page repeats the first")
                #expect(requests.dropFirst(2).map { $0["since_id"] } == ["7000000099", "7000000199", "7000000259"])
            }
        }
    }

    @Test("the currency comes from --currency, else meta.json; without either nothing is written", arguments: TestDatabases.backends)
    func currency(backend: DatabaseBackend) async throws {
        try await withCatalogStore(backend) { store in
            try await ShopStandIn.run(products: Array(ShopStandIn.catalog().prefix(3))) { standIn in
                standIn.update { $0.meta = nil }
                let error = await #expect(throws: CatalogImportError.self) { try await importShop(.shopify(.init(url: standIn.url)), into: store) }
                #expect(error == .noCurrency(shop: standIn.url))
                #expect(error?.description.contains("--currency") == true)
                #expect(try await catalog(store).isEmpty)

                let (report, _) = try await importShop(.shopify(.init(url: standIn.url, currency: "eur", name: "Atelier Nord")), into: store)
                #expect(report.added == 3)
                let products = try await catalog(store)
                #expect(products.values.allSatisfy { $0.product.price.currency == "EUR" })
            }
        }
    }

    @Test("a shop that fails mid-listing writes and withdraws nothing", arguments: TestDatabases.backends)
    func failingShopWritesNothing(backend: DatabaseBackend) async throws {
        try await withCatalogStore(backend) { store in
            try await ShopStandIn.run { standIn in
                _ = try await importShop(.shopify(.init(url: standIn.url)), into: store)
                let version = try await store.version()
                standIn.update { $0.failing = true }
                await #expect(throws: CatalogImportError.self) { try await importShop(.shopify(.init(url: standIn.url, currency: "GBP")), into: store) }
                #expect(try await catalog(store).values.allSatisfy(\.available))
                #expect(try await store.version() == version)
            }
        }
    }
}

@Suite("Shopify product mapping")
struct ShopifyProductMapperTests {
    @Test("HTML descriptions read as text: tags dropped, entities decoded, scripts gone")
    func plainText() {
        #expect(CatalogText.plainText(fromHTML: "<p>Tea&#8217;s <em>best</em><br/>friend &#x2014; 100&#37;</p><style>p{}</style>") == "Tea’s best friend — 100%")
        #expect(CatalogText.plainText(fromHTML: "Fish &amp chips & peas &unknown;") == "Fish &amp chips & peas &unknown;")
    }

    @Test("ids hold only what the API's product id allows, stay unique, and fit its length")
    func ids() throws {
        #expect(CatalogText.productID(source: "merchant:feed.tsv", key: "SKU 12/ß") == "merchant:feed.tsv:SKU_2012_2F_C3_9F")
        #expect(CatalogText.sourceName("merchant", "feeds.example/a/feed.xml") == "merchant:feeds.example-a-feed.xml")
        // `_` is escaped too, so a handle written with an escape never meets the handle it escapes.
        let spaced = CatalogText.productID(source: "shopify:shop.example", key: "mug one")
        let underscored = CatalogText.productID(source: "shopify:shop.example", key: "mug_20one")
        #expect(spaced == "shopify:shop.example:mug_20one" && underscored == "shopify:shop.example:mug_5F20one")
        #expect(CatalogText.productID(source: "shopify:shop.example", key: "mug-1.v2") == "shopify:shop.example:mug-1.v2", "nothing to escape: unchanged")
        // A feed's source keeps its name and a digest of where it is, and its ids still fit the API's pattern.
        let deep = MerchantFeedImport.sourceName(.file(URL(fileURLWithPath: "/srv/" + String(repeating: "shop ", count: 40) + "/feed.tsv")))
        let named = MerchantFeedImport.sourceName(.file(URL(fileURLWithPath: "/srv/" + String(repeating: "ü", count: 100) + ".tsv")))
        let onPort = MerchantFeedImport.sourceName(.web(URL(string: "https://feeds.example:8443/a/feed.xml")!))
        #expect(onPort.hasPrefix("merchant:feeds.example-a-feed.xml-") && onPort != MerchantFeedImport.sourceName(.web(URL(string: "https://feeds.example/a/feed.xml")!)))
        for source in [deep, named, onPort] {
            #expect(source.count <= 80)
            let id = CatalogText.productID(source: source, key: "SKU 12/ß")
            #expect(id.wholeMatch(of: try Regex("^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$")) != nil, "\(id)")
        }
        let long = CatalogText.productID(source: "shopify:shop.example", key: String(repeating: "a", count: 300))
        let other = CatalogText.productID(source: "shopify:shop.example", key: String(repeating: "a", count: 299))
        #expect(long.count == CatalogText.maximumIDLength && other.count == CatalogText.maximumIDLength && long != other)
        let pattern = try Regex("^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$")
        for id in [long, CatalogText.productID(source: "medusa:api.shop.example", key: "mug one \u{1F375}")] { #expect(id.wholeMatch(of: pattern) != nil, "\(id)") }
    }

    @Test("prices are read strictly")
    func prices() {
        #expect(Money(decimal: "19.99", currency: "GBP") == Money(minorUnits: 1999, currency: "GBP"))
        #expect(Money(decimal: "20.5", currency: "GBP") == Money(minorUnits: 2050, currency: "GBP"))
        #expect(Money(decimal: "7", currency: "eur") == Money(minorUnits: 700, currency: "EUR"))
        for bad in ["", "0.00", "-5.00", "1,299.00", "12.999", "abc", "12.", "1e3"] { #expect(Money(decimal: bad, currency: "GBP") == nil, "\(bad)") }
    }
}
