import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// The marks the app puts on products (`ProductBadge`: "Sample", "No longer sold") and what it says
/// when the catalog is empty, against the real server with the sample catalog on and off.
@Suite("Gifter product marks and the empty catalog")
@MainActor
struct CatalogMarksTests {
    static func card(sample: Bool, available: Bool?) -> Components.Schemas.ProductCard {
        .init(
            id: "p", brand: "Brand", brandInvented: sample, title: "Title", price: .init(amount: 20, currency: "GBP", formatted: "£20"),
            images: [], sample: sample, available: available
        )
    }

    @Test("the mark: a sample is “Sample” even once withdrawn, a withdrawn real product “No longer sold”, a real one on sale none")
    func badgeRule() {
        #expect(ProductBadge(Self.card(sample: true, available: true)) == .sample)
        #expect(ProductBadge(Self.card(sample: true, available: false)) == .sample)
        #expect(ProductBadge(Self.card(sample: false, available: false)) == .noLongerSold)
        #expect(ProductBadge(Self.card(sample: false, available: true)) == nil)
        // A server that does not say means on sale (the API's default).
        #expect(ProductBadge(Self.card(sample: false, available: nil)) == nil)
        #expect(ProductBadge.sample.title == "Sample" && ProductBadge.noLongerSold.title == "No longer sold")
        #expect(ProductBadge.sample.noStoreLine == "A sample product: the brand and picture are made up, and there’s no store to buy it from.")
        #expect(ProductBadge.noLongerSold.noStoreLine == "The store no longer sells this one.")
    }

    @Test("with the sample catalog on, every card Home recommends is marked Sample, and a sample's page offers no store", arguments: TestDatabases.backends)
    func sampleMarked(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Ada")
            let environment = try world.environment(client)
            let home = HomeModel(client: client, store: environment.store)
            await home.load()
            let recommended = try #require(home.home?.recommended)
            #expect(!recommended.isEmpty && recommended.allSatisfy { ProductBadge($0.product) == .sample })
            #expect(home.catalogEmptyLine == nil)

            let page = ProductDetailModel(productID: recommended[0].product.id, context: .me, client: client, sync: environment.sync)
            await page.load()
            #expect(page.badge == .sample && page.isAvailable)
            #expect(!page.offersStore)
            #expect(page.noStoreLine == "A sample product: the brand and picture are made up, and there’s no store to buy it from.")

            let ideas = RecommendationsModel(person: "self", name: nil, client: client)
            await ideas.load()
            #expect(ideas.phase == .shown && !ideas.catalogEmpty)
            #expect(ideas.items.allSatisfy { ProductBadge($0.product) == .sample })
        }
    }

    @Test("with no shop connected and the sample off, Home and ideas say so in Gifter’s words", arguments: TestDatabases.backends)
    func emptyCatalog(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend, environment: ["GIFTER_SAMPLE_CATALOG": "off"]) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Ada")
            let home = HomeModel(client: client, store: try GifterStore.inMemory())
            await home.load()
            #expect(home.phase == .loaded && home.home?.recommended.isEmpty == true)
            #expect(home.catalogEmptyLine == "No shop is connected to me yet, so I have nothing to suggest. I’ll start curating as soon as one is.")

            let ideas = RecommendationsModel(person: "self", name: nil, client: client)
            await ideas.load()
            #expect(ideas.phase == .empty && ideas.catalogEmpty)
            #expect(ideas.emptyMessage == "No shop is connected to me yet, so there’s nothing I can suggest. I’ll start shortlisting as soon as one is.")
            #expect(ideas.emptyMessage != RecommendationsModel.emptyLine)
        }
    }
}
