import CalyxAPI
@testable import CalyxCore
import ClientKit
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// The Saved tab (§5.3 "Browse saved flowers"), against the real server on both databases.
@Suite("Saved tab model")
@MainActor
struct SavedModelTests {
    struct Phone {
        let transport: RecordingTransport
        let client: CalyxClient
        let store: CalyxStore
        let sync: CalyxSync

        init(_ world: CalyxWorld, _ name: String) async throws {
            transport = RecordingTransport()
            client = try await world.signedIn(name, transport: transport)
            store = try CalyxStore.inMemory()
            sync = CalyxSync(store: store, client: client)
        }
    }

    @Test("saved flowers open from the phone, sort, filter by tag and privacy, and open offline with what was last seen", arguments: TestDatabases.backends)
    func browse(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let phone = try await Phone(world, "olive")
            let names = ["tulip", "lavender", "peony"]
            for name in names {
                try await phone.sync.perform(.save(try await firstCard(phone.client, name)))
                world.serverClock.advance(by: 60)
            }
            // Another phone of Olive's, opening Saved for the first time.
            let other = try await Phone(world, "olive")
            let saved = SavedModel(client: other.client, store: other.store, sync: other.sync)
            #expect(saved.flowers.isEmpty)
            await saved.refresh()
            #expect(saved.failure == nil)
            let common = saved.flowers.map(\.commonName)
            #expect(common.count == 3)
            #expect(saved.flowers.first?.savedAt ?? .distantPast >= saved.flowers.last?.savedAt ?? .distantFuture)
            saved.sort(by: .alphabetical)
            await saved.settled()
            #expect(saved.flowers.map(\.commonName) == common.sorted { TextKey.fold($0) < TextKey.fold($1) })
            saved.sort(by: .oldest)
            await saved.settled()
            #expect(saved.flowers.map(\.commonName) == common.reversed())

            // Notes, tags and privacy, edited and filtered on.
            let peony = try #require(saved.flowers.first { $0.commonName.localizedCaseInsensitiveContains("peony") })
            await saved.edit(peony, notes: "Planted by Gran", tags: ["  Cut   flowers ", "cut flowers", "Scented"], isPublic: false)
            saved.filter(tag: "CUT FLOWERS")
            await saved.settled()
            #expect(saved.flowers.map(\.flowerID) == [peony.flowerID])
            #expect(saved.flowers.first?.tags == ["Cut flowers", "Scented"])
            #expect(saved.tags == ["Cut flowers", "Scented"])
            saved.filter(tag: nil)
            saved.show(.private)
            await saved.settled()
            #expect(saved.flowers.map(\.flowerID) == [peony.flowerID])
            saved.show(.all)
            await saved.settled()
            let onServer = try #require(try await savedOnServer(other.client).first { $0.flower.id == peony.flowerID })
            #expect(onServer.notes == "Planted by Gran" && onServer.tags == ["Cut flowers", "Scented"] && !onServer.isPublic)

            // Offline, a fresh model on the same phone shows everything at once; a refresh says offline.
            other.transport.offline = true
            let offline = SavedModel(client: other.client, store: other.store, sync: other.sync)
            #expect(offline.flowers.count == 3)
            await offline.refresh()
            #expect(offline.failure?.kind == .offline)
            #expect(offline.flowers.count == 3)
        }
    }

    @Test("select several to add to a collection, move between collections and remove; reorder collections by dragging", arguments: TestDatabases.backends)
    func bulkAndCollections(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let phone = try await Phone(world, "olive")
            for name in ["tulip", "lavender", "peony", "foxglove"] {
                try await phone.sync.perform(.save(try await firstCard(phone.client, name)))
            }
            let saved = SavedModel(client: phone.client, store: phone.store, sync: phone.sync)
            await saved.refresh()
            let garden = try #require(await saved.createCollection(named: " My Garden "))
            let wishes = try #require(await saved.createCollection(named: "Wish List"))
            #expect(garden.name == "My Garden")
            #expect(await saved.createCollection(named: "   ") == nil && saved.notice != nil)

            saved.startSelecting()
            for item in saved.flowers.prefix(3) { saved.toggleSelection(item) }
            let picked = saved.flowers.prefix(3).map(\.flowerID)
            await saved.addSelection(to: garden)
            #expect(!saved.isSelecting)
            #expect(saved.flowers.filter { $0.collectionIDs.contains(garden.id) }.count == 3)
            var inGarden = try await phone.client.api.getCollection(path: .init(collectionId: garden.id)).ok.body.json
            #expect(inGarden.items.map(\.flower.id) == picked)

            saved.startSelecting()
            saved.toggleSelection(try #require(saved.flowers.first { $0.flowerID == picked[0] }))
            await saved.moveSelection(from: garden, to: wishes)
            inGarden = try await phone.client.api.getCollection(path: .init(collectionId: garden.id)).ok.body.json
            let inWishes = try await phone.client.api.getCollection(path: .init(collectionId: wishes.id)).ok.body.json
            #expect(inGarden.items.map(\.flower.id) == Array(picked[1...]))
            #expect(inWishes.items.map(\.flower.id) == [picked[0]])

            saved.startSelecting()
            for id in picked.suffix(2) { saved.toggleSelection(try #require(saved.flowers.first { $0.flowerID == id })) }
            await saved.removeSelection()
            #expect(saved.flowers.count == 2)
            #expect(try await savedOnServer(phone.client).count == 2)

            // The collections, newest first as made; dragged into another order.
            #expect(saved.collections.map(\.id) == [wishes.id, garden.id])
            await saved.moveCollections(from: IndexSet(integer: 1), to: 0)
            #expect(saved.collections.map(\.id) == [garden.id, wishes.id])
            let order = try await phone.client.api.listCollections().ok.body.json.items.map(\.id)
            #expect(order == [garden.id, wishes.id])
        }
    }

    /// A phone whose copy holds `count` saved flowers, "Flower 0" saved first, a second apart.
    static func phoneWithFlowers(_ count: Int, isPublic: (Int) -> Bool = { _ in true }) throws -> CalyxStore {
        let store = try CalyxStore.inMemory()
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        try store.saved.replaceAll(with: (0..<count).map { index in
            SavedItem(
                pending: .init(id: UUID().uuidString.lowercased(), commonName: "Flower \(index)", scientificName: "Rosa", family: "Rosaceae", likeCount: 0),
                isPublic: isPublic(index), at: start.addingTimeInterval(Double(index))
            )
        })
        return store
    }

    @Test("thousands of saved flowers: the first screenful is there before the first frame, the rest arrives off the main actor")
    func firstScreenThenTheRest() async throws {
        try await CalyxWorld.run { world in
            let client = try await world.signedIn("olive")
            let store = try Self.phoneWithFlowers(500)
            let saved = SavedModel(client: client, store: store, sync: CalyxSync(store: store, client: client))
            #expect(saved.flowers.count == SavedModel.firstScreen)
            #expect(saved.flowers.first?.commonName == "Flower 499")
            await saved.settled()
            #expect(saved.flowers.count == 500)
        }
    }

    @Test("a picker's binding sorts and filters without waiting; orders given in a row show the last one")
    func ordersInARow() async throws {
        try await CalyxWorld.run { world in
            let client = try await world.signedIn("olive")
            let store = try Self.phoneWithFlowers(300, isPublic: { $0.isMultiple(of: 3) })
            let saved = SavedModel(client: client, store: store, sync: CalyxSync(store: store, client: client))
            await saved.settled()
            // What a person flicking through the menu does: each change starts a read before the last lands.
            saved.sort(by: .alphabetical)
            saved.show(.private)
            saved.sort(by: .oldest)
            #expect(saved.order == SavedOrder(sort: .oldest, visibility: .private, tag: nil))
            await saved.settled()
            #expect(saved.flowers.count == 200)
            #expect(saved.flowers.first?.commonName == "Flower 1" && saved.flowers.last?.commonName == "Flower 299")
            saved.show(.all)
            saved.filter(tag: "none of these")
            await saved.settled()
            #expect(saved.flowers.isEmpty)
        }
    }

    @Test("moving rows behaves as SwiftUI's onMove")
    func move() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
        #expect(letters == ["a", "c", "e", "b", "d"])
        letters.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
        #expect(letters == ["d", "a", "c", "e", "b"])
        letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)
        #expect(letters == ["a", "d", "c", "e", "b"])
    }
}
