import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// Find's "Recent gifting profiles" (the most recently made or used first) and editing or deleting a
/// gifting profile in the app, against the real server.
@Suite("Gifter gifting profiles: recent, edited, deleted")
@MainActor
struct GiftingProfileEditTests {
    @Test("three profiles: newest first; asking ideas for the oldest, opening it and saving an idea each bring it to the top; gift counts do not", arguments: TestDatabases.backends)
    func recent(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let clock = try #require(world.clock)
            let client = world.client()
            _ = try await client.devSignIn(name: "Mia")
            var made: [String: Components.Schemas.Profile] = [:]
            for name in ["Ana", "Ben", "Cal"] {
                made[name] = try await client.api.createProfile(body: .json(.init(name: name, relationship: .friend))).created.body.json
                clock.advance(by: 60)
            }
            let find = FindModel(client: client)
            let names = { find.recentProfiles.map(\.name) }
            await find.load()
            #expect(names() == ["Cal", "Ben", "Ana"])

            // Ben has the most ideas saved: that ranks "People you gift most", not "Recent".
            let ben = try #require(made["Ben"]?.person)
            for item in try await client.api.getRecommendations(query: .init(_for: ben, limit: 3)).ok.body.json.items {
                _ = try await client.api.saveIdea(path: .init(person: ben, productId: item.product.id), body: .json(.init())).ok
            }
            clock.advance(by: 60)
            let ana = try #require(made["Ana"]?.person)
            let ideas = RecommendationsModel(person: ana, name: "Ana", client: client)
            await ideas.load()
            await find.load()
            #expect(names() == ["Ana", "Ben", "Cal"])
            #expect(find.mostGifted.first?.name == "Ben")
            #expect(find.recentProfiles.first?.lastUsedAt.map { abs($0.timeIntervalSince(clock.now())) < 1 } == true)

            clock.advance(by: 60)
            let cal = try #require(made["Cal"])
            let opened = ProfileEditModel(profileID: cal.id, client: client)
            await opened.load()
            await find.load()
            #expect(names() == ["Cal", "Ana", "Ben"])

            clock.advance(by: 60)
            let product = try #require(ideas.items.first).product.id
            _ = try await client.api.saveIdea(path: .init(person: ben, productId: product), body: .json(.init())).ok
            await find.load()
            #expect(names() == ["Ben", "Cal", "Ana"])
        }
    }

    @Test("edit a profile's name, relationship and words; a blank name is refused; delete says what goes, and it goes", arguments: TestDatabases.backends)
    func editAndDelete(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Mia")
            let other = world.client()
            _ = try await other.devSignIn(name: "Zed")
            let profile = try await client.api.createProfile(body: .json(.init(name: "Jamie", relationship: .friend, threeWords: "books"))).created.body.json
            let person = try #require(profile.person)
            _ = try await client.api.createOccasion(body: .json(.init(person: person, kind: .birthday, date: "1990-06-01"))).created
            _ = try await client.api.createOccasion(body: .json(.init(person: person, kind: .graduation, date: "2027-07-01", recurring: false))).created
            let idea = try #require(try await client.api.getRecommendations(query: .init(_for: person, limit: 1)).ok.body.json.items.first).product.id
            _ = try await client.api.saveIdea(path: .init(person: person, productId: idea), body: .json(.init())).ok

            let find = FindModel(client: client)
            await find.load()
            let entry = try #require(find.profiles.first)
            let edit = try #require(find.editProfile(entry))
            await edit.load()
            #expect(edit.name == "Jamie" && edit.relationship == .friend && edit.threeWords == "books")
            edit.name = "   "
            #expect(!edit.canSave)
            edit.name = "Jamie Rose"
            edit.relationship = .sister
            edit.threeWords = "books, tea"
            await edit.save()
            #expect(edit.isSaved && edit.problem == nil)
            let saved = try await client.api.getProfile(path: .init(profileId: profile.id)).ok.body.json
            #expect(saved.name == "Jamie Rose" && saved.relationship == .sister && saved.threeWords == "books, tea")
            // Someone else's profile does not exist for Zed.
            let stranger = ProfileEditModel(profileID: profile.id, client: other)
            await stranger.load()
            #expect(stranger.profile == nil && stranger.failure != nil)
            await stranger.delete()
            #expect(!stranger.isDeleted && stranger.problem != nil)

            let doomed = ProfileEditModel(profileID: profile.id, client: client)
            await doomed.load()
            #expect(doomed.occasionCount == 2)
            #expect(doomed.deleteConfirmation == "I’ll forget Jamie Rose: what you told me about them, 1 idea saved and 2 occasions. This can’t be undone.")
            #expect(doomed.deleteConfirmButton == "Delete Jamie Rose")
            await doomed.delete()
            #expect(doomed.isDeleted)
            await find.load()
            #expect(find.profiles.isEmpty)
            let occasions = try await client.api.listOccasions().ok.body.json
            #expect((occasions.thisMonth + occasions.later).isEmpty)
            #expect(try await client.api.listGiftPlans().ok.body.json.plans.isEmpty)
            // The ideas page of a profile offers the edit; yours and a friend's do not.
            #expect(RecommendationsModel(person: person, name: "Jamie", client: client).editProfile()?.profileID == profile.id)
            #expect(RecommendationsModel(person: "self", name: nil, client: client).editProfile() == nil)
        }
    }

    @Test("your own list renamed and deleted (its items move to General); General, Home and Wardrobe offer neither and the server refuses", arguments: TestDatabases.backends)
    func lists(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Mia")
            let environment = try world.environment(client)
            let wishlist = WishlistModel(client: client, store: environment.store, sync: environment.sync)
            #expect(await wishlist.createList(named: "Books") == nil)
            let books = try #require(wishlist.lists.first { $0.name == "Books" })
            let picks = try await client.api.getRecommendations(query: .init(limit: 2)).ok.body.json.items.map(\.product.id)
            for id in picks { _ = try await client.api.saveToWishlist(path: .init(productId: id), body: .json(.init(wishlistId: books.id))).ok }
            await wishlist.load()
            for builtIn in wishlist.lists where builtIn.builtIn {
                #expect(wishlist.editList(builtIn) == nil)
            }
            let general = try #require(wishlist.lists.first { $0.name == "General" })
            let refused = try await client.api.renameWishlist(path: .init(wishlistId: general.id), body: .json(.init(name: "Stuff")))
            #expect(refused.isConflict)
            #expect(try await client.api.deleteWishlist(path: .init(wishlistId: general.id)).isConflict)

            let current = try #require(wishlist.lists.first { $0.id == books.id })
            let rename = try #require(wishlist.editList(current))
            #expect(!rename.canRename)
            rename.name = "Home"
            await rename.rename()
            #expect(!rename.isDone && rename.problem == "You already have a list called Home.")
            rename.name = "  Reading  "
            await rename.rename()
            #expect(rename.isDone)
            await wishlist.load()
            let reading = try #require(wishlist.lists.first { $0.id == books.id })
            #expect(reading.name == "Reading" && reading.itemCount == 2)

            let delete = try #require(wishlist.editList(reading))
            #expect(delete.deleteConfirmation == "Delete “Reading”? Its 2 items move to General.")
            await delete.delete()
            #expect(delete.isDone)
            await wishlist.load()
            #expect(!wishlist.lists.contains { $0.id == books.id })
            #expect(Set(wishlist.allItems.filter { $0.wishlistId == general.id }.map(\.product.id)) == Set(picks))
        }
    }
}

extension Operations.RenameWishlist.Output {
    var isConflict: Bool { if case .default(409, _) = self { true } else { false } }
}

extension Operations.DeleteWishlist.Output {
    var isConflict: Bool { if case .default(409, _) = self { true } else { false } }
}
