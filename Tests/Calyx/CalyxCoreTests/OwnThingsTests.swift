import CalyxAPI
@testable import CalyxCore
import ClientKit
import Foundation
import MediaTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// What a person owns reaching the phone: notes, date and photos on a saved flower's page, a photo
/// on a comment, Saved narrowed to a collection, the history's own search, the empty Catalog, and
/// preferences applied where they matter. Against the real server.
@Suite("Your flowers, photos and preferences")
@MainActor
struct OwnThingsTests {
    @Test("a saved flower's page: the date saved, Add Notes then Edit Notes, the person's photos uploaded, reordered and removed", arguments: TestDatabases.backends)
    func savedFlowerPage(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let ada = try await world.signedIn("ada")
            let environment = try world.environment(ada)
            let main = MainTabsModel(environment: environment)
            let tulip = try await firstCard(ada, "tulip")
            let page = main.flowerPage(tulip.id)
            await page.load()
            let own = try #require(page.own)
            #expect(own.item == nil && !page.isSaved)
            await page.toggleSave()
            #expect(page.isSaved && own.item != nil && own.savedLine?.hasPrefix("Saved ") == true)
            #expect(own.notesButtonTitle == "Add Notes")
            await own.edit(notes: "By the pond, first week of April", tags: ["garden", " Garden "], isPublic: false)
            #expect(own.notesButtonTitle == "Edit Notes" && own.item?.tags == ["garden"] && own.item?.isPublic == false)
            let onServer = { try await savedOnServer(ada).first { $0.flower.id == tulip.id } }
            #expect(try await onServer()?.notes == "By the pond, first week of April")

            // Three photos, in the order added; one moved first; one removed. The server keeps the order.
            for width in [800, 900, 1000] {
                await own.addPhoto(Data(try await TestPhotos.make(width: width, height: 600, format: .jpeg)))
            }
            #expect(own.photos.map(\.width) == [800, 900, 1000] && own.uploadProgress == nil && own.problem == nil)
            await own.movePhotos(from: IndexSet(integer: 2), to: 0)
            #expect(own.photos.map(\.width) == [1000, 800, 900])
            await own.removePhoto(own.photos[1])
            #expect(own.photos.map(\.width) == [1000, 900])
            #expect(try await onServer()?.photos.map(\.width) == [1000, 900])
            // The phone's copy has them too (the page opens with them offline).
            #expect(try environment.store.saved.item(flowerID: tulip.id)?.photos.map(\.width) == [1000, 900])

            await own.addPhoto(Data("not a picture".utf8))
            #expect(own.problem != nil && own.photos.count == 2)

            // Unsaved from its page: the section goes.
            await page.toggleSave()
            #expect(own.item == nil)
        }
    }

    @Test("a comment carries one of the person's photos of the flower, or one picked and uploaded", arguments: TestDatabases.backends)
    func commentPhoto(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let ada = try await world.signedIn("ada")
            _ = try await ada.api.setUsername(body: .json(.init(username: "ada"))).ok
            let main = MainTabsModel(environment: try world.environment(ada))
            let iris = try await firstCard(ada, "iris")
            let page = main.flowerPage(iris.id)
            await page.load()
            await page.toggleSave()
            let own = try #require(page.own)
            await own.addPhoto(Data(try await TestPhotos.make(width: 640, height: 480, format: .jpeg)))
            let mine = try #require(own.photos.first)

            let comments = page.comments
            comments.attach(mine)
            #expect(await comments.post("Mine flowered today"))
            #expect(comments.comments.first?.photo?.id == mine.id && comments.attachedPhoto == nil)

            await comments.attachPhoto(Data(try await TestPhotos.make(width: 700, height: 500, format: .jpeg)))
            let picked = try #require(comments.attachedPhoto)
            #expect(picked.width == 700 && comments.attachmentProgress == nil)
            #expect(await comments.post("And from the other bed"))
            await comments.load()
            #expect(Set(comments.comments.compactMap { $0.photo?.id }) == [mine.id, picked.id])
        }
    }

    @Test("Saved narrowed to one collection; the history searched as one types, asked again only after a change; the empty Catalog's searches all find flowers", arguments: TestDatabases.backends)
    func filtersHistoryAndEmptyCatalog(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let transport = RecordingTransport()
            let ada = try await world.signedIn("ada", transport: transport)
            let environment = try world.environment(ada)
            let main = MainTabsModel(environment: environment)
            let saved = main.saved
            let garden = try #require(await saved.createCollection(named: "My Garden"))
            let rose = try await firstCard(ada, "rose")
            let lily = try await firstCard(ada, "lily")
            try await environment.sync.perform(.save(rose))
            try await environment.sync.perform(.save(lily))
            try await environment.sync.perform(.addToCollection(collectionID: garden.id, flowerIDs: [lily.id]))
            saved.filter(collectionID: garden.id)
            await saved.settled()
            #expect(saved.flowers.map(\.flowerID) == [lily.id] && saved.order.isFiltered)
            saved.filter(collectionID: nil)
            await saved.settled()
            #expect(Set(saved.flowers.map(\.flowerID)) == [rose.id, lily.id])

            // History: each search, and each flower opened from one.
            for words in ["rose", "lily"] {
                let card = try await firstCard(ada, words)
                await main.flowerPage(card.id, searchQuery: words).load()
            }
            let history = SearchHistoryModel(client: ada, sleep: { _ in })
            await history.appeared()
            #expect(history.entries.count == 4 && Set(history.entries.map(\.query)) == ["rose", "lily"])
            let asked = transport.sent("listHistory").count
            await history.appeared()
            #expect(transport.sent("listHistory").count == asked, "not again on every appearance")
            history.type("lily")
            await history.settled()
            #expect(history.entries.count == 2 && history.entries.allSatisfy { $0.query == "lily" }, "\(history.entries.map { ($0.query, $0.flower?.commonName ?? "") })")
            history.type("")
            await history.settled()
            history.invalidate()
            await history.appeared()
            #expect(history.entries.count == 4 && transport.sent("listHistory").count == asked + 3)

            // The empty Catalog: trending (the jobs ran) and searches that each find something.
            _ = try await ada.api.likeFlower(path: .init(flowerId: rose.id)).ok
            try await world.runFeedJobs()
            let catalog = main.catalog
            await catalog.loadTrending()
            #expect(catalog.trending.contains { $0.id == rose.id })
            #expect(catalog.suggestedSearches.count == 6 && catalog.suggestedSearches.first == rose.commonName.lowercased())
            for words in CatalogSearchModel.everydaySearches {
                let found = try await ada.api.searchFlowers(query: .init(query: words)).ok.body.json.items
                #expect(!found.isEmpty, "\(words) finds flowers")
            }
        }
    }

    @Test("grid or list and metric or imperial, applied at once where they matter", arguments: TestDatabases.backends)
    func preferences(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let ada = try await world.signedIn("ada")
            let main = MainTabsModel(environment: try world.environment(ada))
            #expect(main.catalog.layout == .grid && main.saved.layout == .grid)
            let settings = main.settingsPage()
            await settings.load()
            await settings.setDefaultView(.list)
            await settings.setUnits(.imperial)
            #expect(main.catalog.layout == .list && main.saved.layout == .list && main.preferences.units == .imperial)
            let sunflower = try await firstCard(ada, "sunflower")
            let page = main.flowerPage(sunflower.id)
            await page.load()
            let detail = try #require(page.detail)
            #expect(page.preferences.sizeText(metric: detail.heightCm, imperial: detail.heightIn).hasSuffix(" in"))

            // The next launch opens with them (the phone's copy), before the server answers.
            let relaunched = MainTabsModel(environment: main.environment)
            #expect(relaunched.catalog.layout == .list && relaunched.preferences.units == .imperial)
            await settings.setUnits(.metric)
            #expect(page.preferences.sizeText(metric: detail.heightCm, imperial: detail.heightIn).hasSuffix(" cm"))
        }
    }
}

