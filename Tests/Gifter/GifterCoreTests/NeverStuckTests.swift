import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// No screen can get stuck loading: with a server that never answers, every screen's load ends (the
/// request's timeout) in a failure the screen shows with §11.3's copy and Retry.
@Suite("Gifter screens never stuck loading")
@MainActor
struct NeverStuckTests {
    @Test("a silent server: every screen's load ends in a failure within the request timeout")
    func silentServer() async throws {
        try await GifterWorld.run { world in
            // Set up with the usual timeout (a loaded machine may take longer than the short one); the
            // screens then share the session through a client whose requests give up quickly.
            let tokens = InMemoryTokenStore()
            let setup = world.client(tokens: tokens)
            _ = try await setup.devSignIn(name: "Ada")
            let transport = SwitchableTransport()
            let client = GifterClient(serverURL: world.url, transport: transport, tokenStore: tokens, requestTimeout: .milliseconds(500))
            try await client.session.restore()
            let profile = try await setup.api.createProfile(body: .json(.init(name: "James", relationship: .brother))).created.body.json
            let person = try #require(profile.person)
            let occasion = try await setup.api.createOccasion(body: .json(.init(person: person, kind: .birthday, date: "1994-06-01"))).created.body.json
            let product = try #require(try await setup.api.getRecommendations(query: .init(limit: 1)).ok.body.json.items.first).product.id
            let environment = try world.environment(client)
            transport.mode = .silent

            let home = HomeModel(client: client, store: environment.store)
            await home.load()
            #expect(home.phase.isFailure)
            let occasions = OccasionsModel(client: client, store: environment.store)
            await occasions.load()
            #expect(occasions.failure != nil)
            let page = OccasionDetailModel(occasionID: occasion.id, client: client)
            await page.load()
            #expect(page.failure != nil)
            let ideas = RecommendationsModel(person: person, name: "James", client: client)
            await ideas.load()
            #expect(ideas.phase.isFailure && !ideas.isThinking)
            let detail = ProductDetailModel(productID: product, context: .me, client: client, sync: environment.sync)
            await detail.load()
            #expect(detail.failure != nil)
            let collection = CollectionDetailModel(collectionID: "slow-morning-ritualist", client: client)
            await collection.load()
            #expect(collection.failure != nil)
            let friend = FriendContextModel(friendID: UUID().uuidString.lowercased(), client: client)
            await friend.load()
            #expect(friend.failure != nil)
            let wishlist = WishlistModel(client: client, store: environment.store, sync: environment.sync)
            await wishlist.load()
            #expect(wishlist.failure != nil)
            let plan = GiftPlanModel(person: person, name: "James", client: client, sync: environment.sync)
            await plan.load()
            #expect(plan.failure != nil)
            let you = YouModel(client: client, sync: environment.sync, siteURL: environment.siteURL)
            await you.load()
            #expect(you.failure != nil)
            let find = FindModel(client: client)
            await find.load()
            #expect(find.failure != nil)
            let quiz = TasteQuizModel(subject: .me(deep: true), client: client)
            await quiz.load()
            #expect(quiz.phase != .loading)
        }
    }
}

extension HomeModel.Phase {
    var isFailure: Bool { if case .failed = self { true } else { false } }
}

extension RecommendationsModel.Phase {
    var isFailure: Bool { if case .failed = self { true } else { false } }
}
