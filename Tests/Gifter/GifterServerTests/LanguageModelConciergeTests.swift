import AsyncHTTPClient
import Foundation
@testable import GifterServer
import HTTPTypes
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Gifter language-model concierge")
struct LanguageModelConciergeTests {
    let fixture: ConciergeFixture

    init() throws {
        fixture = try ConciergeFixture()
    }

    // MARK: Configuration

    @Test("no GIFTER_LLM_URL, or an empty one: no configuration, whatever else is set")
    func configurationAbsent() throws {
        #expect(try LanguageModelConfiguration(environment: [:]) == nil)
        #expect(try LanguageModelConfiguration(environment: ["GIFTER_LLM_URL": "", "GIFTER_LLM_MODEL": "llama3", "GIFTER_LLM_TIMEOUT_MS": "fast"]) == nil)
    }

    @Test("every variable read: the endpoint is {base}/chat/completions, the key and the timeout as given")
    func configurationComplete() throws {
        let configuration = try #require(try LanguageModelConfiguration(environment: [
            "GIFTER_LLM_URL": "http://127.0.0.1:8000/v1", "GIFTER_LLM_MODEL": "qwen2.5-7b-instruct",
            "GIFTER_LLM_API_KEY": "sk-local-secret", "GIFTER_LLM_TIMEOUT_MS": "1200",
        ]))
        #expect(configuration.endpoint.absoluteString == "http://127.0.0.1:8000/v1/chat/completions")
        #expect(configuration.model == "qwen2.5-7b-instruct")
        #expect(configuration.apiKey == "sk-local-secret")
        #expect(configuration.timeout == .milliseconds(1200))
        // Configurations get logged; the key must not be.
        #expect(!configuration.description.contains("sk-local-secret"))
    }

    @Test("defaults: 2500 ms, no key; a trailing slash or a full endpoint both give the same endpoint")
    func configurationDefaults() throws {
        let ollama = try #require(try LanguageModelConfiguration(environment: ["GIFTER_LLM_URL": "http://localhost:11434/v1/", "GIFTER_LLM_MODEL": "llama3.1"]))
        #expect(ollama.endpoint.absoluteString == "http://localhost:11434/v1/chat/completions")
        #expect(ollama.timeout == .milliseconds(2500))
        #expect(ollama.apiKey == nil)
        let full = try #require(try LanguageModelConfiguration(environment: [
            "GIFTER_LLM_URL": "https://models.example.com/v1/chat/completions", "GIFTER_LLM_MODEL": "m", "GIFTER_LLM_API_KEY": "",
        ]))
        #expect(full.endpoint.absoluteString == "https://models.example.com/v1/chat/completions")
        #expect(full.apiKey == nil)
    }

    @Test("an invalid value is an error naming its variable", arguments: [
        (["GIFTER_LLM_URL": "ftp://127.0.0.1/v1", "GIFTER_LLM_MODEL": "m"], "GIFTER_LLM_URL"),
        (["GIFTER_LLM_URL": "localhost:8000", "GIFTER_LLM_MODEL": "m"], "GIFTER_LLM_URL"),
        (["GIFTER_LLM_URL": "http://127.0.0.1:8000/v1"], "GIFTER_LLM_MODEL"),
        (["GIFTER_LLM_URL": "http://127.0.0.1:8000/v1", "GIFTER_LLM_MODEL": "  "], "GIFTER_LLM_MODEL"),
        (["GIFTER_LLM_URL": "http://127.0.0.1:8000/v1", "GIFTER_LLM_MODEL": "m", "GIFTER_LLM_TIMEOUT_MS": "99"], "GIFTER_LLM_TIMEOUT_MS"),
        (["GIFTER_LLM_URL": "http://127.0.0.1:8000/v1", "GIFTER_LLM_MODEL": "m", "GIFTER_LLM_TIMEOUT_MS": "30001"], "GIFTER_LLM_TIMEOUT_MS"),
        (["GIFTER_LLM_URL": "http://127.0.0.1:8000/v1", "GIFTER_LLM_MODEL": "m", "GIFTER_LLM_TIMEOUT_MS": "2.5s"], "GIFTER_LLM_TIMEOUT_MS"),
        (["GIFTER_LLM_URL": "http://127.0.0.1:8000/v1", "GIFTER_LLM_MODEL": "m", "GIFTER_LLM_API_KEY": "sk-one\nsk-two"], "GIFTER_LLM_API_KEY"),
    ])
    func configurationInvalid(_ environment: [String: String], variable: String) {
        let error = #expect(throws: ConfigurationError.self) { try LanguageModelConfiguration(environment: environment) }
        #expect(error?.variable == variable)
    }

    // MARK: Reasons

    @Test("answering well: its reasons and labels are shown; products, order, scores and paging are the built-in ones")
    func rewordsReasons() async throws {
        try await StandInChatModel.run({ StandInChatModel.answerWell($0) }) { model in
            let builtIn = await fixture.builtIn.recommend(fixture.request, in: fixture.catalog)
            try #require(builtIn.items.count == 10)
            let page = await fixture.concierge(model).recommend(fixture.request, in: fixture.catalog)

            #expect(page.items.map(\.product) == builtIn.items.map(\.product))
            #expect(page.items.map(\.score) == builtIn.items.map(\.score))
            #expect(page.shown == builtIn.shown)
            #expect(page.exhausted == builtIn.exhausted)
            // The stand-in rewords all but the last item (and answers in reverse order).
            for (item, original) in zip(page.items.dropLast(), builtIn.items.dropLast()) {
                #expect(item.reason == "I think the \(original.product.title) would suit you well.")
                #expect(item.label == "Chosen with care")
            }
            #expect(page.items.last?.reason == builtIn.items.last?.reason)
            #expect(page.items.last?.label == builtIn.items.last?.label)

            let requests = model.requests
            try #require(requests.count == 1)
            let sent = try #require(requests[0].rewording)
            #expect(requests[0].authorization == "Bearer sk-test-key")
            #expect(requests[0].contentType == "application/json")
            #expect(requests[0].model == "gifter-test-model")
            #expect(requests[0].temperature == 0.2)
            #expect(requests[0].responseFormat == "json_object")
            #expect((requests[0].maxTokens ?? 0) > 0)
            #expect(requests[0].system?.contains("Gifter speaks as \"I\"") == true)
            #expect(requests[0].system?.contains("Only reword.") == true)
            #expect(sent.subject == "you")
            #expect(sent.items.map(\.id) == builtIn.items.map(\.product.id))
            #expect(sent.items.map(\.reason) == builtIn.items.map(\.reason))
            #expect(sent.items.map(\.label) == builtIn.items.map(\.label))
            #expect(sent.items.map(\.brand) == builtIn.items.map(\.product.brand))
        }
    }

    @Test("each reason and label is taken only if it is one calm line: hype, breaks, length, invented numbers refused")
    func refusesUnfitWords() async throws {
        let logs = CapturedLogs()
        try await StandInChatModel.run({ StandInChatModel.answerWithRuleBreakers($0) }) { model in
            let builtIn = await fixture.builtIn.recommend(fixture.request, in: fixture.catalog)
            try #require(builtIn.items.count == 10)
            let page = await fixture.concierge(model, logger: logs.logger()).recommend(fixture.request, in: fixture.catalog)
            let original = builtIn.items
            #expect(page.items.map(\.product) == original.map(\.product))

            #expect(page.items[0].reason == "I chose this for your slow mornings.")
            #expect(page.items[0].label == "For slow mornings")
            // "!" refused; the label alone is used.
            #expect(page.items[1].reason == original[1].reason)
            #expect(page.items[1].label == "Quietly lovely")
            // A line break.
            #expect(page.items[2].reason == original[2].reason)
            #expect(page.items[2].label == "Calm")
            // 281 characters.
            #expect(page.items[3].reason == original[3].reason)
            #expect(page.items[3].label == "Made to keep")
            // Empty.
            #expect(page.items[4].reason == original[4].reason)
            #expect(page.items[4].label == original[4].label)
            // Numbers the model was never given (a discount, a delivery time).
            #expect(page.items[5].reason == original[5].reason)
            #expect(page.items[5].label == "A quiet favourite")
            // A 61-character label.
            #expect(page.items[6].reason == "I think this suits you.")
            #expect(page.items[6].label == original[6].label)
            // "OMG", "must-have".
            #expect(page.items[7].reason == original[7].reason)
            #expect(page.items[7].label == original[7].label)
            // Invisible characters (zero-width space, right-to-left override).
            #expect(page.items[8].reason == original[8].reason)
            #expect(page.items[8].label == original[8].label)
            // Left out.
            #expect(page.items[9] == original[9])
        }
        #expect(!logs.all.contains { $0.level >= .notice })
    }

    @Test("answering too slowly: the built-in page, soon after the timeout; then the endpoint is left alone a while")
    func slowModel() async throws {
        let logs = CapturedLogs()
        try await StandInChatModel.run({ StandInChatModel.Reply.slow(StandInChatModel.answerWell($0)) }) { model in
            let builtIn = await fixture.builtIn.recommend(fixture.request, in: fixture.catalog)
            let concierge = fixture.concierge(model, timeout: .milliseconds(1500), pauseAfterFailure: .seconds(30), logger: logs.logger())
            let start = ContinuousClock.now
            let page = await concierge.recommend(fixture.request, in: fixture.catalog)
            // A hang bound, not a timing: the stand-in would answer (well) only after 10 minutes.
            #expect(ContinuousClock.now - start < .seconds(300))
            #expect(page == builtIn)
            #expect(model.requests.count == 1)

            // Paused: the next call does not wait on the endpoint at all.
            let words = await concierge.readWords("coffee snob, forest bather")
            #expect(words == (await fixture.builtIn.readWords("coffee snob, forest bather")))
            #expect(model.requests.count == 1)
        }
        let failure = try #require(logs.all.first { $0.level == .notice })
        #expect(failure.metadata["error"]?.description == ChatCompletionsError.timedOut.description)
        #expect(failure.metadata["gifter.llm.pause_seconds"]?.description == "30")
    }

    @Test("answering garbage: the built-in page and the built-in reading", arguments: StandInChatModel.Garbage.allCases)
    func garbage(_ garbage: StandInChatModel.Garbage) async throws {
        let logs = CapturedLogs()
        try await StandInChatModel.run({ garbage.reply($0) }) { model in
            let builtIn = await fixture.builtIn.recommend(fixture.request, in: fixture.catalog)
            let concierge = fixture.concierge(model, logger: logs.logger())
            #expect(await concierge.recommend(fixture.request, in: fixture.catalog) == builtIn)
            let text = "Coffee snob, forest bather and a fountain pen hoarder"
            #expect(await concierge.readWords(text) == (await fixture.builtIn.readWords(text)))
            // Both were asked (pausing is off here): the fallback is the answer's fault, not a skipped call.
            #expect(model.requests.count == 2)
        }
        #expect(logs.all.filter { $0.level == .notice }.count == 2)
    }

    @Test("naming a product it was not given, or one twice: the whole answer refused", arguments: StandInChatModel.Invention.allCases)
    func inventedProduct(_ invention: StandInChatModel.Invention) async throws {
        let logs = CapturedLogs()
        let builtIn = await fixture.builtIn.recommend(fixture.request, in: fixture.catalog)
        let onPage = Set(builtIn.items.map(\.product.id))
        // A real product, just not on this page: the model may not add that either.
        let offPage = try #require(fixture.catalog.products.first { !onPage.contains($0.id) }).id
        try await StandInChatModel.run({ invention.reply($0, offPage: offPage) }) { model in
            let page = await fixture.concierge(model, logger: logs.logger()).recommend(fixture.request, in: fixture.catalog)
            #expect(page == builtIn)
            #expect(!page.items.contains { $0.product.id == StandInChatModel.Invention.inventedID || $0.product.id == offPage })
            #expect(model.requests.count == 1)
        }
        let rejection = try #require(logs.all.first { $0.metadata["gifter.llm.rejected"] != nil })
        #expect(rejection.level == .notice)
        let named = invention == .offPage ? offPage : invention == .duplicate ? builtIn.items[0].product.id : StandInChatModel.Invention.inventedID
        #expect(rejection.metadata["gifter.llm.rejected"]?.description.contains(named) == true)
    }

    @Test("nothing listening: the built-in page and reading, without hanging")
    func unreachable() async throws {
        // Port 1 on loopback: nothing listens there. Not a closed stand-in's port, which the kernel may
        // give a stand-in of a test running beside this one while the client still retries it.
        let configuration = LanguageModelConfiguration(
            baseURL: URL(string: "http://127.0.0.1:1/v1")!, model: "gifter-test-model", timeout: .milliseconds(500), pauseAfterFailure: .zero
        )
        let concierge = LanguageModelConcierge(configuration: configuration, fallback: fixture.builtIn, httpClient: .shared, logger: .quiet)
        let start = ContinuousClock.now
        #expect(await concierge.recommend(fixture.request, in: fixture.catalog) == (await fixture.builtIn.recommend(fixture.request, in: fixture.catalog)))
        #expect(await concierge.readWords("old soul") == (await fixture.builtIn.readWords("old soul")))
        // A hang bound: a loaded machine's parallel tests can hold a wake-up back for tens of seconds.
        #expect(ContinuousClock.now - start < .seconds(300))
    }

    @Test("a long page: only the first 20 items are sent, the rest keep their words; no key, no Authorization")
    func boundedReasonsPrompt() async throws {
        var longer = fixture.request
        longer.limit = 30
        let request = longer
        try await StandInChatModel.run({ StandInChatModel.answerWell($0) }) { model in
            let builtIn = await fixture.builtIn.recommend(request, in: fixture.catalog)
            try #require(builtIn.items.count == 30)
            let page = await fixture.concierge(model, key: nil).recommend(request, in: fixture.catalog)
            #expect(page.items.map(\.product) == builtIn.items.map(\.product))
            let sent = try #require(model.requests.first?.rewording)
            #expect(sent.items.map(\.id) == builtIn.items.prefix(20).map(\.product.id))
            #expect(page.items.prefix(19).allSatisfy { $0.label == "Chosen with care" })
            #expect(Array(page.items.dropFirst(19)) == Array(builtIn.items.dropFirst(19)))
            #expect(model.requests.first?.authorization == nil)
            #expect((model.requests.first?.bodyBytes ?? .max) < 24 * 1024)
        }
    }

    // MARK: Words

    @Test("reading words: the built-in matches first, then the model's for phrases the built-in missed", arguments: [false, true])
    func readWordsMerges(fenced: Bool) async throws {
        let text = "Coffee snob, forest bather and a fountain pen hoarder with a big heart"
        let answer = StandInChatModel.json(["matches": [
            ["phrase": "coffee snob", "tags": ["coffee", "tea"]],
            ["phrase": "Forest Bather", "tags": ["outdoors", "calm"]],
            ["phrase": "fountain pen", "tags": ["stationery", "stationery"]],
        ]])
        try await StandInChatModel.run({ _ in .content(fenced ? "```json\n\(answer)\n```" : answer) }) { model in
            let builtIn = await fixture.builtIn.readWords(text)
            #expect(builtIn == [WordsMatch(phrase: "coffee snob", tags: ["coffee"])])
            let words = await fixture.concierge(model).readWords(text)
            #expect(words == [
                WordsMatch(phrase: "coffee snob", tags: ["coffee"]),
                WordsMatch(phrase: "forest bather", tags: ["outdoors", "calm"]),
                WordsMatch(phrase: "fountain pen", tags: ["stationery"]),
            ])
            let sent = try #require(model.requests.first)
            #expect(sent.words?.text == text)
            #expect(sent.words?.tags == fixture.quiz.vocabulary.tags.map(\.id))
            #expect(sent.model == "gifter-test-model")
            #expect(sent.authorization == "Bearer sk-test-key")
            #expect(sent.system?.contains("Use only tag ids from the list.") == true)
        }
    }

    @Test("reading words: tags outside the vocabulary are dropped, and a phrase left with none")
    func readWordsDropsUnknownTags() async throws {
        let text = "Coffee snob, forest bather and a fountain pen hoarder"
        let answer = StandInChatModel.json(["matches": [
            ["phrase": "forest bather", "tags": ["forest-bathing", "outdoors", "Calm"]],
            ["phrase": "hoarder", "tags": ["hoarding"]],
        ]])
        try await StandInChatModel.run({ _ in .content(answer) }) { model in
            #expect(await fixture.concierge(model).readWords(text) == [
                WordsMatch(phrase: "coffee snob", tags: ["coffee"]),
                WordsMatch(phrase: "forest bather", tags: ["outdoors"]),
            ])
        }
    }

    @Test("reading words: phrases the text does not hold as whole words, or the built-in already read, are dropped")
    func readWordsDropsPhrasesNotInText() async throws {
        let text = "Coffee snob, forest bather and a fountain pen hoarder with a big heart"
        let answer = StandInChatModel.json(["matches": [
            ["phrase": "moon walker", "tags": ["travel"]],
            ["phrase": "art", "tags": ["art"]],
            ["phrase": "fountain pens", "tags": ["stationery"]],
            ["phrase": "snob", "tags": ["coffee"]],
            ["phrase": "big heart", "tags": ["sentimental"]],
        ]])
        try await StandInChatModel.run({ _ in .content(answer) }) { model in
            #expect(await fixture.concierge(model).readWords(text) == [
                WordsMatch(phrase: "coffee snob", tags: ["coffee"]),
                WordsMatch(phrase: "big heart", tags: ["sentimental"]),
            ])
        }
    }

    @Test("reading words: nothing valid in the answer gives the built-in reading")
    func readWordsNothingValid() async throws {
        let text = "a gentle old soul"
        let answer = StandInChatModel.json(["matches": [
            ["phrase": "gentle giant", "tags": ["calm"]],
            ["phrase": "old soul", "tags": ["antiques"]],
        ]])
        try await StandInChatModel.run({ _ in .content(answer) }) { model in
            let builtIn = await fixture.builtIn.readWords(text)
            #expect(builtIn == [WordsMatch(phrase: "gentle", tags: ["calm"]), WordsMatch(phrase: "old soul", tags: ["vintage"])])
            #expect(await fixture.concierge(model).readWords(text) == builtIn)
            #expect(model.requests.count == 1)
        }
    }

    @Test("reading words: a long text is clipped before it is sent; blank text is never sent")
    func boundedWordsPrompt() async throws {
        let text = String(repeating: "coffee snob and gardener ", count: 800)
        try await StandInChatModel.run({ _ in .content(#"{"matches":[]}"#) }) { model in
            let concierge = fixture.concierge(model)
            #expect(await concierge.readWords(text) == (await fixture.builtIn.readWords(text)))
            let sent = try #require(model.requests.first)
            #expect((sent.words?.text.count ?? .max) <= 500)
            #expect(sent.bodyBytes < 8 * 1024)
            #expect(await concierge.readWords("  \n ") == [])
            #expect(model.requests.count == 1)
        }
    }
}

/// The shipped quiz and synonyms, the sample catalog (all of it available) and a request from real
/// answers: "minimal", "slow coffee" Saturdays, reading and baking afternoons, things made by hand.
struct ConciergeFixture: Sendable {
    let quiz: Quiz
    let builtIn: BuiltInConcierge
    let catalog: CatalogIndex
    let request: RecommendationRequest

    init() throws {
        quiz = try Quiz.shipped.get()
        builtIn = BuiltInConcierge(quiz: quiz, words: try ThreeWords.shipped.get())
        catalog = CatalogIndex(version: 1, products: try SampleCatalog.products.get().map { (product: $0, available: true) }, vocabulary: quiz.vocabulary)
        let answers = TasteAnswers([
            "deep-style": ["deep-style.minimal"],
            "deep-saturday": ["deep-saturday.slow-coffee"],
            "deep-afternoon": ["deep-afternoon.reading", "deep-afternoon.baking"],
            "deep-keep": ["deep-keep.by-hand"],
        ])
        request = RecommendationRequest(subject: .you, taste: TasteProfile(answers: answers, quiz: quiz))
    }

    /// The timeout, unless a test is about it, bounds a hang only.
    func concierge(_ model: StandInChatModel, key: String? = "sk-test-key", timeout: Duration = LoopbackHTTP.hangBoundDuration,
                   pauseAfterFailure: Duration = .zero, logger: Logger = .quiet) -> LanguageModelConcierge {
        let configuration = LanguageModelConfiguration(baseURL: model.baseURL, model: "gifter-test-model", apiKey: key, timeout: timeout,
                                                       pauseAfterFailure: pauseAfterFailure)
        return LanguageModelConcierge(configuration: configuration, fallback: builtIn, httpClient: LoopbackHTTP.client, logger: logger)
    }
}

/// An OpenAI-compatible chat-completions server on loopback (`POST /v1/chat/completions`): each test
/// says how it replies; it records what every request carried.
final class StandInChatModel: Sendable {
    enum Reply: Sendable {
        /// A chat completion whose message text is this.
        case content(String)
        /// A 200 with this body as it is.
        case body(String)
        case status(Int, String)
        /// This reply, but only after 10 minutes (or when the test ends).
        indirect case slow(Reply)
        /// A chat completion with this message text padded to 96 KiB, its length declared or not (chunked).
        case oversized(declared: Bool, content: String)
    }

    /// Ways of answering that are no answer at all.
    enum Garbage: CaseIterable, Sendable, CustomTestStringConvertible {
        case htmlBody, proseContent, wrongShape, wrongTypes, serverError, rateLimited, oversizedDeclared, oversizedChunked,
             truncated, noChoices, nullContent

        func reply(_ request: Received) -> Reply {
            switch self {
            case .htmlBody: .body("<html><body>Bad gateway</body></html>")
            case .proseContent: .content("Sure. Here are some gentle rewordings for you: the first one is lovely.")
            case .wrongShape: .content(#"{"reasons":["I think this fits."],"phrases":["coffee"]}"#)
            case .wrongTypes: .content(#"{"items":"all good","matches":{"coffee":"coffee"}}"#)
            case .serverError: .status(500, #"{"error":{"message":"CUDA out of memory"}}"#)
            case .rateLimited: .status(429, #"{"error":{"message":"Rate limit reached"}}"#)
            // A good answer, so that only its size can be what refuses it.
            case .oversizedDeclared: .oversized(declared: true, content: wellSpoken(request))
            case .oversizedChunked: .oversized(declared: false, content: wellSpoken(request))
            case .truncated:
                .body(#"{"choices":[{"index":0,"message":{"role":"assistant","content":"{\"items\":[{\"id\":\"sam"},"finish_reason":"length"}]}"#)
            case .noChoices: .body(#"{"id":"chatcmpl-1","choices":[]}"#)
            case .nullContent: .body(#"{"choices":[{"index":0,"message":{"role":"assistant","content":null},"finish_reason":"stop"}]}"#)
            }
        }

        var testDescription: String {
            switch self {
            case .htmlBody: "an HTML body"
            case .proseContent: "prose instead of JSON"
            case .wrongShape: "JSON of another shape"
            case .wrongTypes: "JSON with the wrong types"
            case .serverError: "a 500"
            case .rateLimited: "a 429"
            case .oversizedDeclared: "96 KiB, declared"
            case .oversizedChunked: "96 KiB, chunked"
            case .truncated: "cut off at max_tokens"
            case .noChoices: "no choices"
            case .nullContent: "null content"
            }
        }
    }

    /// Ways of naming products the model was not given.
    enum Invention: CaseIterable, Sendable, CustomTestStringConvertible {
        /// A good answer plus one product of its own.
        case extra
        /// A good answer with one id swapped for its own.
        case swapped
        /// A real catalog product, just not on the page.
        case offPage
        /// One product twice.
        case duplicate

        static let inventedID = "sample:golden-teapot"

        func reply(_ request: Received, offPage: String) -> Reply {
            guard let sent = request.rewording, let first = sent.items.first else { return .status(400, "{}") }
            var items = sent.items.map { ["id": $0.id, "reason": "I think the \($0.title) would suit you well.", "label": "Chosen with care"] }
            switch self {
            case .extra: items.append(["id": Self.inventedID, "reason": "I found this one too.", "label": "One more idea"])
            case .swapped: items[0]["id"] = Self.inventedID
            case .offPage: items.append(["id": offPage, "reason": "This one fits as well.", "label": "One more idea"])
            case .duplicate: items.append(["id": first.id, "reason": "Worth a second look.", "label": "Again"])
            }
            return .content(json(["items": items]))
        }

        var testDescription: String {
            switch self {
            case .extra: "an extra invented product"
            case .swapped: "an id swapped for an invented one"
            case .offPage: "a real product not on the page"
            case .duplicate: "a product twice"
            }
        }
    }

    struct Received: Sendable {
        var authorization: String?
        var contentType: String?
        var model: String?
        var temperature: Double?
        var responseFormat: String?
        var maxTokens: Int?
        var system: String?
        var user: String?
        var bodyBytes: Int

        /// The user message of a rewording request.
        var rewording: RewordingPayload? { user.flatMap { try? JSONDecoder().decode(RewordingPayload.self, from: Data($0.utf8)) } }
        /// The user message of a words request.
        var words: WordsPayload? { user.flatMap { try? JSONDecoder().decode(WordsPayload.self, from: Data($0.utf8)) } }
    }

    struct RewordingPayload: Decodable {
        struct Item: Decodable {
            var id: String
            var title: String
            var brand: String
            var kind: String
            var reason: String
            var label: String
        }
        var subject: String
        var items: [Item]
    }

    struct WordsPayload: Decodable {
        var tags: [String]
        var text: String
    }

    private struct RequestBody: Decodable {
        struct Message: Decodable {
            var role: String
            var content: String
        }
        struct Format: Decodable { var type: String }
        var model: String?
        var messages: [Message]?
        var temperature: Double?
        var response_format: Format?
        var max_tokens: Int?
    }

    let port: Int
    private let received: NIOLockedValueBox<[Received]>

    private init(port: Int, received: NIOLockedValueBox<[Received]>) {
        self.port = port
        self.received = received
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v1")! }

    var requests: [Received] { received.withLockedValue { $0 } }

    /// Runs the stand-in on a free loopback port for the duration of `body`.
    static func run<R: Sendable>(_ reply: @escaping @Sendable (Received) -> Reply, _ body: @Sendable (StandInChatModel) async throws -> R) async throws -> R {
        let received = NIOLockedValueBox<[Received]>([])
        // Slow replies wait for this rather than for their whole 10 minutes, so the server closes promptly.
        let finished = NIOLockedValueBox(false)
        let router = Router()
        router.post("v1/chat/completions") { request, _ -> Response in
            let bytes = try await request.body.collect(upTo: 1 << 20)
            let decoded = try? JSONDecoder().decode(RequestBody.self, from: Data(buffer: bytes))
            let entry = Received(
                authorization: request.headers[.authorization], contentType: request.headers[.contentType],
                model: decoded?.model, temperature: decoded?.temperature, responseFormat: decoded?.response_format?.type,
                maxTokens: decoded?.max_tokens, system: decoded?.messages?.first { $0.role == "system" }?.content,
                user: decoded?.messages?.first { $0.role == "user" }?.content, bodyBytes: bytes.readableBytes
            )
            received.withLockedValue { $0.append(entry) }
            return try await respond(reply(entry), model: decoded?.model ?? "", finished: finished)
        }

        return try await LoopbackServer.run(router, logger: .quiet) { port in
            // Slow replies end now rather than after their whole 10 minutes, so the server closes promptly.
            defer { finished.withLockedValue { $0 = true } }
            return try await body(StandInChatModel(port: port, received: received))
        }
    }

    private static func respond(_ reply: Reply, model: String, finished: NIOLockedValueBox<Bool>) async throws -> Response {
        switch reply {
        case .content(let text):
            return ok(completion(text, model: model))
        case .body(let text):
            return ok(text)
        case .status(let code, let text):
            return Response(status: .init(code: code), headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: text)))
        case .slow(let later):
            let start = ContinuousClock.now
            while !finished.withLockedValue({ $0 }), ContinuousClock.now - start < .seconds(600) {
                try await Task.sleep(for: .milliseconds(50), tolerance: .zero)
            }
            return try await respond(later, model: model, finished: finished)
        case .oversized(let declared, let content):
            var padded = (try JSONSerialization.jsonObject(with: Data(content.utf8))) as? [String: Any] ?? [:]
            padded["padding"] = String(repeating: "I think this fits. ", count: 96 * 1024 / 19)
            let text = completion(json(padded), model: model)
            let chunks = stride(from: 0, to: text.utf8.count, by: 8192).map { offset in
                ByteBuffer(bytes: Array(text.utf8)[offset..<min(offset + 8192, text.utf8.count)])
            }
            let body = declared
                ? ResponseBody(contentsOf: chunks)
                : ResponseBody { writer in
                    for chunk in chunks { try await writer.write(chunk) }
                    try await writer.finish(nil)
                }
            return Response(status: .ok, headers: [.contentType: "application/json"], body: body)
        }
    }

    private static func ok(_ text: String) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// An OpenAI chat completion carrying `text` as its one choice.
    static func completion(_ text: String, model: String) -> String {
        json([
            "id": "chatcmpl-standin", "object": "chat.completion", "created": 1_700_000_000, "model": model,
            "choices": [["index": 0, "message": ["role": "assistant", "content": text], "finish_reason": "stop"]],
            "usage": ["prompt_tokens": 100, "completion_tokens": 50, "total_tokens": 150],
        ])
    }

    static func json(_ object: Any) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: object)) ?? Data(), as: UTF8.self)
    }

    /// A good model: every reason and label reworded except the last item's, answered in reverse order
    /// (the order of its answer must not matter); in words, "forest bather" read as outdoors.
    static func answerWell(_ request: Received) -> Reply {
        .content(wellSpoken(request))
    }

    static func wellSpoken(_ request: Received) -> String {
        guard let sent = request.rewording else { return json(["matches": [["phrase": "forest bather", "tags": ["outdoors"]]]]) }
        let items = sent.items.dropLast().reversed().map {
            ["id": $0.id, "reason": "I think the \($0.title) would suit you well.", "label": "Chosen with care"]
        }
        return json(["items": items])
    }

    /// One reworded item per rule (in page order), the tenth left out.
    static func answerWithRuleBreakers(_ request: Received) -> Reply {
        guard let sent = request.rewording, sent.items.count >= 10 else { return .status(400, "{}") }
        let words: [(reason: String, label: String)] = [
            ("I chose this for your slow mornings.", "For slow mornings"),
            ("This one is perfect for you!", "Quietly lovely"),
            ("A calm pick.\nIt suits you.", "Calm"),
            (String(repeating: "I picked this with care. ", count: 12).prefix(281).description, "Made to keep"),
            ("", ""),
            ("Loved by 4711 people, and it ships in 9999 minutes.", "A quiet favourite"),
            ("I think this suits you.", String(repeating: "x", count: 61)),
            ("OMG, you will love it.", "A must-have"),
            ("A calm\u{200B}pick.", "Calm\u{202E}pick"),
        ]
        let items = zip(sent.items, words).map { item, words in ["id": item.id, "reason": words.reason, "label": words.label] }
        return .content(json(["items": items]))
    }
}
