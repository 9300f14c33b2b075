import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@testable import GifterServer

/// 2026-11-24 12:00 UTC: TEA-1's sale is on, TEA-2's is over.
private let now = ManualWallClock(Date(timeIntervalSince1970: 1_795_521_600))

/// What both forms of the fixture feed import to, whichever `source` they land under.
private func expectFixtureImported(_ report: CatalogImportReport, _ lines: [String], _ products: [String: (product: Product, available: Bool)], source: String) throws {
    #expect(report.added == 5 && report.updated == 0 && report.withdrawn == 0 && report.notForSale == 1)
    #expect(report.skipped == ["missing image_link": 1, "bad price": 1, "unknown availability": 1, "missing brand": 1])
    #expect(lines.contains("skipped NO-IMAGE: missing image_link") && lines.contains("skipped BAD-PRICE: bad price"))
    #expect(lines.contains("skipped ODD-AVAILABILITY: unknown availability") && lines.contains("skipped NO-BRAND: missing brand"))
    #expect(lines.last == "imported: 5 added, 0 updated, 0 unchanged, 0 withdrawn, 1 not for sale, 4 skipped (1 bad price, 1 missing brand, 1 missing image_link, 1 unknown availability)")
    #expect(products.count == 5)

    let mug = try #require(products["\(source):MUG-1"])
    #expect(mug.available)
    #expect(mug.product.title == "Speckled Stoneware Mug" && mug.product.brand == "Kiln & Kettle")
    #expect(mug.product.description == "Thrown by hand & glazed in oatmeal.")
    #expect(mug.product.price == Money(minorUnits: 1800, currency: "GBP"))
    #expect(mug.product.storeURL == "https://kiln.example/products/mug-1")
    #expect(mug.product.productType == "Mugs")
    #expect(mug.product.tags.contains("handmade") && mug.product.tags.last == "price-low", "\(mug.product.tags)")
    #expect(mug.product.images == [
        .remote(url: "https://kiln.example/img/mug-1.jpg"), .remote(url: "https://kiln.example/img/mug-1-side.jpg"),
        .remote(url: "https://kiln.example/img/mug-1-top.jpg"),
    ])
    #expect(mug.product.source == source)
    #expect(products["\(source):CANDLE-1"]?.available == false, "out_of_stock is kept, never recommended")
    #expect(products["\(source):TEA-1"]?.product.price == Money(minorUnits: 1200, currency: "GBP"), "the sale covers now")
    #expect(products["\(source):TEA-2"]?.product.price == Money(minorUnits: 2200, currency: "GBP"), "the sale is over")
    #expect(products["\(source):TEA-2"]?.available == true, "preorder is for sale")
    #expect(products["\(source):BOOK-1"]?.product.brand == "kiln.example", "a book needs no brand: the shop's host")
}

