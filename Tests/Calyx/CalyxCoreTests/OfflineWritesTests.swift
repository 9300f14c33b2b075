import CalyxAPI
import CalyxCore
import ClientKit
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// Changes made without a connection: shown at once, queued on disk, and sent exactly once when the
/// connection is back, against the real server on both databases.
@Suite struct OfflineWritesTests {
    @Test(arguments: TestDatabases.backends)
    func aSaveMadeOfflineAppearsOnceAfterReconnecting(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let transport = RecordingTransport()
            let client = try await world.signedIn("olive", transport: transport)
            let store = try CalyxStore.inMemory()
            let sync = CalyxSync(store: store, client: client)
            let rose = try await firstCard(client, "rose")

            transport.offline = true
            let offline = try await sync.perform(.save(rose))
            #expect(offline.unreachable && offline.stillPending == 1)
            let shown = try #require(try store.saved.item(flowerID: rose.id))
            #expect(shown.isPending)

            transport.offline = false
            let online = await sync.flush()
            #expect(online.delivered.count == 1 && online.stillPending == 0)
            #expect(try store.saved.item(flowerID: rose.id)?.isPending == false)
            // Flushing again sends nothing: the queue is empty.
            let sends = transport.sent("saveFlower").count
            #expect(await sync.flush().delivered.isEmpty)
            #expect(transport.sent("saveFlower").count == sends)
            #expect(try await savedOnServer(client).map(\.flower.id) == [rose.id])
        }
    }

    @Test(arguments: TestDatabases.backends)
    func aSaveWhoseAnswerWasLostIsSentAgainAndStoredOnce(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let transport = RecordingTransport()
            let client = try await world.signedIn("olive", transport: transport)
            let store = try CalyxStore.inMemory()
            let sync = CalyxSync(store: store, client: client)
            let rose = try await firstCard(client, "rose")

            transport.loseAnswers(to: "saveFlower")
            let first = try await sync.perform(.save(rose))
            #expect(first.unreachable && first.stillPending == 1)
            let second = await sync.flush()
            #expect(second.delivered.count == 1 && second.stillPending == 0)
            #expect(transport.sent("saveFlower").count == 2)
            #expect(try await savedOnServer(client).map(\.flower.id) == [rose.id])
        }
    }

    @Test(arguments: TestDatabases.backends)
    func writesQueuedOfflineSurviveARelaunchAndGoInOrder(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let directory = FileManager.default.temporaryDirectory.appending(path: "calyx-store-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appending(path: "calyx.sqlite")
            let transport = RecordingTransport()
            let client = try await world.signedIn("olive", transport: transport)
            let rose = try await firstCard(client, "rose")
            let tulip = try await firstCard(client, "tulip")

            do {
                let sync = CalyxSync(store: try CalyxStore(url: file), client: client)
                transport.offline = true
                try await sync.perform(.save(rose))
                // A note written on a flower saved offline goes after the save that makes it exist.
                try await sync.perform(.editSaved(flowerID: rose.id, notes: "By the back door", tags: ["Scented"], isPublic: false))
                try await sync.perform(.like(flowerID: tulip.id, liked: true))
                // Changing one's mind offline sends only the last word.
                try await sync.perform(.like(flowerID: tulip.id, liked: false))
                try await sync.perform(.like(flowerID: rose.id, liked: true))
                #expect(sync.pendingCount == 4)
            }

            // The app is killed and opened again, now online.
            transport.offline = false
            let store = try CalyxStore(url: file)
            let report = await CalyxSync(store: store, client: client).flush()
            #expect(report.delivered.map(\.kind) == ["save", "editSaved", "like", "like"])
            #expect(transport.sent("unlikeFlower").count == 1)
            #expect(transport.sent("likeFlower").count == 1)

            let saved = try #require(try await savedOnServer(client).first)
            #expect(saved.flower.id == rose.id)
            #expect(saved.notes == "By the back door" && saved.tags == ["Scented"] && !saved.isPublic)
            let roseDetail = try await client.api.getFlower(path: .init(flowerId: rose.id)).ok.body.json
            let tulipDetail = try await client.api.getFlower(path: .init(flowerId: tulip.id)).ok.body.json
            #expect(roseDetail.liked == true && tulipDetail.liked == false)
            // The phone keeps the server's answer.
            let local = try #require(try store.saved.item(flowerID: rose.id))
            #expect(local.savedID == saved.id && local.notes == "By the back door" && local.liked)
        }
    }

    @Test(arguments: TestDatabases.backends)
    func anEditTheServerRefusesIsDroppedAndTheServerStands(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let transport = RecordingTransport()
            let client = try await world.signedIn("olive", transport: transport)
            let store = try CalyxStore.inMemory()
            let sync = CalyxSync(store: store, client: client)
            let rose = try await firstCard(client, "rose")
            try await sync.perform(.save(rose))
            let savedID = try #require(try store.saved.item(flowerID: rose.id)?.savedID)

            // Offline on this phone, Olive writes a note; meanwhile another of her devices unsaves the flower.
            transport.offline = true
            try await sync.perform(.editSaved(flowerID: rose.id, notes: "Too long a story", tags: [], isPublic: true))
            let otherDevice = try await world.signedIn("olive")
            _ = try await otherDevice.api.deleteSaved(path: .init(savedId: savedID)).noContent
            transport.offline = false

            let report = await sync.flush()
            #expect(report.refused.count == 1 && report.stillPending == 0)
            #expect(try await savedOnServer(client).isEmpty)
        }
    }

    @Test func signingOutForgetsWhatThePhoneKept() async throws {
        try await CalyxWorld.run { world in
            let transport = RecordingTransport()
            let client = try await world.signedIn("olive", transport: transport)
            let store = try CalyxStore.inMemory()
            let sync = CalyxSync(store: store, client: client)
            transport.offline = true
            try await sync.perform(.save(try await { transport.offline = false; defer { transport.offline = true }; return try await firstCard(client, "rose") }()))
            try store.snapshots.save(["x"], as: CalyxCacheKey.history)
            try store.clear()
            #expect(try store.saved.count() == 0 && sync.pendingCount == 0)
            #expect(store.snapshots.load([String].self, CalyxCacheKey.history) == nil)
        }
    }
}

/// The first card a search for `words` finds.
func firstCard(_ client: CalyxClient, _ words: String) async throws -> Components.Schemas.FlowerCard {
    try #require(try await client.api.searchFlowers(query: .init(query: words)).ok.body.json.items.first)
}

/// Everything the signed-in person has saved, as the server has it.
func savedOnServer(_ client: CalyxClient) async throws -> [Components.Schemas.SavedFlower] {
    try await client.api.listSaved(query: .init(limit: 100)).ok.body.json.items
}
