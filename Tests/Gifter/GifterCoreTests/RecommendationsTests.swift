import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// Recommendations (§5.2, §6.2, §9.3, §11.2, §11.3, §13) against the real server's concierge.
@Suite("Gifter recommendations model")
@MainActor
struct RecommendationsTests {
    @Test("ideas for you: a page, more that repeat none, a budget every price keeps to, §13's line when nothing fits, §11.3's copy offline and Retry", arguments: TestDatabases.backends)
    func ideas(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let transport = SwitchableTransport()
            let client = world.client(transport: transport)
            _ = try await client.devSignIn(name: "Ada")
            let ideas = RecommendationsModel(person: "self", name: nil, client: client)
            #expect(ideas.phase == .curating && ideas.isThinking)
            #expect(RecommendationsModel.curatingLine == "Curating a few ideas…")
            #expect(ideas.title == "Ideas for you")
            await ideas.load()
            #expect(ideas.phase == .shown && !ideas.isThinking)
            #expect(ideas.items.count == RecommendationsModel.pageSize)
            #expect(ideas.items.allSatisfy { !$0.reason.isEmpty && !$0.label.isEmpty })
            #expect(ideas.canAskForMore)

            let first = ideas.items.map(\.product.id)
            await ideas.askForMore()
            #expect(ideas.items.count > first.count)
            #expect(Array(ideas.items.prefix(first.count)).map(\.product.id) == first)
            #expect(Set(ideas.items.map(\.product.id)).count == ideas.items.count)

            await ideas.setBudget(50)
            #expect(ideas.phase == .shown && ideas.budgetMax == 50)
            #expect(ideas.items.allSatisfy { $0.product.price.amount <= 50 })
            #expect(RecommendationsModel.budgetTitle(50) == "Up to £50" && RecommendationsModel.budgetTitle(nil) == "Any budget")

            await ideas.setBudget(1)
            #expect(ideas.phase == .empty && ideas.items.isEmpty)
            #expect(RecommendationsModel.emptyLine == "Nothing feels quite right yet. Want to nudge me with a bit more detail?")

            await ideas.setBudget(nil)
            await ideas.nudge("  loves tea and slow mornings  ")
            #expect(ideas.nudge == "loves tea and slow mornings" && ideas.phase == .shown)

            transport.mode = .offline
            await ideas.load()
            guard case .failed(let failure) = ideas.phase else { Issue.record("\(ideas.phase)"); return }
            #expect(GifterErrorCopy.title(for: failure) == "I can’t reach the internet right now.")
            #expect(GifterErrorCopy.message == "Let’s try that again." && GifterErrorCopy.retry == "Retry")
            transport.mode = .online
            await ideas.load()
            #expect(ideas.phase == .shown)
        }
    }

    @Test("a server error reads as §11.3: “Hmm. Something on my side glitched.”")
    func serverError() {
        let failure = LoadFailure(GifterClientError.unexpected(statusCode: 500))
        #expect(GifterErrorCopy.title(for: failure) == "Hmm. Something on my side glitched.")
    }
}
