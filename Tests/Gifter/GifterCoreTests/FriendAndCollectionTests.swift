import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// A friend's page (§5.2) and a collection's (§7) against the real server.
@Suite("Gifter friend context and collections")
@MainActor
struct FriendAndCollectionTests {
    @Test("Mia's page for Ben: her taste, her wishlist; Ben claims an item, Cara sees someone is getting it and cannot claim it", arguments: TestDatabases.backends)
    func friendContext(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let mia = world.client()
            let ben = world.client()
            let cara = world.client()
            _ = try await mia.signUp(email: "mia@example.org", password: "slow mornings", name: "Mia")
            _ = try await ben.signUp(email: "ben@example.org", password: "quiet evenings", name: "Ben")
            _ = try await cara.signUp(email: "cara@example.org", password: "long weekends", name: "Cara")
            try await befriend(mia, ben, email: "ben@example.org")
            try await befriend(mia, cara, email: "cara@example.org")
            let quiz = try await mia.api.getQuiz(query: .init(mode: .userDeep)).ok.body.json
            let answers = quiz.questions.prefix(3).map { Components.Schemas.Answer(questionId: $0.id, optionIds: [$0.options[0].id]) }
            _ = try await mia.api.putTasteAnswers(body: .json(.init(answers: answers))).ok
            let wished = try #require(try await mia.api.getRecommendations(query: .init(limit: 1)).ok.body.json.items.first).product
            _ = try await mia.api.saveToWishlist(path: .init(productId: wished.id), body: .json(.init())).ok

            let miaForBen = try #require(try await ben.api.listFriends().ok.body.json.friends.first)
            let page = FriendContextModel(friendID: miaForBen.id, client: ben)
            await page.load()
            #expect(page.name == "Mia" && page.wishlistTitle == "Mia’s wishlist")
            #expect(page.context?.tasteChips.isEmpty == false)
            let item = try #require(page.context?.wishlist.first)
            #expect(item.product.id == wished.id && FriendContextModel.claimLine(item) == "I’m getting this")
            await page.toggleClaim(wished.id)
            #expect(page.context?.wishlist.first?.claim == .you)
            #expect(FriendContextModel.claimLine(try #require(page.context?.wishlist.first)) == "You’re getting this")

            let miaForCara = try #require(try await cara.api.listFriends().ok.body.json.friends.first)
            let caraPage = FriendContextModel(friendID: miaForCara.id, client: cara)
            await caraPage.load()
            let claimed = try #require(caraPage.context?.wishlist.first)
            #expect(claimed.claim == .someone && FriendContextModel.claimLine(claimed) == "Someone’s already getting this")
            await caraPage.toggleClaim(wished.id)
            #expect(caraPage.context?.wishlist.first?.claim == .someone)
            // Mia never learns who is getting what.
            #expect(try await mia.api.listWishlists().ok.body.json.items.count == 1)

            await page.toggleClaim(wished.id)
            #expect(page.context?.wishlist.first?.claim == Components.Schemas.FriendWishlistItem.ClaimPayload.none)
            #expect(page.ideasButton == "Find ideas for Mia")
            let ideas = page.recommendations()
            await ideas.load()
            #expect(ideas.phase == .shown && ideas.title == "Ideas for Mia")
        }
    }

    @Test("a collection: title, description, brands, §7's microcopy, and its products a page at a time, each once", arguments: TestDatabases.backends)
    func collection(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Ada")
            let summaries = try await client.api.listCollections().ok.body.json.collections
            let ritualist = try #require(summaries.first { $0.title == "For the Slow Morning Ritualist" })
            let page = CollectionDetailModel(collectionID: ritualist.id, client: client)
            await page.load()
            #expect(page.collection?.subtitle == "Coffee, ceramics, and quiet.")
            #expect(page.collection?.featuringBrands.hasPrefix("Featuring brands: ") == true)
            #expect(CollectionDetailModel.microcopy == "You can save things for later or jump straight to the brands to buy.")
            #expect(!page.products.isEmpty)
            var seen = page.products.count
            while page.hasMore {
                await page.appeared(page.products.count - 1)
                #expect(page.products.count > seen)
                seen = page.products.count
            }
            #expect(Set(page.products.map(\.id)).count == page.products.count)
        }
    }

    private func befriend(_ from: GifterClient, _ to: GifterClient, email: String) async throws {
        _ = try await from.api.requestFriend(body: .json(.init(to: email))).accepted
        let request = try #require(try await to.api.listFriends().ok.body.json.incoming.first)
        _ = try await to.api.acceptFriendRequest(path: .init(requestId: request.id)).ok
    }
}