@Suite("Merchant Center feed import")
struct MerchantFeedImportTests {
    @Test("a tab-separated feed from a file: required attributes checked, malformed rows skipped and counted", arguments: TestDatabases.backends)
    func tabSeparatedFile(backend: DatabaseBackend) async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("feed.tsv")
        try Data(MerchantFeedFixtures.tsv().utf8).write(to: file)
        try await withCatalogStore(backend) { store in
            let (report, lines) = try await importShop(.merchantFeed(file.path), into: store, wallClock: now)
            try expectFixtureImported(report, lines, try await catalog(store), source: try feedSource(file.path))
            let again = try await importShop(.merchantFeed(file.path), into: store, wallClock: now).report
            #expect(again.unchanged == 5 && again.added == 0 && again.updated == 0)
        }
    }

    @Test("the RSS/XML feed from a URL imports the same; a nested shipping price is not the item's", arguments: TestDatabases.backends)
    func xmlFromURL(backend: DatabaseBackend) async throws {
        try await withCatalogStore(backend) { store in
            try await ShopStandIn.run { standIn in
                standIn.update { $0.feeds["feed.xml"] = ("application/rss+xml", MerchantFeedFixtures.xml()) }
                let (report, lines) = try await importShop(.merchantFeed("\(standIn.url)/feeds/feed.xml"), into: store, wallClock: now)
                try expectFixtureImported(report, lines, try await catalog(store), source: try feedSource("\(standIn.url)/feeds/feed.xml"))
            }
        }
    }

    @Test("an item gone from the feed is withdrawn; a broken feed withdraws nothing", arguments: TestDatabases.backends)
    func withdrawAndBrokenFeed(backend: DatabaseBackend) async throws {
        try await withCatalogStore(backend) { store in
            try await ShopStandIn.run { standIn in
                let url = "\(standIn.url)/feeds/feed.xml", source = try feedSource(url)
                standIn.update { $0.feeds["feed.xml"] = ("application/xml", MerchantFeedFixtures.xml()) }
                _ = try await importShop(.merchantFeed(url), into: store, wallClock: now)
                standIn.update { $0.feeds["feed.xml"] = ("application/xml", MerchantFeedFixtures.xml(MerchantFeedFixtures.rows.filter { $0["id"] != "MUG-1" })) }
                let report = try await importShop(.merchantFeed(url), into: store, wallClock: now).report
                #expect(report.withdrawn == 1 && report.unchanged == 4)
                #expect(try await catalog(store)["\(source):MUG-1"]?.available == false)

                let version = try await store.version()
                let cut = String(MerchantFeedFixtures.xml().prefix(900))
                standIn.update { $0.feeds["feed.xml"] = ("application/xml", cut) }
                let error = await #expect(throws: CatalogImportError.self) { try await importShop(.merchantFeed(url), into: store, wallClock: now) }
                guard case .notAFeed(let location, let detail) = error else {
                    Issue.record("expected a broken feed, got \(String(describing: error))")
                    return
                }
                #expect(location == url && detail.contains("line"))
                #expect(try await store.version() == version)
                #expect(try await catalog(store).values.filter(\.available).count == 3)
            }
        }
    }

    @Test("a feed whose header was renamed skips every row and retires nothing", arguments: TestDatabases.backends)
    func renamedHeaderRetiresNothing(backend: DatabaseBackend) async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("feed.tsv")
        try Data(MerchantFeedFixtures.tsv().utf8).write(to: file)
        let source = try feedSource(file.path)
        try await withCatalogStore(backend) { store in
            _ = try await importShop(.merchantFeed(file.path), into: store, wallClock: now)
            let live = try await catalog(store).values.filter(\.available).count
            // An export tool renamed `price`: every row now lacks it.
            try Data(MerchantFeedFixtures.tsv().replacingOccurrences(of: "\tprice\t", with: "\tprice_amount\t").utf8).write(to: file)
            let (report, lines) = try await importShop(.merchantFeed(file.path), into: store, wallClock: now)
            #expect(report.withdrawn == 0 && report.skippedTotal == MerchantFeedFixtures.rows.count)
            #expect(report.heldBack == .init(listed: 0, live: live))
            #expect(lines.last?.contains("retiring held back: listing had 0 of \(live) live products") == true, "\(lines)")
            #expect(try await catalog(store)["\(source):MUG-1"]?.available == true)
        }
    }

    @Test("two feeds with one file name in different folders import side by side", arguments: TestDatabases.backends)
    func sameFileNameTwoFolders(backend: DatabaseBackend) async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let files = try ["a", "b"].map { folder in
            let directory = scratch.url.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory.appendingPathComponent("feed.tsv").path
        }
        // The second shop lists the same items but the mug: were they one source, its import would retire the first's mug.
        try Data(MerchantFeedFixtures.tsv().utf8).write(to: URL(fileURLWithPath: files[0]))
        try Data(MerchantFeedFixtures.tsv(MerchantFeedFixtures.rows.filter { $0["id"] != "MUG-1" }).utf8).write(to: URL(fileURLWithPath: files[1]))
        let (first, second) = (try feedSource(files[0]), try feedSource(files[1]))
        #expect(first != second && first.hasPrefix("merchant:feed.tsv-") && second.hasPrefix("merchant:feed.tsv-"))
        try await withCatalogStore(backend) { store in
            _ = try await importShop(.merchantFeed(files[0]), into: store, wallClock: now)
            let report = try await importShop(.merchantFeed(files[1]), into: store, wallClock: now).report
            #expect(report.added == 4 && report.withdrawn == 0)
            let products = try await catalog(store)
            #expect(products["\(first):MUG-1"]?.available == true)
            #expect(products["\(second):TEA-1"]?.available == true && products["\(first):TEA-1"]?.available == true)
        }
    }

    @Test("a file that is not a feed, or is not there, is refused")
    func notAFeed() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("products.csv")
        try Data("name,price\nMug,18\n".utf8).write(to: file)
        try await withCatalogStore(.sqlite) { store in
            let error = await #expect(throws: CatalogImportError.self) { try await importShop(.merchantFeed(file.path), into: store) }
            guard case .notAFeed(_, let detail) = error else {
                Issue.record("expected not a feed, got \(String(describing: error))")
                return
            }
            #expect(detail.contains("header"))
            let missing = scratch.url.appendingPathComponent("nowhere.xml").path
            let absent = await #expect(throws: CatalogImportError.self) { try await importShop(.merchantFeed(missing), into: store) }
            #expect(absent == .feedUnreadable(location: missing, detail: "no such file"))
        }
    }

    @Test("prices and sale dates as the specification writes them")
    func pricesAndDates() throws {
        #expect(MerchantFeedMapper.price("15.00 USD") == Money(minorUnits: 1500, currency: "USD"))
        #expect(MerchantFeedMapper.price("EUR 9.5") == Money(minorUnits: 950, currency: "EUR"))
        for bad in ["15.00", "15,00 EUR", "USD", "free", "0.00 GBP", "12 GBP extra"] { #expect(MerchantFeedMapper.price(bad) == nil, "\(bad)") }
        let start = try #require(MerchantFeedDate.parse("2016-02-24T11:07+0100"))
        #expect(start == Date(timeIntervalSince1970: 1_456_308_420))
        #expect(MerchantFeedDate.parse("2016-02-24T10:07Z") == start)
        #expect(MerchantFeedDate.parse("2016-02-24T11:07:00+01:00") == start)
        #expect(MerchantFeedDate.parse("2016-02-24") == Date(timeIntervalSince1970: 1_456_272_000))
        #expect(MerchantFeedDate.parse("24/02/2016") == nil)
    }
}

