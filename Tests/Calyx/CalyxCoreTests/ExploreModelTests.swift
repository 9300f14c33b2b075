import CalyxAPI
@testable import CalyxCore
import ClientKit
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// Explore, people and collection search, the lists of people (likes, blocked, muted) and profiles
/// found by username, against the real server.
@Suite("Explore and finding people")
@MainActor
struct ExploreModelTests {
    /// Signs in `name` with `name` as username.
    func person(_ world: CalyxWorld, _ name: String) async throws -> CalyxClient {
        let client = try await world.signedIn(name)
        _ = try await client.api.setUsername(body: .json(.init(username: name))).ok
        return client
    }

    /// A public collection of `owner`'s named `name` holding the first result for each of `flowers`.
    func collection(_ owner: CalyxClient, _ name: String, _ flowers: [String]) async throws -> Components.Schemas.Collection {
        let made = try await owner.api.createCollection(body: .json(.init(name: name, isPublic: true))).created.body.json
        for words in flowers {
            let card = try await firstCard(owner, words)
            _ = try await owner.api.addToCollection(path: .init(collectionId: made.id), body: .json(.init(flowerIds: [card.id]))).ok
        }
        return made
    }

    @Test("Explore shows popular collections, trending flowers and people; search finds people by name or @username and collections by name; follow and like act at once", arguments: TestDatabases.backends)
    func exploreAndSearch(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let ada = try await person(world, "ada")
            let bea = try await person(world, "bea_gardens")
            let cal = try await person(world, "cal")
            let walk = try await collection(bea, "Spring Walk", ["tulip", "crocus"])
            _ = try await collection(cal, "Shade Garden", ["hosta"])
            _ = try await cal.api.likeCollection(path: .init(collectionId: walk.id)).ok
            _ = try await cal.api.likeFlower(path: .init(flowerId: try await firstCard(cal, "peony").id)).ok
            try await world.runFeedJobs()

            let adaID = try await ada.api.getProfile().ok.body.json.id
            let explore = ExploreModel(client: ada, accountID: adaID, sleep: { _ in })
            await explore.load()
            #expect(explore.phase == .loaded)
            #expect(explore.popularCollections.map(\.name).contains("Spring Walk"))
            #expect(explore.trending.map(\.commonName).contains { $0.localizedCaseInsensitiveContains("peony") })
            #expect(Set(explore.suggestedPeople.compactMap(\.username)).isSuperset(of: ["bea_gardens", "cal"]))
            #expect(!explore.suggestedPeople.contains { $0.id == adaID }, "never oneself")

            // One field, two kinds of result: a name prefix finds the person, a word the collection.
            explore.type("  @bea_gardens ")
            await explore.settled()
            #expect(explore.searchedQuery == "@bea_gardens" && explore.foundPeople.first?.username == "bea_gardens")
            explore.type("spring")
            await explore.settled()
            #expect(explore.foundCollections.map(\.id) == [walk.id] && explore.foundPeople.isEmpty)
            explore.type("zzzz-nothing")
            await explore.settled()
            #expect(explore.hasNoResults)
            explore.type("   ")
            #expect(!explore.isShowingResults && explore.foundCollections.isEmpty && explore.searchedQuery == nil)

            // Follow from a suggestion; like from the popular row (the count moves with it).
            let beaCard = try #require(explore.suggestedPeople.first { $0.username == "bea_gardens" })
            await explore.toggleFollow(beaCard)
            #expect(explore.suggestedPeople.first { $0.id == beaCard.id }?.youFollow == true)
            let beaID = try await bea.api.getProfile().ok.body.json.id
            #expect(try await ada.api.getUserProfile(path: .init(userId: beaID)).ok.body.json.relation?.following == true)
            let popular = try #require(explore.popularCollections.first { $0.id == walk.id })
            #expect(explore.showsHeart(on: popular) && popular.liked == false)
            await explore.toggleLike(popular)
            let liked = try #require(explore.popularCollections.first { $0.id == walk.id })
            #expect(liked.liked == true && liked.likeCount == popular.likeCount + 1)

            // The heart put back when the server refuses (the owner deleted the collection meanwhile).
            _ = try await bea.api.deleteCollection(path: .init(collectionId: walk.id)).noContent
            await explore.toggleLike(liked)
            #expect(explore.popularCollections.first { $0.id == walk.id }?.liked == true && explore.notice != nil)

            // Bea's own collections carry no heart for her.
            let beaExplore = ExploreModel(client: bea, accountID: beaID, sleep: { _ in })
            #expect(!beaExplore.showsHeart(on: liked))
        }
    }

    @Test("who liked a collection; blocked and muted accounts listed in Settings, released one by one", arguments: TestDatabases.backends)
    func peopleLists(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let ada = try await person(world, "ada")
            let bea = try await person(world, "bea")
            let cal = try await person(world, "cal")
            let walk = try await collection(ada, "Spring Walk", ["tulip"])
            _ = try await bea.api.likeCollection(path: .init(collectionId: walk.id)).ok
            _ = try await cal.api.likeCollection(path: .init(collectionId: walk.id)).ok

            let likes = PeopleListModel(source: .collectionLikes(collectionID: walk.id), client: ada)
            await likes.load()
            #expect(Set(likes.people.compactMap(\.username)) == ["bea", "cal"] && likes.rowAction == .follow && likes.title == "Liked By")
            let beaRow = try #require(likes.people.first { $0.username == "bea" })
            await likes.toggleFollow(beaRow)
            #expect(likes.people.first { $0.username == "bea" }?.youFollow == true)

            let beaID = beaRow.id
            let calID = try #require(likes.people.first { $0.username == "cal" }).id
            _ = try await ada.api.blockUser(path: .init(userId: beaID)).ok
            _ = try await ada.api.muteUser(path: .init(userId: calID)).ok
            let blocked = PeopleListModel(source: .blocked, client: ada)
            let muted = PeopleListModel(source: .muted, client: ada)
            await blocked.load()
            await muted.load()
            #expect(blocked.people.map(\.id) == [beaID] && blocked.rowAction == .unblock)
            #expect(muted.people.map(\.id) == [calID] && muted.rowAction == .unmute)
            await blocked.release(try #require(blocked.people.first))
            await muted.release(try #require(muted.people.first))
            #expect(blocked.people.isEmpty && muted.people.isEmpty && blocked.hasLoaded)
            #expect(try await ada.api.getUserProfile(path: .init(userId: beaID)).ok.body.json.relation?.blocked == false)
            #expect(try await ada.api.getUserProfile(path: .init(userId: calID)).ok.body.json.relation?.muted == false)
            await blocked.load()
            #expect(blocked.people.isEmpty)

            // A private collection's likes are nobody else's business.
            let hidden = try await ada.api.createCollection(body: .json(.init(name: "Mine", isPublic: false))).created.body.json
            let sneak = PeopleListModel(source: .collectionLikes(collectionID: hidden.id), client: bea)
            await sneak.load()
            #expect(sneak.failure?.kind == .notFound && sneak.people.isEmpty)
        }
    }

    @Test("a profile opened by username (an @mention or a link), in any case; an unknown one is not found", arguments: TestDatabases.backends)
    func profileByUsername(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let ada = try await person(world, "ada")
            let bea = try await person(world, "Bea_Gardens")
            let beaID = try await bea.api.getProfile().ok.body.json.id
            let page = PersonProfileModel(username: "@bea_gardens", client: ada)
            #expect(page.userID == nil && page.followers() == nil)
            await page.load()
            #expect(page.userID == beaID && page.profile?.username == "Bea_Gardens" && page.failure == nil)
            await page.toggleFollow()
            #expect(page.isFollowing)
            #expect(page.followers() != nil)

            let nobody = PersonProfileModel(username: "nobody_here", client: ada)
            await nobody.load()
            #expect(nobody.failure?.kind == .notFound && nobody.profile == nil)
        }
    }
}
