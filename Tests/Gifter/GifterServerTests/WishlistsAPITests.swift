import Foundation
import GifterAPI
import ServerKit
import ServerKitTestSupport
import Testing

/// Wishlists, gift plans, collections, the product page and Home through the generated client.
@Suite("Gifter wishlists and home")
struct WishlistsAPITests {
    @Test("lists: the three built-in ones, save, move, remove, your own lists", arguments: TestDatabases.backends)
    func wishlists(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let mia = try await harness.person("Mia")
            let client = harness.client(token: mia.token)
            var lists = try await client.listWishlists().ok.body.json
            #expect(lists.lists.map(\.name) == ["General", "Home", "Wardrobe"] && lists.items.isEmpty)
            let saved = try await client.saveToWishlist(path: .init(productId: "lambswool-throw"), body: .json(.init())).ok.body.json
            #expect(saved.wishlistId == lists.lists[0].id && saved.message == "Saved. I’ll remember this when it’s gifting time.")
            _ = try await client.saveToWishlist(path: .init(productId: "lambswool-throw"), body: .json(.init(wishlistId: lists.lists[1].id))).ok
            let kitchen = try await client.createWishlist(body: .json(.init(name: "Kitchen"))).created.body.json
            #expect(defaultStatus(try await client.createWishlist(body: .json(.init(name: "kitchen")))) == 409)
            _ = try await client.saveToWishlist(path: .init(productId: "stonewashed-linen-apron"), body: .json(.init(wishlistId: kitchen.id))).ok
            lists = try await client.listWishlists().ok.body.json
            #expect(lists.items.count == 2)
            #expect(lists.items.first { $0.product.id == "lambswool-throw" }?.wishlistId == lists.lists[1].id)
            #expect(lists.lists.map(\.itemCount) == [0, 1, 0, 1])
            #expect(defaultStatus(try await client.renameWishlist(path: .init(wishlistId: lists.lists[0].id), body: .json(.init(name: "Mine")))) == 409)
            _ = try await client.deleteWishlist(path: .init(wishlistId: kitchen.id)).noContent
            lists = try await client.listWishlists().ok.body.json
            #expect(lists.items.first { $0.product.id == "stonewashed-linen-apron" }?.wishlistId == lists.lists[0].id, "moved to General")
            #expect(defaultStatus(try await client.saveToWishlist(path: .init(productId: "no-such-product"), body: .json(.init()))) == 404)
            #expect(defaultStatus(try await client.saveToWishlist(path: .init(productId: "lambswool-throw"), body: .json(.init(wishlistId: UUID().uuidString)))) == 422)
            _ = try await client.removeFromWishlist(path: .init(productId: "lambswool-throw")).noContent
            #expect(try await client.listWishlists().ok.body.json.items.map(\.product.id) == ["stonewashed-linen-apron"])
        }
    }

    @Test("gift plans: idea → bought → given; a given product becomes last gifted and is not recommended again", arguments: TestDatabases.backends)
    func plans(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let mia = try await harness.person("Mia")
            let client = harness.client(token: mia.token)
            let dad = try await client.createProfile(body: .json(.init(name: "Dad", relationship: .father, threeWords: "gardener"))).created.body.json
            let person = dad.person!
            let first = try await client.getRecommendations(query: .init(_for: person, limit: 5)).ok.body.json.items
            let pick = first[0].product.id
            let idea = try await client.saveIdea(path: .init(person: person, productId: pick), body: .json(.init())).ok.body.json
            #expect(idea.status == .idea && idea.givenAt == nil)
            _ = try await client.saveIdea(path: .init(person: person, productId: pick), body: .json(.init(status: .bought))).ok
            harness.clock.advance(by: 3600)
            let given = try await client.saveIdea(path: .init(person: person, productId: pick), body: .json(.init(status: .given))).ok.body.json
            #expect(given.status == .given && given.givenAt != nil)
            let profile = try await client.getProfile(path: .init(profileId: dad.id)).ok.body.json
            #expect(profile.lastGiftedAt == given.givenAt && profile.ideasSaved == 0)
            // Never recommended to him again, on any page.
            var cursor: String?
            for _ in 0..<10 {
                let page = try await client.getRecommendations(query: .init(_for: person, limit: 30, cursor: cursor)).ok.body.json
                #expect(!page.items.contains { $0.product.id == pick })
                guard let next = page.nextCursor else { break }
                cursor = next
            }
            let product = try await client.getProduct(path: .init(productId: pick), query: .init(_for: person)).ok.body.json
            #expect(product.why.hasPrefix("I wouldn’t pick this one for them"))
            // Someone who is not yours has no plan.
            #expect(defaultStatus(try await client.getGiftPlan(path: .init(person: "profile:\(UUID().uuidString.lowercased())"))) == 404)
            let plan = try await client.getGiftPlan(path: .init(person: person)).ok.body.json
            #expect(plan.person.name == "Dad" && plan.ideas.map(\.status) == [.given])
        }
    }

    @Test("ask for more ideas: cursors page on without repeats, and a cursor from another listing is refused", arguments: TestDatabases.backends)
    func moreIdeas(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let mia = try await harness.person("Mia")
            let client = harness.client(token: mia.token)
            _ = try await harness.answer(mia, ["deep-cup": ["deep-cup.tea"], "deep-style": ["deep-style.cozy"]])
            var seen: [String] = []
            var cursor: String?
            for _ in 0..<5 {
                let page = try await client.getRecommendations(query: .init(limit: 10, cursor: cursor)).ok.body.json
                #expect(page.items.count == 10)
                seen += page.items.map(\.product.id)
                cursor = page.nextCursor
            }
            #expect(Set(seen).count == 50)
            let nudged = try await harness.send(.get, "/recommendations?nudge=outdoorsy&cursor=\(cursor!)", token: mia.token)
            #expect(nudged.status == .notFound && nudged.problem?.type == "urn:greenhouse:problem:unknown-cursor")
            let page = try await client.getRecommendations(query: .init(nudge: "loves hiking")).ok.body.json
            #expect(page.items.prefix(3).contains { $0.product.title.lowercased().contains("hik") || $0.label.contains("hiking") })
        }
    }

    @Test("collections: the spec's two with their copy, rules over tags and price, brands; Home greets by the local hour", arguments: TestDatabases.backends)
    func collectionsAndHome(backend: DatabaseBackend) async throws {
        // 2026-11-24 19:00 UTC: evening in London, morning in Honolulu (09:00).
        try await GifterHarness.run(backend: backend, start: Date(timeIntervalSince1970: 1_795_546_800)) { harness in
            let collections = try await harness.client().listCollections().ok.body.json.collections
            #expect(collections.count >= 10)
            let ritual = try #require(collections.first { $0.id == "slow-morning-ritualist" })
            #expect(ritual.title == "For the Slow Morning Ritualist" && ritual.subtitle == "Coffee, ceramics, and quiet.")
            let small = try await harness.client().getCollection(path: .init(collectionId: "small-but-unforgettable"), query: .init(limit: 100)).ok.body.json
            #expect(small.subtitle == "Gifts under £50 that still feel big.")
            #expect(!small.products.isEmpty && small.products.allSatisfy { $0.price.amount <= 50 })
            #expect(small.featuringBrands.hasPrefix("Featuring brands: "))
            var all: [String] = []
            var cursor: String?
            repeat {
                let page = try await harness.client().getCollection(path: .init(collectionId: "slow-morning-ritualist"), query: .init(limit: 7, cursor: cursor)).ok.body.json
                all += page.products.map(\.id)
                cursor = page.nextCursor
            } while cursor != nil
            #expect(Set(all).count == all.count && all.count > 7)
            #expect(defaultStatus(try await harness.client().getCollection(path: .init(collectionId: "no-such-collection"))) == 404)

            let mia = try await harness.person("Mia Rossi", timeZone: "Europe/London")
            let home = try await harness.client(token: mia.token).getHome().ok.body.json
            #expect(home.greeting.line == "Good evening, Mia." && home.greeting.firstDay)
            #expect(home.greeting.sub == "Let’s start a little gifting universe for you.")
            #expect(home.recommended.count == 6 && !home.collections.isEmpty)
            _ = try await harness.client(token: mia.token).updateUser(body: .json(.init(timeZone: "Pacific/Honolulu"))).ok
            harness.clock.advance(by: 2 * 24 * 3600)
            let later = try await harness.client(token: (try await harness.person("Mia Rossi")).token).getHome().ok.body.json
            #expect(later.greeting.line == "Good morning, Mia." && !later.greeting.firstDay)
            #expect(later.greeting.sub == "Here’s what I’ve been quietly curating for you.")
        }
    }
}
