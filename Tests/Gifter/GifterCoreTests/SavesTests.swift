import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// Saving (§8, §9, §13): the product page's button and line, the wishlist's lists, gift plans, and
/// saves made offline sent once when the connection is back.
@Suite("Gifter saves, wishlists and gift plans")
@MainActor
struct SavesTests {
    @Test("save to my wishlist with §13's line; For me shows it; move to Home; remove", arguments: TestDatabases.backends)
    func wishlist(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Ada")
            let environment = try world.environment(client)
            let productID = try await firstProduct(client)

            let page = ProductDetailModel(productID: productID, context: .me, client: client, sync: environment.sync)
            await page.load()
            #expect(page.saveButton == "Save to my wishlist")
            #expect(ProductDetailModel.whyLabel == "Why I picked this" && !(page.detail?.why.isEmpty ?? true))
            #expect(ProductDetailModel.viewAndBuyButton == "View & buy from store")
            #expect(ProductDetailModel.storeMicrocopy == "I’ll take you to the brand’s store to complete the purchase.")
            #expect(page.storeURL?.scheme == "https")
            #expect(page.brandLine == page.detail?.product.brand.uppercased())
            await page.toggleSave()
            #expect(page.isSaved && page.savePulse == 1 && page.saveButton == "Saved")
            #expect(page.confirmation == "Saved. I’ll remember this when it’s gifting time.")

            let wishlist = WishlistModel(client: client, store: environment.store, sync: environment.sync)
            await wishlist.load()
            #expect(WishlistModel.header == "Your wishlists")
            #expect(WishlistModel.Segment.allCases.map(\.title) == ["For me", "For others"])
            let item = try #require(wishlist.items.first)
            #expect(item.product.id == productID)
            let general = try #require(wishlist.lists.first { $0.id == item.wishlistId })
            #expect(general.name == "General" && general.itemCount == 1)
            let home = try #require(wishlist.moveTargets(for: item).first { $0.name == "Home" })
            await wishlist.move(item, to: home)
            wishlist.listFilter = home.id
            #expect(wishlist.items.map(\.product.id) == [productID])
            let onServer = try await client.api.listWishlists().ok.body.json
            #expect(onServer.items.map(\.wishlistId) == [home.id])

            #expect(await wishlist.createList(named: "  Kitchen ") == nil)
            #expect(wishlist.lists.map(\.name).contains("Kitchen"))
            #expect(await wishlist.createList(named: String(repeating: "x", count: 51)) != nil)

            await wishlist.remove(try #require(wishlist.items.first))
            #expect(wishlist.items.isEmpty)
            #expect(try await client.api.listWishlists().ok.body.json.items.isEmpty)
        }
    }

    @Test("offline: a save waits on the phone (“I’ll sync it”), For me shows it, and it reaches the server once when back", arguments: TestDatabases.backends)
    func offlineReplay(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let transport = SwitchableTransport()
            let client = world.client(transport: transport)
            _ = try await client.devSignIn(name: "Ada")
            let environment = try world.environment(client)
            let productID = try await firstProduct(client)
            let wishlist = WishlistModel(client: client, store: environment.store, sync: environment.sync)
            await wishlist.load()
            let page = ProductDetailModel(productID: productID, context: .me, client: client, sync: environment.sync)
            await page.load()

            transport.mode = .offline
            await page.toggleSave()
            #expect(page.isSaved && page.confirmation == "Saved on your phone. I’ll sync it when you’re back online.")
            #expect(environment.sync.pendingCount == 1)
            let offline = WishlistModel(client: client, store: environment.store, sync: environment.sync)
            #expect(offline.items.map(\.product.id) == [productID])
            await offline.load()
            #expect(offline.isShowingCachedLists && offline.items.map(\.product.id) == [productID])
            // A page opened again offline shows the waiting save as saved.
            let again = ProductDetailModel(productID: productID, context: .me, client: client, sync: environment.sync)
            transport.mode = .online
            await again.load()
            #expect(again.isSaved)

            let report = await environment.sync.flush()
            #expect(report.delivered.count == 1 && report.stillPending == 0)
            let second = await environment.sync.flush()
            #expect(second.delivered.isEmpty)
            #expect(try await client.api.listWishlists().ok.body.json.items.map(\.product.id) == [productID])
        }
    }

    @Test("save for James: the button names him, his gift plan has the idea, its row reads “1 idea saved · Next occasion: …”, bought then given", arguments: TestDatabases.backends)
    func giftPlan(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Ada")
            let environment = try world.environment(client)
            let james = try await client.api.createProfile(body: .json(.init(name: "James", relationship: .brother))).created.body.json
            let person = try #require(james.person)
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = try #require(TimeZone(identifier: "UTC"))
            let soon = utc.dateComponents([.month, .day], from: Date().addingTimeInterval(15 * 86_400))
            _ = try await client.api.createOccasion(body: .json(.init(
                person: person, kind: .birthday, date: String(format: "1994-%02d-%02d", soon.month!, soon.day!)
            ))).created
            let productID = try await firstProduct(client, for: person)

            let page = ProductDetailModel(productID: productID, context: .person(person, name: "James"), client: client, sync: environment.sync)
            await page.load()
            #expect(page.saveButton == "Save for James")
            await page.toggleSave()
            #expect(page.confirmation == "Saved. I’ll remember this when it’s gifting time.")

            let wishlist = WishlistModel(client: client, store: environment.store, sync: environment.sync)
            #expect(!wishlist.hasAnswered)
            await wishlist.load()
            #expect(wishlist.hasAnswered)
            let plan = try #require(wishlist.plans.first { $0.person.person == person })
            #expect(HomeModel.nameLine(plan.person) == "James · Brother")
            #expect(WishlistModel.subtitle(plan) == "1 idea saved · Next occasion: Birthday in 2 weeks")

            let detail = wishlist.plan(plan)
            await detail.load()
            let idea = try #require(detail.ideas.first)
            #expect(idea.product.id == productID && GiftPlanModel.title(idea.status) == "Idea")
            await detail.setStatus(.given, of: idea)
            #expect(try await client.api.getGiftPlan(path: .init(person: person)).ok.body.json.ideas.first?.status == .given)
            #expect(try await client.api.getProfile(path: .init(profileId: james.id)).ok.body.json.lastGiftedAt != nil)

            await detail.askForMoreIdeas()
            let more = try #require(detail.moreIdeas)
            #expect(more.phase == .shown && !more.items.contains { $0.product.id == productID })
            #expect(GiftPlanModel.askForMoreButton == "Ask for more ideas")
        }
    }

    /// The first recommendation for `person`: a product the catalogue has.
    private func firstProduct(_ client: GifterClient, for person: String = "self") async throws -> String {
        let page = try await client.api.getRecommendations(query: .init(_for: person, limit: 1)).ok.body.json
        return try #require(page.items.first).product.id
    }
}
