import ClientKit
import Foundation
import GifterAPI
@testable import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// Friends from the app, against the real server: three phones sending, accepting, declining and
/// withdrawing requests through the screens' models; claims on a wishlist that its owner never sees;
/// removing a friend (asked first); and "Add a friend", whose answer never says who is on Gifter.
@Suite("Gifter friends from the app")
@MainActor
struct FriendsFlowTests {
    @Test("Ada, Ben and Cara: requests both ways, accept, decline, withdraw; Ben's claim on Ada's wishlist is invisible to Ada and “someone” to Cara; Ada removes Ben (a cancelled dialog changes nothing)", arguments: TestDatabases.backends)
    func threePhones(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let ada = world.client()
            let ben = world.client()
            let cara = world.client()
            let adaUser = try await ada.signUp(email: "ada@example.org", password: "slow mornings", name: "Ada")
            let benUser = try await ben.signUp(email: "ben@example.org", password: "quiet evenings", name: "Ben")
            _ = try await cara.signUp(email: "cara@example.org", password: "long weekends", name: "Cara")
            try await world.giveUsername("ada_l", toUserID: adaUser.id)

            // Ada → Ben by email; Ben accepts.
            let adaAdds = AddFriendModel(client: ada)
            adaAdds.address = " ben@example.org "
            #expect(adaAdds.canSend)
            await adaAdds.send()
            #expect(adaAdds.sent == "Sent. If they’re on Gifter, they’ll see your request." && adaAdds.problem == nil && adaAdds.address.isEmpty)
            let adasFriends = FriendsModel(client: ada)
            await adasFriends.load()
            #expect(adasFriends.outgoing.map(\.to) == ["ben@example.org"] && adasFriends.sentLine(adasFriends.outgoing[0]) == "Sent today")
            let bensFriends = FriendsModel(client: ben)
            await bensFriends.load()
            let fromAda = try #require(bensFriends.incoming.first)
            #expect(bensFriends.incoming.count == 1 && fromAda.from.displayName == "Ada" && fromAda.from.username == "ada_l")
            await bensFriends.accept(fromAda)
            #expect(bensFriends.notice == "You and Ada are friends now.")
            #expect(bensFriends.incoming.isEmpty && bensFriends.friends.map(\.displayName) == ["Ada"])
            await adasFriends.load()
            #expect(adasFriends.outgoing.isEmpty && adasFriends.friends.map(\.displayName) == ["Ben"])

            // Cara → Ada by username; Find counts it; Ada declines.
            let caraAdds = AddFriendModel(client: cara)
            caraAdds.address = "@ada_l"
            await caraAdds.send()
            #expect(caraAdds.sent == AddFriendModel.sentLine)
            let adasFind = FindModel(client: ada)
            await adasFind.load()
            #expect(adasFind.requestsWaiting == 1 && adasFind.requestsWaitingLine == "1 request waiting")
            await adasFriends.load()
            let fromCara = try #require(adasFriends.incoming.first)
            #expect(fromCara.from.displayName == "Cara")
            await adasFriends.decline(fromCara)
            #expect(adasFriends.incoming.isEmpty && adasFriends.friends.map(\.displayName) == ["Ben"])
            await adasFind.load()
            #expect(adasFind.requestsWaiting == 0 && adasFind.requestsWaitingLine == nil)
            let carasFriends = FriendsModel(client: cara)
            await carasFriends.load()
            // A "no" looks like an address nobody has: the request stays on Cara's phone until she withdraws it.
            #expect(carasFriends.outgoing.count == 1 && carasFriends.friends.isEmpty)
            await carasFriends.withdraw(try #require(carasFriends.outgoing.first))
            #expect(carasFriends.outgoing.isEmpty)

            // Ada → Cara, then withdrawn: gone from both phones.
            adaAdds.address = "cara@example.org"
            await adaAdds.send()
            await carasFriends.load()
            #expect(carasFriends.incoming.map(\.from.displayName) == ["Ada"])
            await adasFriends.load()
            let toCara = try #require(adasFriends.outgoing.first)
            await adasFriends.withdraw(toCara)
            #expect(adasFriends.outgoing.isEmpty)
            await carasFriends.load()
            #expect(carasFriends.incoming.isEmpty && carasFriends.isEmpty)

            // Ada's wishlist; Ben claims an item on it.
            let wished = try #require(try await ada.api.getRecommendations(query: .init(limit: 1)).ok.body.json.items.first).product
            _ = try await ada.api.saveToWishlist(path: .init(productId: wished.id), body: .json(.init())).ok
            let adasPhone = try world.environment(ada)
            let adasWishlist = WishlistModel(client: ada, store: adasPhone.store, sync: adasPhone.sync)
            await adasWishlist.load()
            let before = adasWishlist.allItems
            #expect(before.map(\.product.id) == [wished.id])
            let benOnAda = FriendContextModel(friendID: adaUser.id, client: ben)
            await benOnAda.load()
            await benOnAda.toggleClaim(wished.id)
            #expect(benOnAda.context?.wishlist.first?.claim == .you)
            // Ada's own phone shows nothing of it: her wishlist reads exactly as before.
            await adasWishlist.load()
            #expect(adasWishlist.allItems == before)

            // Cara becomes Ada's friend (Cara asks again by username, Ada accepts) and sees "someone".
            caraAdds.address = "ada_l"
            await caraAdds.send()
            await adasFriends.load()
            await adasFriends.accept(try #require(adasFriends.incoming.first))
            #expect(Set(adasFriends.friends.map(\.displayName)) == ["Ben", "Cara"])
            let caraOnAda = FriendContextModel(friendID: adaUser.id, client: cara)
            await caraOnAda.load()
            let claimed = try #require(caraOnAda.context?.wishlist.first)
            #expect(claimed.claim == .someone && FriendContextModel.claimLine(claimed) == "Someone’s already getting this")

            // Ada removes Ben: a cancelled dialog changes nothing; the yes ends it, with Ben's claim.
            let adaOnBen = FriendContextModel(friendID: benUser.id, client: ada)
            await adaOnBen.load()
            adaOnBen.askToRemove()
            #expect(adaOnBen.isConfirmingRemoval && adaOnBen.removalTitle == "Remove Ben as a friend?")
            #expect(adaOnBen.removalMessage == "You’ll stop seeing each other’s wishlists. Your “I’m getting this” claims on Ben’s wishlist end, and so do your plans and dates for Ben, and theirs for you.")
            #expect(adaOnBen.removalConfirmButton == "Remove Ben")
            adaOnBen.cancelRemoval()
            #expect(!adaOnBen.isConfirmingRemoval && !adaOnBen.removed)
            await bensFriends.load()
            #expect(bensFriends.friends.map(\.displayName) == ["Ada"])
            adaOnBen.askToRemove()
            await adaOnBen.confirmRemoval()
            #expect(adaOnBen.removed && adaOnBen.notice == nil)
            await adasFriends.load()
            #expect(adasFriends.friends.map(\.displayName) == ["Cara"])
            await bensFriends.load()
            #expect(bensFriends.friends.isEmpty && bensFriends.isEmpty)
            await caraOnAda.load()
            #expect(caraOnAda.context?.wishlist.first?.claim == Components.Schemas.FriendWishlistItem.ClaimPayload.none)
            await benOnAda.load()
            #expect(benOnAda.failure != nil)
        }
    }

    @Test("“Add a friend” answers the same for an address with an account and one without, by email and by username; what is not an address is said here and never sent", arguments: TestDatabases.backends)
    func sameAnswer(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let ada = world.client()
            let ben = world.client()
            _ = try await ada.signUp(email: "ada@example.org", password: "slow mornings", name: "Ada")
            let benUser = try await ben.signUp(email: "ben@example.org", password: "quiet evenings", name: "Ben")
            try await world.giveUsername("ben_b", toUserID: benUser.id)

            struct Answer: Equatable {
                let sent: String?
                let problem: String?
                let address: String
                let canSend: Bool
            }
            @MainActor func answer(_ address: String) async -> Answer {
                let model = AddFriendModel(client: ada)
                model.address = address
                let canSend = model.canSend
                await model.send()
                return Answer(sent: model.sent, problem: model.problem, address: model.address, canSend: canSend)
            }
            let someone = await answer("ben@example.org")
            let nobody = await answer("nobody@example.org")
            #expect(someone == nobody && someone.sent == AddFriendModel.sentLine && someone.problem == nil)
            let someoneByName = await answer("@ben_b")
            let nobodyByName = await answer("@nobody_here")
            #expect(someoneByName == someone && nobodyByName == someone)
            let friends = FriendsModel(client: ada)
            await friends.load()
            // Waiting requests read alike too: each as typed, none named by an account.
            #expect(friends.outgoing.map(\.to).sorted() == ["@ben_b", "@nobody_here", "ben@example.org", "nobody@example.org"])

            let wrong = await answer("not an address!")
            #expect(!wrong.canSend && wrong.sent == nil && wrong.problem == "That doesn’t look like an email or a username.")
            await friends.load()
            #expect(friends.outgoing.count == 4)
        }
    }

    @Test("the phone's check of an address agrees with the server's on every kind of text", arguments: TestDatabases.backends)
    func addressRule(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let ada = world.client()
            _ = try await ada.devSignIn(name: "Ada")
            let texts = [
                "a@b.co", "  mia@example.org ", "a@b", "@ab", "abc", "ab", "a b@c.de", "x@y..z", "x@.y", "@x@y.z", "user.name_1", "@user.name_1",
                "ü@example.com", "ünï", String(repeating: "a", count: 30), String(repeating: "a", count: 31), "a@b.c\u{200B}", "tab\t@x.yz", "name-with-dash",
                String(repeating: "l", count: 65) + "@x.yz",
            ]
            for text in texts {
                let status: Int = switch try await ada.api.requestFriend(body: .json(.init(to: text))) {
                case .accepted: 202
                case .default(let status, _): status
                }
                #expect(AddFriendModel.isAddress(text) == (status == 202), "\(text.debugDescription): the server answered \(status)")
            }
        }
    }
}
