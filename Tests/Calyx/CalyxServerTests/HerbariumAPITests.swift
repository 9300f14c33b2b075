import CalyxAPI
@testable import CalyxServer
import Foundation
import MediaTestSupport
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

/// History, saved flowers, collections, settings and stats, through the generated client, on both backends.
@Suite("Calyx herbarium")
struct HerbariumAPITests {
    /// The first `count` flowers alphabetically.
    func flowers(_ calyx: CalyxHarness, _ count: Int) async throws -> [Components.Schemas.FlowerCard] {
        try await calyx.client().searchFlowers(query: .init(limit: count)).ok.body.json.items
    }

    @Test("opening a flower from a search records history; entries can be searched, deleted and cleared", arguments: TestDatabases.backends)
    func history(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date())
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let alice = calyx.client(token: try await calyx.devSignIn("alice").accessToken)
            let bob = calyx.client(token: try await calyx.devSignIn("bob").accessToken)
            let rose = try await calyx.client().searchFlowers(query: .init(query: "dog rose")).ok.body.json.items[0]
            let fox = try await calyx.client().searchFlowers(query: .init(query: "foxglove")).ok.body.json.items[0]

            // Anonymous visits and visits without a query record nothing.
            _ = try await calyx.client().getFlower(path: .init(flowerId: rose.id), query: .init(query: "dog rose")).ok
            _ = try await alice.getFlower(path: .init(flowerId: rose.id)).ok
            #expect(try await alice.listHistory().ok.body.json.items.isEmpty)

            _ = try await alice.getFlower(path: .init(flowerId: rose.id), query: .init(query: "dog rose")).ok
            clock.advance(by: 30)
            _ = try await alice.getFlower(path: .init(flowerId: rose.id), query: .init(query: "dog rose")).ok  // a reload: same entry
            clock.advance(by: 3_600)
            _ = try await alice.getFlower(path: .init(flowerId: fox.id), query: .init(query: "purple spires")).ok
            clock.advance(by: 72_000)  // 20 hours: within the access token's day
            _ = try await alice.getFlower(path: .init(flowerId: rose.id), query: .init(query: "briar")).ok

            let history = try await alice.listHistory().ok.body.json.items
            #expect(history.map(\.query) == ["briar", "purple spires", "dog rose"])
            #expect(history.map(\.flower?.id) == [rose.id, fox.id, rose.id])
            #expect(history[0].searchedAt.timeIntervalSince(history[2].searchedAt) == 3_600 + 72_000)  // the reload moved the first entry to 30 s later
            // Search within history: the query or the flower's names.
            #expect(try await alice.listHistory(query: .init(query: "foxglove")).ok.body.json.items.map(\.query) == ["purple spires"])
            #expect(try await alice.listHistory(query: .init(query: "DOG")).ok.body.json.items.map(\.query) == ["briar", "dog rose"])
            // Paging, newest first.
            let first = try await alice.listHistory(query: .init(limit: 2)).ok.body.json
            let second = try await alice.listHistory(query: .init(limit: 2, cursor: first.nextCursor)).ok.body.json
            #expect((first.items + second.items).map(\.id) == history.map(\.id) && second.nextCursor == nil)

