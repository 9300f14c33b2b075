import Foundation
import GifterAPI
@testable import GifterServer
import Identity
import Media
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// The invented sample catalog only when asked for (`GIFTER_SAMPLE_CATALOG=on`): a start without it
/// removes the sample products, their drawn pictures and every save of them, and says so; an empty
/// catalog is explained to the person (Home, recommendations) and to the operator (log, `/ready`); a
/// saved product its store withdrew is marked on every card as no longer sold.
@Suite("Gifter sample catalog and empty catalog")
struct SampleCatalogTests {
    static let shop = "medusa:shop.example"

    /// A real shop's product, beside the sample.
    static func shopProduct(_ handle: String) -> Product {
        let price = Money(minorUnits: 3_800, currency: "GBP")
        return Product(
            id: "\(shop):\(handle)", brand: "Hearth & Field", brandInvented: false, title: "Linen apron \(handle)",
            description: "Washed linen, cross-back straps.", price: price, tags: ["cooking", PriceBand.tag(for: price)],
            productType: "apron", storeURL: "https://shop.example/products/\(handle)",
            images: [.remote(url: "https://shop.example/\(handle).jpg")], source: shop
        )
    }

    /// Writes the shop's product as an import does, and waits until the server's catalog has it.
    static func importShop(_ product: Product, _ harness: GifterHarness, as person: GifterHarness.Person) async throws {
        _ = try await harness.withDatabase { database in
            try await ProductStore(database: database, wallClock: harness.clock).upsert([product], source: shop, withdrawMissing: true)
        }
        let client = harness.client(token: person.token)
        _ = try await pollUntil(every: .milliseconds(50)) {
            defaultStatus(try await client.getProduct(path: .init(productId: product.id))) == nil
        }
    }

    @Test("a start with the sample off removes its products, pictures and saves in one go, keeps a real shop's, and says so", arguments: TestDatabases.backends)
    func sampleOffRemovesIt(backend: DatabaseBackend) async throws {
        let isolation = TestIsolation(backend: backend, scratch: try TemporaryDirectory())
        defer { isolation.scratch.remove() }
        do {
            try await removal(backend, isolation)
        } catch {
            await isolation.dropSchemas(["gifter"])
            throw error
        }
        await isolation.dropSchemas(["gifter"])
    }

