import ArgumentParser
import CalyxAPI
import CalyxCore
import ClientBenchmarkSupport
import ClientKit
import Foundation
import HTTPTypes
import Media
import MediaTestSupport
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime

/// The Calyx app's client path on this machine, against one frame at 120 Hz (8.3 ms):
///   - decoding a 100-card search page (real JSON from the seeded server) through the generated
///     client, and decoding plus mapping it into the Catalog's model as a search does;
///   - a cold read of the Saved tab with 2,000 saved flowers: the store opened afresh, then the
///     whole list read (and the Saved model built, which also reads the tags and collections).
/// `Benchmarks/calyx-client/run.sh` seeds and starts the server, then runs this against it.
@main
struct CalyxClientBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "calyx-client-benchmark")

    @Option(help: "The API's base URL, e.g. http://127.0.0.1:8080/calyx/v1 (a seeded server with --dev-auth).")
    var server: String

    @Option(help: "Timed runs per measurement.")
    var runs = 300

    @Option(help: "Saved flowers in the cold-read measurement.")
    var savedFlowers = 2_000

    @MainActor
    func run() async throws {
        guard let serverURL = URL(string: server) else { throw ValidationError("--server is not a URL") }
        let recorder = RecordingReplayTransport(live: AsyncHTTPClientTransport())
        let client = CalyxClient(serverURL: serverURL, transport: recorder, tokenStore: InMemoryTokenStore())
        _ = try await client.devSignIn(name: "bench")

        log("fetching a 100-card page from the server (browse, A–Z)…")
        let page = try await client.api.searchFlowers(query: .init(sort: .alphabetical, limit: 100)).ok.body.json
        guard page.items.count == 100, page.items.allSatisfy({ $0.image != nil }) else {
            throw ValidationError("expected 100 illustrated cards; is the server seeded (greenhouse seed)?")
        }
        let bytes = try recorder.lastBody(of: "searchFlowers")
        log("the page is \(bytes.count) bytes of JSON")
        // From here on every searchFlowers request is answered with those bytes (the model's own
        // 20-card request included): decoding and mapping are timed, not the network.
        recorder.replay = true

        let decode = try await measure(runs) {
            _ = try await client.api.searchFlowers(query: .init(sort: .alphabetical, limit: 100)).ok.body.json
        }
        report("search page, 100 cards: generated-client decode", decode)

        let search = CatalogSearchModel(client: client, history: SearchHistoryModel(client: client), sleep: { _ in })
        search.sort = .alphabetical
        let mapped = try await measure(runs) {
            await search.search()
            guard search.results.count == 100 else { throw ValidationError("the model found \(search.results.count)") }
        }
        report("search page, 100 cards: decode + map into CatalogSearchModel (a whole search())", mapped)

        let placeholders = try await measure(runs) {
            for card in page.items {
                _ = ImagePlaceholder(blurHash: card.image?.blurhash, averageColor: card.image?.averageColor, aspectRatio: 1)
            }
        }
        report("100 BlurHash placeholders (32 px, what the visible cells paint first)", placeholders)

        try await savedTab(cards: page.items, client: client)
    }

    /// 2,000 saved flowers made from the page's real cards (each under a fresh id), with notes, two
    /// tags, and a real uploaded photo on every tenth, written to a store file; then cold reads.
    @MainActor
    func savedTab(cards: [Components.Schemas.FlowerCard], client: CalyxClient) async throws {
        log("uploading a photo for the saved flowers that carry one…")
        let photo = try await uploadPhoto(client)
        let directory = FileManager.default.temporaryDirectory.appending(path: "calyx-client-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "calyx.sqlite")
        let tags = ["Scented", "Cut flowers", "Shade", "Balcony", "Pollinators", "Spring", "Wish list", "Gran's garden"]
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let items = (0..<savedFlowers).map { index in
            let card = cards[index % cards.count]
            let flower = Components.Schemas.FlowerCard(
                id: UUID().uuidString.lowercased(), commonName: card.commonName, scientificName: card.scientificName, family: card.family,
                image: card.image, likeCount: card.likeCount, liked: index % 3 == 0, saved: true
            )
            return SavedItem(Components.Schemas.SavedFlower(
                id: UUID().uuidString.lowercased(), isPublic: index % 4 != 0, flower: flower,
                notes: index % 2 == 0 ? "Planted by the back door in spring; needs staking when it flowers." : "",
                tags: [tags[index % tags.count], tags[(index / 3) % tags.count]], photos: index % 10 == 0 ? [photo] : [],
                savedAt: start.addingTimeInterval(Double(index) * 3_600), collectionIds: []
            ))
        }
        log("writing \(savedFlowers) saved flowers to \(file.path)…")
        try CalyxStore(url: file).saved.replaceAll(with: items)

        // Each timed read gets a store opened just before (untimed): a fresh connection, no statement cached.
        var opened: [CalyxStore] = []
        var openings: [Duration] = []
        let listRead = try await measure(runs / 3, setup: {
            opened.append(try CalyxStore(url: file))
        }, timed: {
            let list = try opened.removeLast().saved.items()
            guard list.count == savedFlowers else { throw ValidationError("read \(list.count)") }
        })
        report("Saved tab, \(savedFlowers) flowers: cold read of the whole list (store just opened)", listRead)

        // Each opening's background read is waited for (untimed) before the next, so none overlaps a measurement.
        var previous: SavedModel?
        let modelOpen = try await measure(runs / 3, setup: {
            opened.append(try CalyxStore(url: file))
        }, timed: {
            if let previous { await previous.settled() }
            let store = opened.removeLast()
            let started = ContinuousClock.now
            let model = SavedModel(client: client, store: store, sync: CalyxSync(store: store, client: client))
            openings.append(ContinuousClock.now - started)
            guard model.flowers.count == SavedModel.firstScreen else { throw ValidationError("first screen \(model.flowers.count)") }
            previous = model
        })
        _ = modelOpen
        await previous?.settled()
        report("Saved tab, \(savedFlowers) flowers: the tab opening on the main actor (SavedModel from a store just opened: first \(SavedModel.firstScreen))", summary(openings))
        var whole: [SavedModel] = []
        let rest = try await measure(runs / 3, setup: {
            opened.append(try CalyxStore(url: file))
        }, timed: {
            let store = opened.removeLast()
            let model = SavedModel(client: client, store: store, sync: CalyxSync(store: store, client: client))
            await model.settled()
            guard model.flowers.count == savedFlowers else { throw ValidationError("model read \(model.flowers.count)") }
            whole.append(model)
        })
        report("Saved tab, \(savedFlowers) flowers: until every flower and tag is in the model (the rest read off the main actor)", rest)
        _ = whole.count

        let store = try CalyxStore(url: file)
        let warm = try await measure(runs) {
            _ = try store.saved.items()
        }
        report("Saved tab, \(savedFlowers) flowers: the whole list read again (connection open, statement cached)", warm)

        let sorted = try await measure(runs) {
            _ = try store.saved.items(SavedOrder(sort: .alphabetical, visibility: .public, tag: "cut flowers"))
        }
        report("Saved tab: re-sort A–Z, public only, tag \"cut flowers\"", sorted)
    }

    func uploadPhoto(_ client: CalyxClient) async throws -> Components.Schemas.MediaImage {
        // A real 1,200 × 900 JPEG encoded by libvips, as a phone's camera roll would hold.
        let jpeg = try await TestPhotos.make(width: 1_200, height: 900, format: .jpeg)
        return try await client.api.uploadMedia(body: .any(HTTPBody(jpeg))).created.body.json
    }
}