            // Others cannot see or delete it.
            #expect(try await bob.listHistory().ok.body.json.items.isEmpty)
            guard case .default(let status, _) = try await bob.deleteHistoryEntry(path: .init(entryId: history[1].id)) else {
                Issue.record("bob deleted alice's history"); return
            }
            #expect(status == 404)
            _ = try await alice.deleteHistoryEntry(path: .init(entryId: history[1].id)).noContent
            #expect(try await alice.listHistory().ok.body.json.items.map(\.query) == ["briar", "dog rose"])
            #expect(try await alice.getStats().ok.body.json.historyCount == 2)
            _ = try await alice.clearHistory().noContent
            #expect(try await alice.listHistory().ok.body.json.items.isEmpty)
        }
    }

    @Test("saving is idempotent; notes, tags and own photos; removal leaves every collection", arguments: TestDatabases.backends)
    func saved(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let token = try await calyx.devSignIn("alice").accessToken
            let alice = calyx.client(token: token)
            let bobToken = try await calyx.devSignIn("bob").accessToken
            let cards = try await flowers(calyx, 4)

            let first = try await alice.saveFlower(body: .json(.init(flowerId: cards[0].id))).created.body.json
            let again = try await alice.saveFlower(body: .json(.init(flowerId: cards[0].id))).ok.body.json
            #expect(first.id == again.id && first.flower.saved == true)
            #expect(try await alice.getFlower(path: .init(flowerId: cards[0].id)).ok.body.json.saveCount == 1)
            guard case .default(let missing, _) = try await alice.saveFlower(body: .json(.init(flowerId: UUID().uuidString))) else {
                Issue.record("saved a flower that does not exist"); return
            }
            #expect(missing == 404)

            let photo = try await calyx.upload(try await TestPhotos.make(width: 640, height: 480, format: .jpeg), token: token)
                .created.body.json
            let bobPhoto = try await calyx.upload(try await TestPhotos.make(width: 320, height: 240, format: .png), token: bobToken)
                .created.body.json
            let updated = try await alice.updateSaved(
                path: .init(savedId: first.id),
                body: .json(.init(notes: "  By the back gate.  ", tags: ["  front   border ", "Scented", "scented"], photoIds: [photo.id]))
            ).ok.body.json
            #expect(updated.notes == "By the back gate." && updated.tags == ["front border", "Scented"])
            #expect(updated.photos.map(\.id) == [photo.id] && updated.photos[0].variants.thumb.url.hasPrefix("/media/"))
            // Someone else's photo, a bad tag, overlong notes: refused, naming each field, nothing changed.
            let refused = try await alice.updateSaved(
                path: .init(savedId: first.id),
                body: .json(.init(notes: String(repeating: "x", count: 2_001), tags: ["two\nlines"], photoIds: [bobPhoto.id]))
            )
            guard case .default(let status, let problem) = refused else { Issue.record("accepted bad input"); return }
            #expect(status == 422)
            #expect(Set(problem.problem?.errors?.map(\.field) ?? []) == ["notes", "tags", "photoIds"])
            let unchanged = try await alice.listSaved().ok.body.json.items[0]
            #expect(unchanged.notes == "By the back gate." && unchanged.photos.count == 1)

            // Listing: sorts and tag filter.
            for card in cards.dropFirst() { _ = try await alice.saveFlower(body: .json(.init(flowerId: card.id))) }
            let recent = try await alice.listSaved().ok.body.json.items.map(\.flower.id)
            #expect(recent == cards.reversed().map(\.id))
            #expect(try await alice.listSaved(query: .init(sort: .oldest)).ok.body.json.items.map(\.flower.id) == cards.map(\.id))
            #expect(try await alice.listSaved(query: .init(sort: .alphabetical)).ok.body.json.items.map(\.flower.id) == cards.map(\.id))
            #expect(try await alice.listSaved(query: .init(tag: "Scented")).ok.body.json.items.map(\.id) == [first.id])
            let pageOne = try await alice.listSaved(query: .init(limit: 3)).ok.body.json
            let pageTwo = try await alice.listSaved(query: .init(limit: 3, cursor: pageOne.nextCursor)).ok.body.json
            #expect((pageOne.items + pageTwo.items).map(\.flower.id) == recent)

            // Removing a saved flower removes it from its collections too.
            let collection = try await alice.createCollection(body: .json(.init(name: "Garden"))).created.body.json
            _ = try await alice.addToCollection(path: .init(collectionId: collection.id), body: .json(.init(flowerIds: [cards[0].id, cards[1].id]))).ok
            #expect(try await alice.listSaved(query: .init(sort: .oldest)).ok.body.json.items[0].collectionIds == [collection.id])
            _ = try await alice.deleteSaved(path: .init(savedId: first.id)).noContent
            let after = try await alice.getCollection(path: .init(collectionId: collection.id)).ok.body.json
            #expect(after.collection.flowerCount == 1 && after.items.map(\.flower.id) == [cards[1].id])
            #expect(try await alice.getStats().ok.body.json.catalogueCount == 3)
            guard case .default(let gone, _) = try await alice.deleteSaved(path: .init(savedId: first.id)) else { Issue.record("deleted twice"); return }
            #expect(gone == 404)
        }
    }

    @Test("collections: add (saving), bulk, move, reorder kept exactly, cover, privacy default, counts", arguments: TestDatabases.backends)
    func collections(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let alice = calyx.client(token: try await calyx.devSignIn("alice").accessToken)
            let cards = try await flowers(calyx, 8)
            let ids = cards.map(\.id)

            _ = try await alice.updatePrivacy(body: .json(.init(defaultCollectionPublic: false))).ok
            let garden = try await alice.createCollection(body: .json(.init(name: " My Garden ", description: "Out back"))).created.body.json
            #expect(garden.name == "My Garden" && !garden.isPublic && garden.flowerCount == 0 && garden.cover == nil)
            let wish = try await alice.createCollection(body: .json(.init(name: "Wish List", isPublic: true, coverFlowerId: ids[7]))).created.body.json
            #expect(wish.isPublic && wish.flowerCount == 1 && wish.coverFlowerId == ids[7])
            let unknownCover = try await alice.createCollection(body: .json(.init(name: "Nope", coverFlowerId: UUID().uuidString)))
            guard case .default(let coverCreate, let coverProblem) = unknownCover else { Issue.record("accepted an unknown cover"); return }
            #expect(coverCreate == 404 && coverProblem.problem?.errors?.first?.field == "coverFlowerId")

            // Bulk add saves what was not saved; repeats are ignored and order is kept.
            let added = try await alice.addToCollection(path: .init(collectionId: garden.id), body: .json(.init(flowerIds: [ids[2], ids[0], ids[1], ids[2], ids[3]]))).ok.body.json
            #expect(added.flowerCount == 4 && added.coverFlowerId == ids[2])
            func order(_ id: String) async throws -> [String] {
                try await alice.getCollection(path: .init(collectionId: id)).ok.body.json.items.map(\.flower.id)
            }
            #expect(try await order(garden.id) == [ids[2], ids[0], ids[1], ids[3]])
            #expect(try await alice.getStats().ok.body.json.catalogueCount == 5)
            _ = try await alice.addToCollection(path: .init(collectionId: garden.id), body: .json(.init(flowerIds: [ids[0], ids[4]]))).ok
            #expect(try await order(garden.id) == [ids[2], ids[0], ids[1], ids[3], ids[4]])
            // A flower can be in several collections.
            _ = try await alice.addToCollection(path: .init(collectionId: wish.id), body: .json(.init(flowerIds: [ids[0]]))).ok
            #expect(try await alice.getFlower(path: .init(flowerId: ids[0])).ok.body.json.collectionIds.sorted() == [garden.id, wish.id].sorted())

            // Reorder: exactly the order given (drag and drop), and only a full permutation.
            let wanted = [ids[4], ids[1], ids[2], ids[0], ids[3]]
            _ = try await alice.reorderCollection(path: .init(collectionId: garden.id), body: .json(.init(flowerIds: wanted))).ok
            #expect(try await order(garden.id) == wanted)
            let partial = try await alice.reorderCollection(path: .init(collectionId: garden.id), body: .json(.init(flowerIds: [ids[4], ids[1]])))
            guard case .default(let status, let problem) = partial else { Issue.record("accepted a partial order"); return }
            #expect(status == 422 && problem.problem?.errors?.first?.field == "flowerIds")
            #expect(try await order(garden.id) == wanted)
            // Paging keeps the order.
            let pageOne = try await alice.getCollection(path: .init(collectionId: garden.id), query: .init(limit: 2)).ok.body.json
            let pageTwo = try await alice.getCollection(path: .init(collectionId: garden.id), query: .init(limit: 3, cursor: pageOne.nextCursor)).ok.body.json
            #expect((pageOne.items + pageTwo.items).map(\.flower.id) == wanted)

            // Move in bulk: gone from one, appended to the other (already there: just gone from the source).
            let moved = try await alice.moveBetweenCollections(
                path: .init(collectionId: garden.id), body: .json(.init(flowerIds: [ids[1], ids[0]], toCollectionId: wish.id))
            ).ok.body.json
            #expect(moved.from.flowerCount == 3 && moved.to.flowerCount == 3)
            #expect(try await order(garden.id) == [ids[4], ids[2], ids[3]])
            #expect(try await order(wish.id) == [ids[7], ids[0], ids[1]])
            let notThere = try await alice.moveBetweenCollections(
                path: .init(collectionId: garden.id), body: .json(.init(flowerIds: [ids[6]], toCollectionId: wish.id))
            )
            guard case .default(let moveStatus, _) = notThere else { Issue.record("moved a flower that was not there"); return }
            #expect(moveStatus == 422)

            // Bulk remove: the flowers stay saved.
            let removed = try await alice.removeFromCollection(path: .init(collectionId: garden.id), body: .json(.init(flowerIds: [ids[4], ids[2]]))).ok.body.json
            #expect(removed.flowerCount == 1 && removed.coverFlowerId == ids[3])
            #expect(try await alice.getStats().ok.body.json.catalogueCount == 6)

            // Cover: chosen, refused when not in the collection, forgotten.
            let covered = try await alice.updateCollection(path: .init(collectionId: wish.id), body: .json(.init(coverFlowerId: ids[1]))).ok.body.json
            #expect(covered.coverFlowerId == ids[1])
            guard case .default(let coverStatus, _) = try await alice.updateCollection(path: .init(collectionId: wish.id), body: .json(.init(coverFlowerId: ids[5]))) else {
                Issue.record("accepted a cover from outside"); return
            }
            #expect(coverStatus == 422)
            let reset = try await alice.updateCollection(path: .init(collectionId: wish.id), body: .json(.init(name: "Someday", isPublic: false, useFirstFlowerAsCover: true))).ok.body.json
            #expect(reset.coverFlowerId == ids[7] && reset.name == "Someday" && !reset.isPublic)
            guard case .default(let nameStatus, let nameProblem) = try await alice.updateCollection(path: .init(collectionId: wish.id), body: .json(.init(name: "  "))) else {
                Issue.record("accepted an empty name"); return
            }
            #expect(nameStatus == 422 && nameProblem.problem?.errors?.first?.field == "name")

            let stats = try await alice.getStats().ok.body.json
            #expect(stats.collectionCount == 2 && stats.catalogueCount == 6)
            _ = try await alice.deleteCollection(path: .init(collectionId: wish.id)).noContent
            #expect(try await alice.listCollections().ok.body.json.items.map(\.id) == [garden.id])
            #expect(try await alice.getStats().ok.body.json.catalogueCount == 6)
        }
    }

    @Test("likes are idempotent and counted; scent notes are one per person, limited and shown to all", arguments: TestDatabases.backends)
    func likesAndScent(_ backend: DatabaseBackend) async throws {
        try await CalyxHarness.run(backend: backend) { calyx in
            let alice = calyx.client(token: try await calyx.devSignIn("alice").accessToken)
            let bob = calyx.client(token: try await calyx.devSignIn("bob").accessToken)
            let flower = try await flowers(calyx, 1)[0].id
            #expect(try await alice.likeFlower(path: .init(flowerId: flower)).ok.body.json.likeCount == 1)
            #expect(try await alice.likeFlower(path: .init(flowerId: flower)).ok.body.json.likeCount == 1)
            #expect(try await bob.likeFlower(path: .init(flowerId: flower)).ok.body.json.likeCount == 2)
            let unliked = try await alice.unlikeFlower(path: .init(flowerId: flower)).ok.body.json
            #expect(!unliked.liked && unliked.likeCount == 1)
            #expect(try await alice.unlikeFlower(path: .init(flowerId: flower)).ok.body.json.likeCount == 1)

            _ = try await alice.setScentNote(path: .init(flowerId: flower), body: .json(.init(note: "Like honey  after rain"))).ok
            let edited = try await alice.setScentNote(path: .init(flowerId: flower), body: .json(.init(note: "Honey, then pepper"))).ok.body.json
            #expect(edited.note == "Honey, then pepper")
            guard case .default(let status, let problem) = try await alice.setScentNote(path: .init(flowerId: flower), body: .json(.init(note: String(repeating: "a", count: 201)))) else {
                Issue.record("accepted a long note"); return
            }
            #expect(status == 422 && problem.problem?.errors?.first?.field == "note")
            let detail = try await bob.getFlower(path: .init(flowerId: flower)).ok.body.json
            #expect(detail.scent.communityNotes.map(\.note) == ["Honey, then pepper"])
            #expect(detail.scent.yourNote == nil && detail.liked && detail.likeCount == 1)
            #expect(try await alice.getFlower(path: .init(flowerId: flower)).ok.body.json.scent.yourNote == "Honey, then pepper")
            guard case .default(let unknown, _) = try await alice.likeFlower(path: .init(flowerId: UUID().uuidString)) else {
                Issue.record("liked a flower that does not exist"); return
            }
            #expect(unknown == 404)
        }
    }

    @Test("flower detail carries every tab's facts, metric and imperial")
    func detail() async throws {
        try await CalyxHarness.run { calyx in
            let id = try await calyx.client().searchFlowers(query: .init(query: "foxglove")).ok.body.json.items[0].id
            let detail = try await calyx.client().getFlower(path: .init(flowerId: id)).ok.body.json
            #expect(detail.scientificName == "Digitalis purpurea" && detail.family == "Plantaginaceae")
            #expect(detail.toxicity.cats == .toxic && detail.toxicity.dogs == .toxic && !detail.toxicity.petSafe)
            #expect(!detail.careTips.isEmpty && !detail.problems.isEmpty && !detail.description.isEmpty)
            #expect(detail.otherNames.contains("Common foxglove") && detail.regionalNames.contains { $0.name == "Roter Fingerhut" })
            #expect(detail.heightIn.max == (detail.heightCm.max / 2.54).rounded())
            #expect(!detail.liked && detail.savedId == nil && detail.collectionIds.isEmpty)
            guard case .default(let status, let problem) = try await calyx.client().getFlower(path: .init(flowerId: "not-a-uuid")) else {
                Issue.record("accepted a bad id"); return
            }
            #expect(status == 400 && problem.problem?.errors?.first?.field == "flowerId")
        }
    }
}