    private func removal(_ backend: DatabaseBackend, _ isolation: TestIsolation) async throws {
        let sample = try SampleCatalog.products.get()
        let (drawnA, drawnB) = (sample[0], sample[1])
        let real = Self.shopProduct("apron")
        let refresh = ["GIFTER_CATALOG_REFRESH_SECONDS": "0.05"]
        // First start, sample on: pictures drawn as `seed` draws them, and saves of both kinds of product.
        let (people, pictures) = try await GifterHarness.run(backend: backend, environment: refresh, isolation: isolation) { harness in
            let mia = try await harness.member("Mia", email: "mia@example.com")
            let ben = try await harness.member("Ben", email: "ben@example.com")
            try await harness.befriend(mia, ben, email: "ben@example.com")
            let configuration = try isolation.configuration()
            let pictures = try await harness.withDatabase { database in
                let library = MediaLibrary(
                    database: database, store: DiskMediaStore(dataDirectory: configuration.dataDirectory), processor: .shared,
                    wallClock: harness.clock, scope: "gifter"
                )
                try await ProductIllustrator(library: library, wallClock: harness.clock) { _ in }.illustrate([drawnA, drawnB])
                return try await library.records(ownedBy: ProductIllustrator.catalogAccount.id).map(\.content)
            }
            #expect(pictures.count == 2)
            let asMia = harness.client(token: mia.token), asBen = harness.client(token: ben.token)
            try await Self.importShop(real, harness, as: ben)
            _ = try await asBen.saveToWishlist(path: .init(productId: drawnA.id), body: .json(.init())).ok
            _ = try await asBen.saveToWishlist(path: .init(productId: real.id), body: .json(.init())).ok
            _ = try await asMia.claimItem(path: .init(friendId: ben.id, productId: drawnA.id)).noContent
            _ = try await asMia.claimItem(path: .init(friendId: ben.id, productId: real.id)).noContent
            let dad = try await asMia.createProfile(body: .json(.init(name: "Dad", relationship: .father, threeWords: "cook"))).created.body.json
            let person = try #require(dad.person)
            for id in [drawnB.id, real.id] {
                _ = try await asMia.saveIdea(path: .init(person: person, productId: id), body: .json(.init())).ok
                _ = try await asMia.saveToWishlist(path: .init(productId: id), body: .json(.init())).ok
            }
            return ((mia: mia, ben: ben, dad: person), pictures)
        }

        // Second start, sample off.
        let logs = CapturedLogs()
        try await GifterHarness.run(
            backend: backend, environment: ["GIFTER_SAMPLE_CATALOG": "off"], logger: logs.logger(level: .info), isolation: isolation
        ) { harness in
            let counts = try await harness.withDatabase { database in
                try await Self.counts(database, sample: Product.sampleSource)
            }
            #expect(counts == Counts(products: 0, pictures: 0, images: 0, saves: 0), "nothing of the sample left: \(counts)")
            let kept = try await harness.withDatabase { database in try await Self.counts(database, sample: Self.shop) }
            #expect(kept.products == 1 && kept.saves == 4, "the shop's product and its four saves stay: \(kept)")
            let store = DiskMediaStore(dataDirectory: try isolation.configuration().dataDirectory)
            for content in pictures {
                for variant in MediaVariant.allCases {
                    for encoding in MediaEncoding.allCases {
                        #expect(try await !store.contains(MediaKey(content: content, variant: variant), encoding: encoding), "\(content) \(variant)")
                    }
                }
            }
            // What the people see: only the shop's product, still saved and claimed.
            let asMia = harness.client(token: people.mia.token)
            #expect(try await asMia.listWishlists().ok.body.json.items.map(\.product.id) == [real.id])
            #expect(try await asMia.getGiftPlan(path: .init(person: people.dad)).ok.body.json.ideas.map(\.product.id) == [real.id])
            let friend = try await asMia.getFriend(path: .init(friendId: people.ben.id)).ok.body.json
            #expect(friend.wishlist.map(\.product.id) == [real.id] && friend.wishlist.first?.claim == .you)
            #expect(defaultStatus(try await asMia.getProduct(path: .init(productId: drawnA.id))) == 404)
        }
        let removed = logs.all.filter { $0.message.hasPrefix("sample catalog off") }.map(\.message)
        #expect(removed == ["sample catalog off: removed \(sample.count) products, 2 pictures, 4 saves"])
        #expect(!logs.all.contains { $0.message == EmptyCatalog.operatorNote }, "a shop is connected, so no advice to import one")

        // A third start, still off, has nothing to remove and says nothing about it.
        let again = CapturedLogs()
        try await GifterHarness.run(
            backend: backend, environment: ["GIFTER_SAMPLE_CATALOG": "off"], logger: again.logger(level: .info), isolation: isolation
        ) { harness in
            let kept = try await harness.withDatabase { database in try await Self.counts(database, sample: Self.shop) }
            #expect(kept.products == 1 && kept.saves == 4)
        }
        #expect(!again.all.contains { $0.message.hasPrefix("sample catalog off") })
    }

    struct Counts: Equatable {
        var products = 0
        var pictures = 0
        var images = 0
        var saves = 0
    }

    /// What the database holds of one source's products: the products, the catalog's media records
    /// (sample only), their picture links, and the saves of them.
    static func counts(_ database: Database, sample source: String) async throws -> Counts {
        struct Count: Decodable { let count: Int }
        func count(_ query: SQLQueryString) async throws -> Int {
            try await database.sql.raw(query).first(decoding: Count.self)?.count ?? 0
        }
        let products: SQLQueryString = "SELECT id FROM products WHERE source = \(bind: source)"
        var counts = Counts()
        counts.products = try await count("SELECT COUNT(*) AS count FROM products WHERE source = \(bind: source)")
        counts.images = try await count("SELECT COUNT(*) AS count FROM product_images WHERE product_id IN (\(products))")
        if source == Product.sampleSource {
            counts.pictures = try await count("SELECT COUNT(*) AS count FROM media WHERE owner_id = \(bind: ProductIllustrator.catalogAccount.id)")
        }
        for table in ["wishlist_items", "gift_ideas", "claims"] {
            counts.saves += try await count("SELECT COUNT(*) AS count FROM \(ident: table) WHERE product_id IN (\(products))")
        }
        return counts
    }

    struct Ready: Decodable {
        let status: String
        let notes: [String: String]?
    }

