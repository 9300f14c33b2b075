import Foundation
import GifterAPI
import ServerKit
import ServerKitTestSupport
import Testing

/// Gifting profiles, friends and claims through the generated client.
@Suite("Gifter people")
struct PeopleAPITests {
    @Test("a profile reads its three words into tags and its never-gift list into rules", arguments: TestDatabases.backends)
    func profiles(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let mia = try await harness.person("Mia")
            let client = harness.client(token: mia.token)
            let created = try await client.createProfile(body: .json(.init(
                name: "  Dad ", relationship: .father, threeWords: "Coffee snob, outdoorsy", neverGift: ["hates socks", "no scarves", "doesn't drink"]
            ))).created.body.json
            #expect(created.name == "Dad" && created.relationship == .father)
            #expect(Set(created.wordTags).isSuperset(of: ["coffee", "outdoors"]))
            #expect(created.neverGift.map(\.phrase) == ["hates socks", "no scarves", "doesn't drink"])
            #expect(created.neverGift[0].terms.contains("socks"))
            #expect(created.neverGift[1].terms.contains("scarves"))
            #expect(created.neverGift[2].tags.contains("wine"))
            // The quiz about them: their budget answer bounds what is recommended.
            let answered = try await client.putProfileAnswers(path: .init(profileId: created.id), body: .json(.init(answers: [
                .init(questionId: "them-budget", optionIds: ["them-budget.under-30"]), .init(questionId: "them-cup", optionIds: ["them-cup.no-alcohol"]),
            ]))).ok.body.json
            #expect(answered.taste.answers.count == 2)
            let page = try await client.getRecommendations(query: .init(_for: created.person, limit: 30)).ok.body.json
            #expect(page.items.count == 30)
            for item in page.items {
                #expect(item.product.price.amount <= 30, "\(item.product.title)")
                #expect(!item.product.title.lowercased().contains("sock") && !item.product.title.lowercased().contains("wine"), "\(item.product.title)")
                // About them, or quoting the budget you gave for them.
                #expect(item.reason.contains("they") || item.reason.contains("them") || item.reason.contains("spend under £30"), "\(item.reason)")
            }
            #expect(page.items.contains { $0.reason.contains("“coffee snob”") || $0.reason.contains("“outdoorsy”") })
            // A bad entry changes nothing.
            let bad = try await harness.send(.patch, "/profiles/\(created.id)", json: ["name": "Papa", "threeWords": "line\u{2028}break"], token: mia.token)
            #expect(bad.status == .unprocessableContent && bad.problem?.errors?.first?.field == "threeWords")
            #expect(try await client.getProfile(path: .init(profileId: created.id)).ok.body.json.name == "Dad")
            let list = try await client.listProfiles(query: .init(q: "da")).ok.body.json.profiles
            #expect(list.map(\.name) == ["Dad"])
            #expect(try await client.listProfiles(query: .init(q: "zz")).ok.body.json.profiles.isEmpty)
            _ = try await client.deleteProfile(path: .init(profileId: created.id)).noContent
            #expect(defaultStatus(try await client.getProfile(path: .init(profileId: created.id))) == 404)
        }
    }

    @Test("a friend request answers the same whether anyone has the address, and waits for a later sign-up", arguments: TestDatabases.backends)
    func friendRequests(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let mia = try await harness.member("Mia", email: "mia@example.org")
            _ = try await harness.member("Ben", email: "ben@example.org")
            let known = try await harness.send(.post, "/friends/requests", json: ["to": "ben@example.org"], token: mia.token)
            let unknown = try await harness.send(.post, "/friends/requests", json: ["to": "cara@example.org"], token: mia.token)
            #expect(known.status == .accepted && unknown.status == .accepted && known.text == unknown.text)
            #expect(try await harness.client(token: mia.token).listFriends().ok.body.json.outgoing.map(\.to).sorted() == ["ben@example.org", "cara@example.org"])
            // Cara signs up later and finds the request; accepting makes them friends both ways.
            let cara = try await harness.member("Cara", email: "Cara@Example.org")
            let incoming = try await harness.client(token: cara.token).listFriends().ok.body.json.incoming
            #expect(incoming.map(\.from.displayName) == ["Mia"])
            _ = try await harness.client(token: cara.token).acceptFriendRequest(path: .init(requestId: incoming[0].id)).ok
            #expect(try await harness.client(token: mia.token).listFriends().ok.body.json.friends.map(\.displayName) == ["Cara"])
            #expect(try await harness.client(token: cara.token).listFriends().ok.body.json.friends.map(\.displayName) == ["Mia"])
            // Someone else cannot accept a request that is not theirs.
            let ben = try await harness.client().logIn(body: .json(.init(email: "ben@example.org", password: "a long quiet walk"))).ok.body.json
            let outgoingToBen = try await harness.client(token: mia.token).listFriends().ok.body.json.outgoing.first { $0.to == "ben@example.org" }!
            #expect(defaultStatus(try await harness.client(token: cara.token).acceptFriendRequest(path: .init(requestId: outgoingToBen.id))) == 404)
            // Asking back someone who asked you makes you friends at once.
            _ = try await harness.client(token: ben.accessToken).requestFriend(body: .json(.init(to: "mia@example.org"))).accepted
            #expect(try await harness.client(token: mia.token).listFriends().ok.body.json.friends.map(\.displayName).sorted() == ["Ben", "Cara"])
            #expect(defaultStatus(try await harness.client(token: mia.token).requestFriend(body: .json(.init(to: "not an address!")))) == 422)
        }
    }

    @Test("claims: friends see them, two cannot claim one item, and the owner never learns of one", arguments: TestDatabases.backends)
    func claims(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let ben = try await harness.member("Ben", email: "ben@example.org")
            let mia = try await harness.member("Mia", email: "mia@example.org")
            let cara = try await harness.member("Cara", email: "cara@example.org")
            let stranger = try await harness.member("Dan", email: "dan@example.org")
            try await harness.befriend(mia, ben, email: "ben@example.org")
            try await harness.befriend(cara, ben, email: "ben@example.org")
            let owner = harness.client(token: ben.token)
            _ = try await harness.answer(ben, ["deep-cup": ["deep-cup.coffee"]])
            for product in ["stoneware-pour-over-set", "lambswool-throw", "merino-hiking-socks"] {
                _ = try await owner.saveToWishlist(path: .init(productId: product), body: .json(.init())).ok
            }
            _ = try await owner.createOccasion(body: .json(.init(person: "self", kind: .birthday, date: "1990-12-01"))).created
            // Everything the owner can read, before any claim.
            let ownerPaths = [
                "/user", "/wishlists", "/taste", "/friends", "/friends/\(mia.id)", "/friends/\(cara.id)", "/home", "/recommendations",
                "/products/stoneware-pour-over-set", "/plans", "/occasions", "/profiles",
            ]
            let ownerViews = {
                var texts: [String] = []
                for path in ownerPaths {
                    // A cursor is sealed with a fresh nonce each time: equal pages, different text.
                    let text = try await harness.send(.get, path, token: ben.token).text
                    texts.append(text.replacing(/"nextCursor"\s*:\s*"[^"]*"/, with: "\"nextCursor\":\"…\""))
                }
                return texts
            }
            let before = try await ownerViews()

            _ = try await harness.client(token: mia.token).claimItem(path: .init(friendId: ben.id, productId: "stoneware-pour-over-set")).noContent
            _ = try await harness.client(token: mia.token).claimItem(path: .init(friendId: ben.id, productId: "stoneware-pour-over-set")).noContent
            let second = try await harness.send(.put, "/friends/\(ben.id)/claims/stoneware-pour-over-set", token: cara.token)
            #expect(second.status == .conflict && second.problem?.type == "urn:greenhouse:problem:already-claimed")
            #expect(defaultStatus(try await harness.client(token: stranger.token).claimItem(path: .init(friendId: ben.id, productId: "lambswool-throw"))) == 404)
            #expect(defaultStatus(try await harness.client(token: mia.token).claimItem(path: .init(friendId: ben.id, productId: "double-wall-tea-mug"))) == 404)

            let asMia = try await harness.client(token: mia.token).getFriend(path: .init(friendId: ben.id)).ok.body.json
            let asCara = try await harness.client(token: cara.token).getFriend(path: .init(friendId: ben.id)).ok.body.json
            #expect(asMia.wishlist.first(where: { $0.product.id == "stoneware-pour-over-set" })?.claim == .you)
            #expect(asCara.wishlist.first(where: { $0.product.id == "stoneware-pour-over-set" })?.claim == .someone)
            #expect(asCara.wishlist.first(where: { $0.product.id == "lambswool-throw" })?.claim == Components.Schemas.FriendWishlistItem.ClaimPayload.none)
            // Cara is not offered what Mia is getting, and Ben's own wishes come first.
            let forBen = try await harness.client(token: cara.token).getRecommendations(query: .init(_for: ben.ref, limit: 30)).ok.body.json
            #expect(!forBen.items.contains { $0.product.id == "stoneware-pour-over-set" })
            #expect(forBen.items.first?.label == "On Ben’s wishlist")

            let after = try await ownerViews()
            for (path, (old, new)) in zip(ownerPaths, zip(before, after)) { #expect(old == new, "\(path) changed with a claim") }
            #expect(!after.contains { $0.lowercased().contains("claim") })

            // Releasing lets Cara claim it.
            _ = try await harness.client(token: mia.token).releaseClaim(path: .init(friendId: ben.id, productId: "stoneware-pour-over-set")).noContent
            _ = try await harness.client(token: cara.token).claimItem(path: .init(friendId: ben.id, productId: "stoneware-pour-over-set")).noContent
        }
    }
}
