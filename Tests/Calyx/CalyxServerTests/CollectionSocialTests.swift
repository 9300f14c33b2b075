import CalyxAPI
@testable import CalyxServer
import Foundation
import MediaTestSupport
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

/// Others' collections: likes, saves as live references, copies, discovery, and the owner's order
/// and notes, through the generated client, on both backends.
@Suite("Calyx collections of others")
struct CollectionSocialTests {
    func flowers(_ calyx: CalyxHarness, _ count: Int) async throws -> [String] {
        try await calyx.client().searchFlowers(query: .init(limit: count)).ok.body.json.items.map(\.id)
    }

    @Test("likes and saves: public collections only, not your own, idempotent, counted, with who liked", arguments: TestDatabases.backends)
    func likesAndSaves(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let olive = try await calyx.devSignIn("olive")
            let owner = calyx.client(token: olive.accessToken)
            let ids = try await flowers(calyx, 2)
            let open = try await owner.createCollection(body: .json(.init(name: "Meadow", isPublic: true, coverFlowerId: ids[0]))).created.body.json
            let closed = try await owner.createCollection(body: .json(.init(name: "Secret", isPublic: false, coverFlowerId: ids[1]))).created.body.json
            #expect(open.owner.displayName == "olive" && open.owner.id == olive.user.id && open.likeCount == 0 && open.saveCount == 0)
            var fans: [Components.Schemas.Session] = []
            for name in ["ann", "ben", "cat"] { fans.append(try await calyx.devSignIn(name)) }

            for fan in fans {
                clock.advance(by: 1)
                #expect(try await calyx.client(token: fan.accessToken).likeCollection(path: .init(collectionId: open.id)).ok.body.json.liked)
            }
            let again = try await calyx.client(token: fans[0].accessToken).likeCollection(path: .init(collectionId: open.id)).ok.body.json
            #expect(again == .init(liked: true, likeCount: 3))
            let saved = try await calyx.client(token: fans[0].accessToken).saveCollection(path: .init(collectionId: open.id)).ok.body.json
            #expect(saved == .init(saved: true, saveCount: 1))
            let seen = try await calyx.client(token: fans[0].accessToken).getCollection(path: .init(collectionId: open.id)).ok.body.json.collection
            #expect(seen.likeCount == 3 && seen.saveCount == 1 && seen.liked == true && seen.saved == true)
            #expect(try await calyx.client().getCollection(path: .init(collectionId: open.id)).ok.body.json.collection.liked == nil)

            let likers = try await calyx.client().listCollectionLikes(path: .init(collectionId: open.id), query: .init(limit: 2)).ok.body.json
            let more = try await calyx.client().listCollectionLikes(path: .init(collectionId: open.id), query: .init(limit: 2, cursor: likers.nextCursor)).ok.body.json
            #expect((likers.items + more.items).map(\.displayName) == ["cat", "ben", "ann"])

            let unliked = try await calyx.client(token: fans[2].accessToken).unlikeCollection(path: .init(collectionId: open.id)).ok.body.json
            #expect(unliked == .init(liked: false, likeCount: 2))
            #expect(try await calyx.client(token: fans[2].accessToken).unlikeCollection(path: .init(collectionId: open.id)).ok.body.json.likeCount == 2)

            let fan = calyx.client(token: fans[1].accessToken)
            for response in [try await fan.likeCollection(path: .init(collectionId: closed.id)), try await fan.likeCollection(path: .init(collectionId: UUID().uuidString))] {
                guard case .default(let status, _) = response else { Issue.record("liked a private or missing collection"); return }
                #expect(status == 404)
            }
            guard case .default(let privateSave, _) = try await fan.saveCollection(path: .init(collectionId: closed.id)),
                  case .default(let privateLikes, _) = try await fan.listCollectionLikes(path: .init(collectionId: closed.id)),
                  case .default(let ownLike, let ownProblem) = try await owner.likeCollection(path: .init(collectionId: open.id)),
                  case .default(let ownSave, _) = try await owner.saveCollection(path: .init(collectionId: open.id))
            else { Issue.record("a like or save was allowed that should not be"); return }
            #expect(privateSave == 404 && privateLikes == 404)
            #expect(ownLike == 422 && ownSave == 422 && ownProblem.problem?.errors?.first?.field == "collectionId")
        }
    }

    @Test("a saved collection is a live reference: new flowers show; made private it leaves the list and comes back", arguments: TestDatabases.backends)
    func liveSaves(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let owner = calyx.client(token: try await calyx.devSignIn("olive").accessToken)
            let saverSession = try await calyx.devSignIn("sam")
            let saver = calyx.client(token: saverSession.accessToken)
            let ids = try await flowers(calyx, 3)
            let meadow = try await owner.createCollection(body: .json(.init(name: "Meadow", isPublic: true, coverFlowerId: ids[0]))).created.body.json
            let border = try await owner.createCollection(body: .json(.init(name: "Border", isPublic: true, coverFlowerId: ids[1]))).created.body.json
            _ = try await saver.saveCollection(path: .init(collectionId: meadow.id)).ok
            _ = try await saver.saveCollection(path: .init(collectionId: border.id)).ok
            #expect(try await saver.listSavedCollections().ok.body.json.items.map(\.id) == [border.id, meadow.id])

            _ = try await owner.addToCollection(path: .init(collectionId: meadow.id), body: .json(.init(flowerIds: [ids[2]]))).ok
            let live = try await saver.getCollection(path: .init(collectionId: meadow.id)).ok.body.json
            #expect(live.items.map(\.flower.id) == [ids[0], ids[2]] && live.collection.flowerCount == 2)
            #expect(live.items.allSatisfy { $0.notes == nil && $0.tags == nil }, "the owner's notes are the owner's")

            _ = try await owner.updateCollection(path: .init(collectionId: meadow.id), body: .json(.init(isPublic: false))).ok
            #expect(try await saver.listSavedCollections().ok.body.json.items.map(\.id) == [border.id])
            guard case .default(let hidden, _) = try await saver.getCollection(path: .init(collectionId: meadow.id)) else {
                Issue.record("a private collection was shown"); return
            }
            #expect(hidden == 404)
            _ = try await owner.updateCollection(path: .init(collectionId: meadow.id), body: .json(.init(isPublic: true))).ok
            #expect(try await saver.listSavedCollections().ok.body.json.items.map(\.id) == [border.id, meadow.id])

            // Paging, and removing from the library.
            let first = try await saver.listSavedCollections(query: .init(limit: 1)).ok.body.json
            let second = try await saver.listSavedCollections(query: .init(limit: 1, cursor: first.nextCursor)).ok.body.json
            #expect((first.items + second.items).map(\.id) == [border.id, meadow.id] && second.nextCursor == nil)
            #expect(try await saver.unsaveCollection(path: .init(collectionId: border.id)).ok.body.json == .init(saved: false, saveCount: 0))
            #expect(try await saver.listSavedCollections().ok.body.json.items.map(\.id) == [meadow.id])
            // The owner deletes it: gone from every library.
            _ = try await owner.deleteCollection(path: .init(collectionId: meadow.id)).noContent
            #expect(try await saver.listSavedCollections().ok.body.json.items.isEmpty)
        }
    }

    @Test("a copy is yours with the same flowers in order, credits the original, and is independent", arguments: TestDatabases.backends)
    func copies(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let olive = try await calyx.devSignIn("olive")
            let owner = calyx.client(token: olive.accessToken)
            let copier = calyx.client(token: try await calyx.devSignIn("sam").accessToken)
            let ids = try await flowers(calyx, 4)
            let original = try await owner.createCollection(body: .json(.init(name: "Shade garden", description: "Under the oak", isPublic: true))).created.body.json
            _ = try await owner.addToCollection(path: .init(collectionId: original.id), body: .json(.init(flowerIds: [ids[2], ids[0], ids[1]]))).ok

            let copy = try await copier.copyCollection(path: .init(collectionId: original.id), body: .json(.init(isPublic: false))).created.body.json
            #expect(copy.name == "Shade garden" && copy.description == "Under the oak" && !copy.isPublic && copy.flowerCount == 3)
            #expect(copy.copiedFrom?.collectionId == original.id && copy.copiedFrom?.owner?.id == olive.user.id)
            let items = try await copier.getCollection(path: .init(collectionId: copy.id)).ok.body.json.items
            #expect(items.map(\.flower.id) == [ids[2], ids[0], ids[1]])
            #expect(items.allSatisfy { $0.savedId != nil }, "the copier's catalogue now holds them")
            #expect(try await copier.getStats().ok.body.json.catalogueCount == 3)

            // Independent both ways.
            _ = try await copier.addToCollection(path: .init(collectionId: copy.id), body: .json(.init(flowerIds: [ids[3]]))).ok
            _ = try await owner.removeFromCollection(path: .init(collectionId: original.id), body: .json(.init(flowerIds: [ids[0]]))).ok
            #expect(try await owner.getCollection(path: .init(collectionId: original.id)).ok.body.json.collection.flowerCount == 2)
            #expect(try await copier.getCollection(path: .init(collectionId: copy.id)).ok.body.json.collection.flowerCount == 4)
            // Named copies, copies of private collections (404 to others), and the credit outliving the original.
            let named = try await copier.copyCollection(path: .init(collectionId: original.id), body: .json(.init(name: "  My shade  "))).created.body.json
            #expect(named.name == "My shade")
            let secret = try await owner.createCollection(body: .json(.init(name: "Secret", isPublic: false))).created.body.json
            guard case .default(let status, _) = try await copier.copyCollection(path: .init(collectionId: secret.id)) else {
                Issue.record("copied a private collection"); return
            }
            #expect(status == 404)
            #expect(try await owner.copyCollection(path: .init(collectionId: secret.id)).created.body.json.flowerCount == 0, "one's own can be copied")
            _ = try await owner.deleteCollection(path: .init(collectionId: original.id)).noContent
            let orphan = try await copier.getCollection(path: .init(collectionId: copy.id)).ok.body.json.collection
            #expect(orphan.copiedFrom?.collectionId == nil && orphan.copiedFrom?.owner?.id == olive.user.id)
        }
    }

    @Test("discover ranks recent likes and saves, never your own, blocked people's, private or empty collections", arguments: TestDatabases.backends)
    func discover(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let ids = try await flowers(calyx, 1)
            let me = try await calyx.devSignIn("me")
            let mineBefore = calyx.client(token: me.accessToken)
            let olive = calyx.client(token: try await calyx.devSignIn("olive").accessToken)
            let trollSession = try await calyx.devSignIn("troll")
            let troll = calyx.client(token: trollSession.accessToken)
            var fans: [Client] = []
            for index in 0..<4 { fans.append(calyx.client(token: try await calyx.devSignIn("fan\(index)").accessToken)) }
            func make(_ client: Client, _ name: String, isPublic: Bool = true, empty: Bool = false) async throws -> String {
                try await client.createCollection(body: .json(.init(name: name, isPublic: isPublic, coverFlowerId: empty ? nil : ids[0]))).created.body.json.id
            }
            let old = try await make(olive, "Old favourite")
            let fresh = try await make(olive, "Fresh")
            let quiet = try await make(olive, "Quiet")
            let empty = try await make(olive, "Empty", empty: true)
            let hidden = try await make(olive, "Hidden", isPublic: false)
            let own = try await make(mineBefore, "Mine")
            let trolls = try await make(troll, "Troll's")
            // Four likes eight days ago (outside the window); then three, two and one likes; a minute
            // later one save, which counts a little more than the like before it.
            for fan in fans { _ = try await fan.likeCollection(path: .init(collectionId: old)).ok }
            clock.advance(by: 8 * 24 * 3600)
            // Access tokens last a day: everyone signs in again.
            fans = []
            for index in 0..<4 { fans.append(calyx.client(token: try await calyx.devSignIn("fan\(index)").accessToken)) }
            let mine = calyx.client(token: try await calyx.devSignIn("me").accessToken)
            for fan in fans.prefix(3) { _ = try await fan.likeCollection(path: .init(collectionId: trolls)).ok }
            for fan in fans.prefix(2) { _ = try await fan.likeCollection(path: .init(collectionId: fresh)).ok }
            _ = try await fans[0].likeCollection(path: .init(collectionId: own)).ok
            clock.advance(by: 60)
            _ = try await fans[3].saveCollection(path: .init(collectionId: quiet)).ok
            _ = try await mine.blockUser(path: .init(userId: trollSession.user.id)).ok

            // The ranking is the job's: until it runs, Explore has none.
            #expect(try await mine.discoverCollections().ok.body.json.items.isEmpty)
            func rank() async throws {
                try await calyx.withDatabase { database in try await CollectionRanking(database: database).refresh(now: clock.now()) }
            }
            try await rank()

            let seen = try await mine.discoverCollections().ok.body.json.items.map(\.id)
            #expect(seen == [fresh, quiet, old], "recent activity first; then all-time; nothing of mine, the blocked, private or empty")
            #expect(!seen.contains(empty) && !seen.contains(hidden))
            let anonymous = try await calyx.client().discoverCollections(query: .init(limit: 2)).ok.body.json
            // A refresh between pages (the old favourite saved by all four fans) leaves the pages already begun alone.
            clock.advance(by: 60)
            for fan in fans { _ = try await fan.saveCollection(path: .init(collectionId: old)).ok }
            try await rank()
            let rest = try await calyx.client().discoverCollections(query: .init(limit: 3, cursor: anonymous.nextCursor)).ok.body.json
            #expect((anonymous.items + rest.items).map(\.id) == [trolls, fresh, quiet, own, old] && rest.nextCursor == nil)
            let now = try await calyx.client().discoverCollections(query: .init(limit: 2)).ok.body.json.items.map(\.id)
            #expect(now == [old, trolls])
            // A collection made private after the ranking is not shown from it.
            let oliveAgain = calyx.client(token: try await calyx.devSignIn("olive").accessToken)
            _ = try await oliveAgain.updateCollection(path: .init(collectionId: fresh), body: .json(.init(isPublic: false))).ok
            #expect(try await mine.discoverCollections().ok.body.json.items.map(\.id) == [old, quiet])
        }
    }

    @Test("the owner orders their collections and sees their own notes, tags and photos in each", arguments: TestDatabases.backends)
    func ownerViews(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let olive = try await calyx.devSignIn("olive")
            let owner = calyx.client(token: olive.accessToken)
            let other = calyx.client(token: try await calyx.devSignIn("sam").accessToken)
            let ids = try await flowers(calyx, 2)
            var made: [String] = []
            for name in ["A", "B", "C"] {
                made.append(try await owner.createCollection(body: .json(.init(name: name, isPublic: true, coverFlowerId: ids[0]))).created.body.json.id)
            }
            #expect(try await owner.listCollections().ok.body.json.items.map(\.name) == ["C", "B", "A"], "new ones go first")
            _ = try await owner.reorderCollections(body: .json(.init(collectionIds: [made[1], made[2], made[0]]))).noContent
            #expect(try await owner.listCollections().ok.body.json.items.map(\.name) == ["B", "C", "A"])
            #expect(try await other.listUserCollections(path: .init(userId: olive.user.id)).ok.body.json.items.map(\.name) == ["B", "C", "A"])
            let page = try await owner.listCollections(query: .init(limit: 2)).ok.body.json
            #expect(try await owner.listCollections(query: .init(limit: 2, cursor: page.nextCursor)).ok.body.json.items.map(\.name) == ["A"])
            let fourth = try await owner.createCollection(body: .json(.init(name: "D"))).created.body.json.id
            #expect(try await owner.listCollections().ok.body.json.items.map(\.name) == ["D", "B", "C", "A"])
            for wrong in [[made[0], made[1]], [made[0], made[1], made[2], fourth, made[0]], [made[0], made[1], made[2], UUID().uuidString]] {
                guard case .default(let status, let problem) = try await owner.reorderCollections(body: .json(.init(collectionIds: wrong))) else {
                    Issue.record("accepted an order that is not a permutation"); return
                }
                #expect(status == 422 && problem.problem?.errors?.first?.field == "collectionIds")
            }
            #expect(try await owner.listCollections().ok.body.json.items.map(\.name) == ["D", "B", "C", "A"], "a refused order changes nothing")
            guard case .default(let unknown, let unknownProblem) = try await owner.addToCollection(
                path: .init(collectionId: made[0]), body: .json(.init(flowerIds: [ids[1], UUID().uuidString]))
            ) else { Issue.record("added a flower that is not in the catalog"); return }
            #expect(unknown == 422 && unknownProblem.problem?.errors?.first?.field == "flowerIds")
            #expect(try await owner.getCollection(path: .init(collectionId: made[0])).ok.body.json.collection.flowerCount == 1, "nothing was added")

            let saved = try await owner.listSaved().ok.body.json.items[0]
            let photo = try await calyx.upload(try await TestPhotos.make(width: 400, height: 300, format: .jpeg), token: olive.accessToken).created.body.json
            _ = try await owner.updateSaved(path: .init(savedId: saved.id), body: .json(.init(notes: "By the gate", tags: ["Shade"], photoIds: [photo.id], isPublic: false))).ok
            let mine = try await owner.getCollection(path: .init(collectionId: made[0])).ok.body.json.items[0]
            #expect(mine.notes == "By the gate" && mine.tags == ["Shade"] && mine.photos?.map(\.id) == [photo.id] && mine.isPublic == false)
            let theirs = try await other.getCollection(path: .init(collectionId: made[0])).ok.body.json.items[0]
            #expect(theirs.notes == nil && theirs.tags == nil && theirs.photos == nil && theirs.isPublic == nil && theirs.savedId == nil)
        }
    }
}
