import Foundation
import GifterAPI
import ServerKit
import ServerKitTestSupport
import Testing

/// The language model as the server uses it (`GIFTER_LLM_URL`): recommendations over HTTP read better
/// with a good model and are exactly the built-in ones with a bad one.
@Suite("Gifter server with a language model")
struct LanguageModelServerTests {
    /// One person's first page, with the model at `model` (none when nil).
    func firstPage(model: StandInChatModel?, backend: DatabaseBackend) async throws -> [Components.Schemas.Recommendation] {
        let environment = model.map { ["GIFTER_LLM_URL": $0.baseURL.absoluteString, "GIFTER_LLM_MODEL": "stand-in", "GIFTER_LLM_TIMEOUT_MS": "30000"] } ?? [:]
        return try await GifterHarness.run(backend: backend, environment: environment) { harness in
            let mia = try await harness.person("Mia")
            _ = try await harness.answer(mia, ["deep-cup": ["deep-cup.coffee"], "deep-style": ["deep-style.minimal"]])
            return try await harness.client(token: mia.token).getRecommendations(query: .init(limit: 10)).ok.body.json.items
        }
    }

    @Test("a good model rewords; the products and their order stay the built-in engine's", arguments: TestDatabases.backends)
    func goodModel(backend: DatabaseBackend) async throws {
        let builtIn = try await firstPage(model: nil, backend: backend)
        let reworded = try await StandInChatModel.run(StandInChatModel.answerWell) { model in
            let page = try await firstPage(model: model, backend: backend)
            #expect(model.requests.contains { $0.model == "stand-in" })
            return page
        }
        #expect(reworded.map(\.product.id) == builtIn.map(\.product.id))
        #expect(reworded.prefix(9).allSatisfy { $0.reason == "I think the \($0.product.title) would suit you well." })
        #expect(reworded.last?.reason == builtIn.last?.reason, "an item the model left out keeps its own words")
    }

    @Test("a model that invents a product changes nothing", arguments: TestDatabases.backends)
    func inventingModel(backend: DatabaseBackend) async throws {
        let builtIn = try await firstPage(model: nil, backend: backend)
        let answered = try await StandInChatModel.run({ request in
            guard let sent = request.rewording else { return .content("{}") }
            let items = sent.items.map { ["id": $0.id, "reason": "You will love it.", "label": "Picked"] }
                + [["id": StandInChatModel.Invention.inventedID, "reason": "A golden teapot.", "label": "Gold"]]
            return .content(StandInChatModel.json(["items": items]))
        }) { model in try await firstPage(model: model, backend: backend) }
        #expect(answered.map(\.product.id) == builtIn.map(\.product.id))
        #expect(answered.map(\.reason) == builtIn.map(\.reason))
    }
}