    @Test("with no shop and the sample off, Home, ideas, the log and /ready say so; with a catalog, none does", arguments: TestDatabases.backends)
    func emptyCatalog(backend: DatabaseBackend) async throws {
        let logs = CapturedLogs()
        try await GifterHarness.run(backend: backend, environment: ["GIFTER_SAMPLE_CATALOG": "off"], logger: logs.logger(level: .info)) { harness in
            let mia = try await harness.person("Mia")
            let client = harness.client(token: mia.token)
            let home = try await client.getHome().ok.body.json
            #expect(home.catalogEmpty == true && home.recommended.isEmpty && home.collections.isEmpty)
            let ideas = try await client.getRecommendations(query: .init()).ok.body.json
            #expect(ideas.catalogEmpty == true && ideas.items.isEmpty && ideas.message == EmptyCatalog.recommendationsMessage)
            let ready = try await harness.raw.execute(.init("/ready", method: .get))
            #expect(ready.status == .ok)
            let body = try ready.json(Ready.self)
            #expect(body.status == "ready" && body.notes == ["gifter": EmptyCatalog.operatorNote])
        }
        #expect(logs.all.contains { $0.message == EmptyCatalog.operatorNote })
        #expect(EmptyCatalog.operatorNote.contains("greenhouse gifter import --shopify URL"))
        #expect(EmptyCatalog.operatorNote.contains("GIFTER_SAMPLE_CATALOG=on"))

        let full = CapturedLogs()
        try await GifterHarness.run(backend: backend, logger: full.logger(level: .info)) { harness in
            let mia = try await harness.person("Mia")
            let client = harness.client(token: mia.token)
            let home = try await client.getHome().ok.body.json
            #expect(home.catalogEmpty == false && !home.recommended.isEmpty)
            let ideas = try await client.getRecommendations(query: .init()).ok.body.json
            #expect(ideas.catalogEmpty == false && !ideas.items.isEmpty)
            let body = try await harness.raw.execute(.init("/ready", method: .get)).json(Ready.self)
            #expect(body.status == "ready" && body.notes == nil)
        }
        #expect(!full.all.contains { $0.message == EmptyCatalog.operatorNote })
    }

    @Test("a value of GIFTER_SAMPLE_CATALOG other than on or off is refused, not read as off")
    func unknownSwitchValue() throws {
        #expect(try SampleCatalogSwitch.isOn(["GIFTER_SAMPLE_CATALOG": "on"]))
        #expect(try SampleCatalogSwitch.isOn(["GIFTER_SAMPLE_CATALOG": " ON "]))
        #expect(try !SampleCatalogSwitch.isOn([:]))
        #expect(try !SampleCatalogSwitch.isOn(["GIFTER_SAMPLE_CATALOG": "off"]))
        #expect(throws: ConfigurationError.self) { try SampleCatalogSwitch.isOn(["GIFTER_SAMPLE_CATALOG": "true"]) }
    }

    @Test("a saved product its store withdrew is 'available: false' on every card that shows it; sample cards are available samples", arguments: TestDatabases.backends)
    func withdrawnCards(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend, environment: ["GIFTER_CATALOG_REFRESH_SECONDS": "0.05"]) { harness in
            let mia = try await harness.member("Mia", email: "mia@example.com")
            let ben = try await harness.member("Ben", email: "ben@example.com")
            try await harness.befriend(mia, ben, email: "ben@example.com")
            let real = Self.shopProduct("apron")
            let asMia = harness.client(token: mia.token)
            _ = try await asMia.saveToWishlist(path: .init(productId: "lambswool-throw"), body: .json(.init())).ok
            try await Self.importShop(real, harness, as: mia)
            let saved = try await asMia.saveToWishlist(path: .init(productId: real.id), body: .json(.init())).ok.body.json
            #expect(saved.product.available == true && saved.product.sample == false)
            let dad = try await asMia.createProfile(body: .json(.init(name: "Dad", relationship: .father, threeWords: "cook"))).created.body.json
            let person = try #require(dad.person)
            _ = try await asMia.saveIdea(path: .init(person: person, productId: real.id), body: .json(.init())).ok

            // The shop stops selling it.
            _ = try await harness.withDatabase { database in
                try await ProductStore(database: database, wallClock: harness.clock).upsert([], source: Self.shop, withdrawMissing: true)
            }
            var cards: [Components.Schemas.ProductCard] = []
            _ = try await pollUntil(every: .milliseconds(50)) {
                cards = try await asMia.listWishlists().ok.body.json.items.map(\.product)
                return cards.first { $0.id == real.id }?.available == false
            }
            let sampleCard = try #require(cards.first { $0.id == "lambswool-throw" })
            #expect(sampleCard.sample && sampleCard.available == true)
            let detail = try await asMia.getProduct(path: .init(productId: real.id)).ok.body.json
            #expect(detail.available == false && detail.product.available == false)
            let idea = try await asMia.getGiftPlan(path: .init(person: person)).ok.body.json.ideas.first { $0.product.id == real.id }
            #expect(idea?.product.available == false)
            let friend = try await harness.client(token: ben.token).getFriend(path: .init(friendId: mia.id)).ok.body.json
            #expect(friend.wishlist.first { $0.product.id == real.id }?.product.available == false)
            // Offered products are on sale.
            let home = try await asMia.getHome().ok.body.json
            #expect(!home.recommended.isEmpty && home.recommended.allSatisfy { $0.product.available == true && $0.product.id != real.id })
        }
    }
}