/// Runtime mends: what is read once is not read again for nothing, and a failure keeps its sheet.
@Suite("Reads kept, failures kept")
@MainActor
struct ReadsKeptTests {
    @Test("the Community tab reselected keeps its comments (pull reads again); New Collection offline keeps the sheet's reason", arguments: TestDatabases.backends)
    func commentsAndNewCollection(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let transport = RecordingTransport()
            let ada = try await world.signedIn("ada", transport: transport)
            _ = try await ada.api.setUsername(body: .json(.init(username: "ada"))).ok
            let main = MainTabsModel(environment: try world.environment(ada))
            let rose = try await firstCard(ada, "rose")
            let page = main.flowerPage(rose.id)
            #expect(await page.comments.post("First bloom this week"))
            await page.comments.appeared()
            await page.comments.appeared()
            await page.comments.appeared()
            #expect(transport.sent("listComments").count == 1 && page.comments.comments.count == 1)
            await page.comments.load()
            #expect(transport.sent("listComments").count == 2)

            transport.offline = true
            #expect(await main.saved.createCollection(named: "My Garden") == nil)
            #expect(main.saved.creationProblem?.contains("offline") == true)
            transport.offline = false
            #expect(await main.saved.createCollection(named: "My Garden") != nil && main.saved.creationProblem == nil)
        }
    }
}
