import CalyxAPI
import CalyxCore
import ClientKit
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// The history under the Catalog's search bar, written by the server as the person searches and opens
/// flowers, read back, grouped, filtered, deleted and cleared through the model.
@Suite("Search history model")
@MainActor
struct SearchHistoryModelTests {
    @Test("searches and flowers opened from them come back newest first under Today; delete and Clear All (after asking) reach the server", arguments: TestDatabases.backends)
    func history(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let client = try await world.signedIn("ada")
            let history = SearchHistoryModel(client: client)
            let search = CatalogSearchModel(client: client, history: history)
            for words in ["lavender", "foxglove", "peony"] {
                search.type(words)
                await search.search()
                world.serverClock.advance(by: 60)  // the server's clock is a manual one
            }
            let peony = try #require(search.results.first)
            _ = try await client.api.getFlower(path: .init(flowerId: peony.id), query: .init(query: "peony")).ok

            await history.load()
            #expect(history.entries.map(\.query) == ["peony", "peony", "foxglove", "lavender"])
            #expect(history.entries.first?.kind == .flower && history.entries.first?.flower?.id == peony.id)
            #expect(history.sections.map(\.section) == [.today])

            await history.search("fox")
            #expect(history.entries.map(\.query) == ["foxglove"])
            await history.search("")

            await history.delete(try #require(history.entries.last))
            #expect(history.entries.map(\.query) == ["peony", "peony", "foxglove"])
            await history.load()
            #expect(history.entries.map(\.query) == ["peony", "peony", "foxglove"])

            history.askToClear()
            #expect(history.confirmingClear)
            history.cancelClear()
            await history.load()
            #expect(history.entries.count == 3)
            history.askToClear()
            await history.confirmClear()
            #expect(history.entries.isEmpty && !history.confirmingClear)
            await history.load()
            #expect(history.entries.isEmpty && history.isEmpty)
        }
    }

    @Test("signed out there is no history to show, and nothing fails")
    func signedOut() async throws {
        try await CalyxWorld.run { world in
            let history = SearchHistoryModel(client: world.client())
            await history.load()
            #expect(history.entries.isEmpty)
            #expect(history.failure?.kind == .signedOut)
        }
    }

    @Test("with the phone's store the history opens offline as last seen; a deletion made offline reaches the server once back", arguments: TestDatabases.backends)
    func offline(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let transport = RecordingTransport()
            let client = try await world.signedIn("ada", transport: transport)
            let store = try CalyxStore.inMemory()
            let sync = CalyxSync(store: store, client: client)
            for words in ["lavender", "foxglove", "peony"] {
                _ = try await client.api.searchFlowers(query: .init(query: words)).ok
                world.serverClock.advance(by: 60)
            }
            await SearchHistoryModel(client: client, store: store, sync: sync).load()

            transport.offline = true
            let history = SearchHistoryModel(client: client, store: store, sync: sync)
            #expect(history.entries.map(\.query) == ["peony", "foxglove", "lavender"])
            await history.load()
            #expect(history.failure?.kind == .offline && history.entries.count == 3)
            let foxglove = try #require(history.entries.first { $0.query == "foxglove" })
            await history.delete(foxglove)
            #expect(history.entries.map(\.query) == ["peony", "lavender"] && sync.pendingCount == 1)
            // Closed and opened again, still offline: the deletion holds.
            #expect(SearchHistoryModel(client: client, store: store, sync: sync).entries.map(\.query) == ["peony", "lavender"])

            transport.offline = false
            await history.load()
            #expect(sync.pendingCount == 0 && history.failure == nil)
            let onServer = try await client.api.listHistory().ok.body.json.items.map(\.query)
            #expect(onServer == ["peony", "lavender"])
        }
    }
}
