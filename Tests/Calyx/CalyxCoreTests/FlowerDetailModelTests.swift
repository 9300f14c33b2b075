import CalyxAPI
import CalyxCore
import ClientKit
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// §5.2 "Search & save" through the models, and a flower's page offline, against the real server.
@Suite("Flower detail model")
@MainActor
struct FlowerDetailModelTests {
    let links = ShareLinks(serverURL: URL(string: "https://greenhouse.app/calyx/v1")!)

    @Test("search, open, save, add to a collection: the flower is in Saved and the search in the Catalog tab's history", arguments: TestDatabases.backends)
    func searchAndSave(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let transport = RecordingTransport()
            let client = try await world.signedIn("olive", transport: transport)
            let store = try CalyxStore.inMemory()
            let sync = CalyxSync(store: store, client: client)
            let history = SearchHistoryModel(client: client)
            let search = CatalogSearchModel(client: client, history: history, sleep: { _ in })
            search.type("rose")
            await search.search()
            let rose = try #require(search.results.first)
            world.serverClock.advance(by: 60)

            let page = FlowerDetailModel(flowerID: rose.id, client: client, store: store, sync: sync, shareLinks: links, searchQuery: "rose")
            #expect(page.phase == .loading)
            await page.load()
            #expect(page.phase == .loaded && page.detail?.commonName == rose.commonName)
            #expect(page.shareURL.absoluteString == "https://greenhouse.app/calyx/share/flowers/\(rose.id)")
            #expect(page.scentSummary != nil)
            #expect(!page.isSaved)

            await page.toggleSave()
            #expect(page.isSaved && page.showsSavedConfirmation)
            let saved = SavedModel(client: client, store: store, sync: sync)
            let garden = try #require(await saved.createCollection(named: "My Garden"))
            await page.add(to: garden)
            #expect(page.notice == "Added to My Garden.")
            await saved.refresh()
            #expect(saved.flowers.map(\.flowerID) == [rose.id])
            #expect(saved.flowers.first?.collectionIDs == [garden.id])

            // Liked from the footer: the count moves at once and the server agrees.
            let before = page.likeCount
            await page.toggleLike()
            #expect(page.liked && page.likeCount == before + 1)
            let fresh = try await client.api.getFlower(path: .init(flowerId: rose.id)).ok.body.json
            #expect(fresh.liked && fresh.likeCount == before + 1)

            // The Catalog tab: the flower opened from the search, above the search itself.
            await history.load()
            #expect(history.entries.prefix(2).map(\.kind) == [.flower, .search])
            #expect(history.entries.first?.flower?.id == rose.id)

            // A scent note of her own.
            await page.setScentNote("Warm and\nlemony")
            #expect(page.detail?.scent.yourNote == "Warm and lemony")
            await page.setScentNote("   ")
            #expect(page.notice == "Write what you smell first.")
        }
    }

    @Test("a like still waiting to be sent beats the server's older answer: liked, and counted once")
    func pendingLikeOverServer() async throws {
        try await CalyxWorld.run { world in
            let client = try await world.signedIn("olive")
            let store = try CalyxStore.inMemory()
            let sync = CalyxSync(store: store, client: client)
            let tulip = try await firstCard(client, "tulip")
            let before = try await client.api.getFlower(path: .init(flowerId: tulip.id)).ok.body.json.likeCount
            try sync.record(.like(flowerID: tulip.id, liked: true))
            let page = FlowerDetailModel(flowerID: tulip.id, client: client, store: store, sync: sync, shareLinks: links)
            await page.load()
            #expect(page.liked && page.likeCount == before + 1)
            #expect(await sync.flush().delivered.count == 1)
            await page.load()
            #expect(page.liked && page.likeCount == before + 1)
        }
    }

    @Test("the heart on a search result saves the flower, and a second tap removes it again")
    func quickSave() async throws {
        try await CalyxWorld.run { world in
            let client = try await world.signedIn("olive")
            let store = try CalyxStore.inMemory()
            let sync = CalyxSync(store: store, client: client)
            let search = CatalogSearchModel(client: client, history: SearchHistoryModel(client: client), sync: sync, sleep: { _ in })
            #expect(search.canSave)
            search.type("tulip")
            await search.search()
            let tulip = try #require(search.results.first)
            #expect(tulip.saved == false)
            await search.toggleSave(tulip)
            #expect(search.results.first?.saved == true)
            #expect(try await savedOnServer(client).map(\.flower.id) == [tulip.id])
            #expect(try store.saved.item(flowerID: tulip.id)?.isPending == false)
            await search.toggleSave(try #require(search.results.first))
            #expect(search.results.first?.saved == false)
            #expect(try await savedOnServer(client).isEmpty)
        }
    }

    @Test("a flower seen before opens offline; a like made offline shows at once and reaches the server once back")
    func offline() async throws {
        try await CalyxWorld.run { world in
            let transport = RecordingTransport()
            let client = try await world.signedIn("olive", transport: transport)
            let store = try CalyxStore.inMemory()
            let sync = CalyxSync(store: store, client: client)
            let tulip = try await firstCard(client, "tulip")
            await FlowerDetailModel(flowerID: tulip.id, client: client, store: store, sync: sync, shareLinks: links).load()

            transport.offline = true
            let page = FlowerDetailModel(flowerID: tulip.id, client: client, store: store, sync: sync, shareLinks: links)
            #expect(page.phase == .loaded)
            await page.load()
            #expect(page.phase == .loaded && page.detail?.id == tulip.id)
            await page.toggleLike()
            #expect(page.liked && sync.pendingCount == 1)
            // Reopened while the like still waits: the phone's word, not the old copy's.
            await page.load()
            #expect(page.liked)

            let never = try await { transport.offline = false; defer { transport.offline = true }; return try await firstCard(client, "peony") }()
            let unseen = FlowerDetailModel(flowerID: never.id, client: client, store: store, sync: sync, shareLinks: links)
            await unseen.load()
            #expect(unseen.phase == .failed(LoadFailure(kind: .offline)))

            transport.offline = false
            #expect(await sync.flush().delivered.count == 1)
            #expect(try await client.api.getFlower(path: .init(flowerId: tulip.id)).ok.body.json.liked)
        }
    }

    @Test("comments: post, reply, vote, edit within five minutes, report, delete; sorted three ways", arguments: TestDatabases.backends)
    func comments(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let ada = try await world.signedIn("ada")
            let bea = try await world.signedIn("bea")
            let lily = try await firstCard(ada, "lily")
            let clock = world.serverClock
            let adas = CommentsModel(flowerID: lily.id, client: ada, now: { clock.now() })
            let beas = CommentsModel(flowerID: lily.id, client: bea, now: { clock.now() })

            #expect(await adas.post("   ") == false && adas.problem == "Write something first.")
            #expect(await adas.post(String(repeating: "a", count: 501)) == false)
            #expect(adas.charactersLeft("hello") == 495)
            #expect(await adas.post("Mine flowered in June this year."))
            clock.advance(by: 30)
            #expect(await beas.post("Lovely scent at dusk."))
            let first = try #require(adas.comments.first)
            #expect(adas.canEdit(first))

            await beas.load()
            #expect(beas.comments.map(\.text) == ["Lovely scent at dusk.", "Mine flowered in June this year."])
            let adaComment = try #require(beas.comments.last)
            await beas.vote(adaComment, up: true)
            #expect(beas.comments.last?.upvotes == 1 && beas.comments.last?.yourVote == .up)
            beas.reply(to: adaComment)
            #expect(await beas.post("Mine too!"))
            #expect(beas.replyingTo == nil)
            #expect(beas.comments.last?.replies?.map(\.text) == ["Mine too!"])

            // Sorted by interactions, Ada's (one upvote) comes first; newest first, Bea's.
            await adas.load()
            #expect(adas.comments.first?.id == adaComment.id)
            await adas.sort(by: .newest)
            #expect(adas.comments.first?.text == "Lovely scent at dusk.")
            await adas.sort(by: .oldest)
            #expect(adas.comments.first?.id == adaComment.id)

            // Editing: within five minutes, yes; after, the model says no before asking.
            let mine = try #require(adas.comments.first)
            #expect(await adas.edit(mine, to: "Mine flowered in early June."))
            #expect(adas.comments.first?.text == "Mine flowered in early June.")
            clock.advance(by: 6 * 60)
            #expect(!adas.canEdit(try #require(adas.comments.first)))
            #expect(await adas.edit(try #require(adas.comments.first), to: "Too late") == false)

            #expect(await beas.report(try #require(beas.comments.first { $0.id == adaComment.id }), reason: .spam))

            // Deleting a comment with replies leaves a placeholder holding the thread.
            await adas.delete(try #require(adas.comments.first))
            #expect(adas.comments.first?.state == .deleted && adas.comments.first?.text == nil)
            await beas.load()
            let thread = try #require(beas.comments.first { $0.id == adaComment.id })
            #expect(thread.state == .deleted && thread.replies?.count == 1)
        }
    }
}