@Suite("Budgets across currencies")
struct CurrencyBudgetTests {
    /// The euro feed imported, then indexed with `rates`.
    private func index(_ store: ProductStore, rates: ExchangeRates) async throws -> CatalogIndex {
        let (version, products) = try await store.load()
        return CatalogIndex(version: version, products: products, vocabulary: try Quiz.shipped.get().vocabulary, rates: rates)
    }

    private func admitted(_ index: CatalogIndex, budget: Quiz.Budget?) throws -> Set<String> {
        let quiz = try Quiz.shipped.get()
        var request = RecommendationRequest(subject: .you, taste: TasteProfile(answers: TasteAnswers([:]), quiz: quiz))
        request.budget = budget
        let scorer = RelevanceScorer(catalog: index, request: request, vocabulary: quiz.vocabulary)
        return Set(index.products.indices.filter { scorer.score($0) != nil }.map { String(index.products[$0].id.split(separator: ":").last!) })
    }

    @Test("with a rate, euro prices meet a budget in pounds and take the band of their price in pounds; without one, they are left out of budgets only",
          arguments: TestDatabases.backends)
    func euroFeed(backend: DatabaseBackend) async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("atelier.tsv")
        try Data(MerchantFeedFixtures.tsv(MerchantFeedFixtures.euroRows).utf8).write(to: file)
        let source = try feedSource(file.path)
        try await withCatalogStore(backend) { store in
            _ = try await importShop(.merchantFeed(file.path), into: store)
            let underThirty = Quiz.Budget(min: nil, max: Money(minorUnits: 3000, currency: "GBP"))

            let rated = try await index(store, rates: try ExchangeRates(environment: ["GIFTER_EXCHANGE_RATES": "EUR=0.86, USD=0.79"]))
            #expect(try admitted(rated, budget: underThirty) == ["EU-1", "GB-1"], "€20 is £17.20; €200 is £172")
            #expect(try admitted(rated, budget: nil) == ["EU-1", "EU-2", "GB-1"])
            #expect(rated.product("\(source):EU-2")?.tags.last == "price-high")
            #expect(rated.product("\(source):EU-2")?.price == Money(minorUnits: 20000, currency: "EUR"), "shown in the shop's currency")

            let unrated = try await index(store, rates: ExchangeRates())
            #expect(try admitted(unrated, budget: underThirty) == ["GB-1"])
            #expect(try admitted(unrated, budget: nil) == ["EU-1", "EU-2", "GB-1"])
            #expect(unrated.product("\(source):EU-1")?.tags.contains { PriceBand.all.contains($0) } == false, "no band without a rate")
            #expect(unrated.product("\(source):GB-1")?.tags.last == "price-low")
        }
    }

    @Test("the rate table is checked at startup, naming the variable")
    func rateTable() throws {
        #expect(try ExchangeRates(environment: [:]) == ExchangeRates())
        #expect(try ExchangeRates(environment: ["GIFTER_EXCHANGE_RATES": "eur=0.86"]).baseMinorUnits(Money(minorUnits: 1000, currency: "EUR")) == 860)
        for bad in ["EUR", "EUR=nothing", "EURO=0.8", "EUR=-1", "EUR=0.8,EUR=0.9"] {
            let error = #expect(throws: ConfigurationError.self) { try ExchangeRates(environment: ["GIFTER_EXCHANGE_RATES": bad]) }
            #expect(error?.variable == "GIFTER_EXCHANGE_RATES", "\(bad)")
        }
    }
}
