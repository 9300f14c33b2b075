import CalyxAPI
import CalyxCore
import ClientKit
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// A collection's page, its owner's and someone else's, against the real server.
@Suite("Collection detail model")
@MainActor
struct CollectionDetailModelTests {
    @Test("the owner renames, reorders by dragging and removes; another person likes, saves to their library and copies it", arguments: TestDatabases.backends)
    func ownerAndVisitor(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let ada = try await world.signedIn("ada")
            let adaEnvironment = try world.environment(ada)
            let saved = SavedModel(client: ada, store: adaEnvironment.store, sync: adaEnvironment.sync)
            let garden = try #require(await saved.createCollection(named: "Spring Walk", isPublic: true))
            var flowers: [String] = []
            for name in ["tulip", "daffodil", "crocus"] {
                let card = try await firstCard(ada, name)
                flowers.append(card.id)
                try await adaEnvironment.sync.perform(.addToCollection(collectionID: garden.id, flowerIDs: [card.id]))
            }

            let mine = CollectionDetailModel(collectionID: garden.id, environment: adaEnvironment)
            await mine.load()
            let adaID = try await ada.api.getProfile().ok.body.json.id
            #expect(mine.isOwner(viewer: adaID) && mine.items.map(\.flower.id) == flowers)
            #expect(mine.shareURL.path == "/calyx/share/collections/\(garden.id)")
            await mine.edit(name: " Spring Walk 2027 ", description: "Along the river", isPublic: true)
            await mine.moveItems(from: IndexSet(integer: 2), to: 0)
            #expect(mine.items.map(\.flower.id) == [flowers[2], flowers[0], flowers[1]])
            await mine.remove(try #require(mine.items.last))
            await mine.edit(name: "", description: "", isPublic: true)
            #expect(mine.notice == "A name needs 1 to 60 characters.")
            let onServer = try await ada.api.getCollection(path: .init(collectionId: garden.id)).ok.body.json
            #expect(onServer.collection.name == "Spring Walk 2027" && onServer.collection.description == "Along the river")
            #expect(onServer.items.map(\.flower.id) == [flowers[2], flowers[0]])

            // Opened again offline: the phone's copy.
            let bea = try await world.signedIn("bea")
            let beaEnvironment = try world.environment(bea)
            let theirs = CollectionDetailModel(collectionID: garden.id, environment: beaEnvironment)
            await theirs.load()
            let beaID = try await bea.api.getProfile().ok.body.json.id
            #expect(!theirs.isOwner(viewer: beaID) && theirs.items.count == 2)
            await theirs.toggleLike()
            #expect(theirs.collection?.liked == true && theirs.collection?.likeCount == 1)
            await theirs.toggleSaveToLibrary()
            #expect(theirs.collection?.saved == true)
            let copy = try #require(await theirs.makeCopy())
            #expect(copy.ownerId == beaID && copy.flowerCount == 2)
            let beaProfile = ProfileModel(environment: beaEnvironment)
            await beaProfile.load()
            #expect(beaProfile.savedCollections.map(\.id) == [garden.id])
            #expect(beaProfile.savedCollections.first?.owner.id == adaID)
            #expect(beaProfile.collections.map(\.id) == [copy.id])

            // The owner deletes it (after asking).
            mine.askToDelete()
            #expect(mine.confirmingDelete)
            await mine.confirmDelete()
            #expect(mine.deleted)
            await theirs.load()
            #expect(theirs.failure?.kind == .notFound)
        }
    }

    @Test("export as PDF writes the server's PDF for the share sheet")
    func pdf() async throws {
        try await CalyxWorld.run { world in
            let ada = try await world.signedIn("ada")
            let environment = try world.environment(ada)
            let saved = SavedModel(client: ada, store: environment.store, sync: environment.sync)
            let garden = try #require(await saved.createCollection(named: "Roses"))
            try await environment.sync.perform(.addToCollection(collectionID: garden.id, flowerIDs: [try await firstCard(ada, "rose").id]))
            let page = CollectionDetailModel(collectionID: garden.id, environment: environment)
            await page.load()
            let file = try #require(await page.exportPDF(to: FileManager.default.temporaryDirectory))
            defer { try? FileManager.default.removeItem(at: file) }
            #expect(file.lastPathComponent == "Roses.pdf")
            #expect(try Data(contentsOf: file).prefix(5) == Data("%PDF-".utf8))
        }
    }
}
