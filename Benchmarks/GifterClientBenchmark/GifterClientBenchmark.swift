import ArgumentParser
import ClientBenchmarkSupport
import ClientKit
import Foundation
import GifterAPI
import GifterCore
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime

/// The Gifter app's client path on this machine, against one frame at 120 Hz (8.3 ms):
///   - decoding a 50-item recommendations page (real JSON: the server's first two pages, 30 + 20
///     ideas, each with its reason and label) through the generated client, and decoding plus mapping
///     it into RecommendationsModel as a screen does;
///   - Home's model work without rendering: a whole `load()` (decode, keep the phone's copy), Home
///     opening from the phone's copy in a store just opened, and the words the screen shows.
/// `Benchmarks/gifter-client/run.sh` starts the server (sample catalogue, dev sign-in) and runs this.
@main
struct GifterClientBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gifter-client-benchmark")

    @Option(help: "The API's base URL, e.g. http://127.0.0.1:8080/gifter/v1 (a server with --dev-auth).")
    var server: String

    @Option(help: "Timed runs per measurement.")
    var runs = 300

    @MainActor
    func run() async throws {
        guard let serverURL = URL(string: server) else { throw ValidationError("--server is not a URL") }
        let recorder = RecordingReplayTransport(live: AsyncHTTPClientTransport())
        let client = GifterClient(serverURL: serverURL, transport: recorder, tokenStore: InMemoryTokenStore())
        _ = try await client.devSignIn(name: "Mia")
        try await prepare(client)

        log("fetching two pages of recommendations (30 + 20)…")
        let first = try await client.api.getRecommendations(query: .init(limit: 30)).ok.body.json
        let second = try await client.api.getRecommendations(query: .init(limit: 20, cursor: first.nextCursor)).ok.body.json
        let items = first.items + second.items
        guard items.count == 50 else { throw ValidationError("the server gave \(items.count) ideas, not 50") }
        let page = Components.Schemas.RecommendationPage(items: items, nextCursor: second.nextCursor)
        let bytes = try [UInt8](JSONEncoder().encode(page))
        try recorder.answer("getRecommendations", with: bytes)
        log("the 50-item page is \(bytes.count) bytes of JSON")
        _ = try await client.api.getHome().ok.body.json
        // From here on the server is not asked: the recorded answers are decoded, not the network timed.
        recorder.replay = true

        let decode = try await measure(runs) {
            let decoded = try await client.api.getRecommendations(query: .init(limit: 30)).ok.body.json
            guard decoded.items.count == 50 else { throw ValidationError("decoded \(decoded.items.count)") }
        }
        report("recommendations page, 50 ideas: generated-client decode", decode)

        let model = RecommendationsModel(person: "self", name: nil, client: client)
        let mapped = try await measure(runs) {
            await model.load()
            guard model.phase == .shown, model.items.count == 50 else { throw ValidationError("model: \(model.phase), \(model.items.count)") }
        }
        report("recommendations page, 50 ideas: decode + map into RecommendationsModel (a whole load())", mapped)

        try await home(client)
    }

    /// Home's model work: load (decode and keep the phone's copy), open from the copy, the words shown.
    @MainActor
    func home(_ client: GifterClient) async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "gifter-client-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "gifter.sqlite")
        let store = try GifterStore(url: file)
        let model = HomeModel(client: client, store: store)
        let load = try await measure(runs) {
            await model.load()
            guard model.phase == .loaded, let home = model.home, !home.recommended.isEmpty, !home.upcoming.isEmpty else {
                throw ValidationError("Home: \(model.phase)")
            }
        }
        report("Home: a whole load() (decode, keep the phone's copy on disk)", load)

        var opened: [GifterStore] = []
        let cold = try await measure(runs / 3, setup: {
            opened.append(try GifterStore(url: file))
        }, timed: {
            let fromCopy = HomeModel(client: client, store: opened.removeLast())
            guard fromCopy.home != nil else { throw ValidationError("no copy") }
        })
        report("Home: opening from the phone's copy (store just opened, before any request)", cold)

        let words = try await measure(runs) {
            guard let home = model.home else { throw ValidationError("no Home") }
            var characters = model.greetingLine.count + model.greetingSub.count
            for occasion in home.upcoming { characters += HomeModel.chipName(occasion).count + (occasion.countdown?.count ?? 0) }
            for idea in home.recommended { characters += idea.product.brand.uppercased().count + idea.label.count }
            guard characters > 0 else { throw ValidationError("no words") }
        }
        report("Home: the words on screen (greeting, chips, card labels)", words)
    }

    /// A person with taste, three people with dates in the next weeks, and a few saves: a full Home.
    @MainActor
    func prepare(_ client: GifterClient) async throws {
        log("answering the quiz, adding people and occasions, saving a few ideas…")
        let quiz = try await client.api.getQuiz(query: .init(mode: .userDeep)).ok.body.json
        let answers = quiz.questions.map { Components.Schemas.Answer(questionId: $0.id, optionIds: [$0.options[0].id]) }
        _ = try await client.api.putTasteAnswers(body: .json(.init(answers: answers))).ok
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let people: [(String, Components.Schemas.Relationship, Int)] = [("James", .brother, 6), ("Mia", .sister, 12), ("Noor", .friend, 30)]
        for (name, relationship, days) in people {
            let profile = try await client.api.createProfile(body: .json(.init(name: name, relationship: relationship))).created.body.json
            let day = calendar.dateComponents([.month, .day], from: Date().addingTimeInterval(Double(days) * 86_400))
            _ = try await client.api.createOccasion(body: .json(.init(
                person: profile.person ?? "", kind: .birthday, date: String(format: "1990-%02d-%02d", day.month!, day.day!)
            ))).created
        }
        for idea in try await client.api.getRecommendations(query: .init(limit: 3)).ok.body.json.items {
            _ = try await client.api.saveToWishlist(path: .init(productId: idea.product.id), body: .json(.init())).ok
        }
    }
}
