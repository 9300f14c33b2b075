import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// One person's gift plan (§9.3 "GiftPlanDetailView"): the ideas saved for them with their status
/// (idea → bought → given), and "Ask for more ideas".
@MainActor @Observable
public final class GiftPlanModel {
    public typealias Idea = Components.Schemas.GiftIdea
    public typealias Status = Components.Schemas.IdeaStatus

    public let person: String
    public let name: String
    public private(set) var plan: Components.Schemas.GiftPlan?
    public private(set) var failure: LoadFailure?
    /// Whether the server has answered (or failed) once: an empty plan is not called empty before.
    public private(set) var hasAnswered = false
    /// "Ask for more ideas": made when asked.
    public private(set) var moreIdeas: RecommendationsModel?

    private let client: GifterClient
    private let sync: GifterSync

    public init(person: String, name: String, client: GifterClient, sync: GifterSync) {
        self.person = person
        self.name = name
        self.client = client
        self.sync = sync
    }

    public var ideas: [Idea] { plan?.ideas ?? [] }
    public var emptyLine: String { GifterCopy.format(.planEmpty, .text(name)) }
    public static var askForMoreButton: String { GifterCopy[.planAskMore] }

    public static func title(_ status: Status) -> String {
        switch status {
        case .idea: GifterCopy[.planStatusIdea]
        case .bought: GifterCopy[.planStatusBought]
        case .given: GifterCopy[.planStatusGiven]
        }
    }

    public func load() async {
        defer { hasAnswered = true }
        do {
            plan = try await client.api.getGiftPlan(path: .init(person: person)).ok.body.json
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    /// Marks an idea bought or given (given becomes their "last gifted", and Gifter stops suggesting it).
    public func setStatus(_ status: Status, of idea: Idea) async {
        guard let index = plan?.ideas.firstIndex(where: { $0.product.id == idea.product.id }) else { return }
        plan?.ideas[index].status = status
        if case .refused = await sync.perform(.saveIdea(person: person, product: idea.product, status: status)) { await load() }
    }

    public func remove(_ idea: Idea) async {
        plan?.ideas.removeAll { $0.product.id == idea.product.id }
        if case .refused = await sync.perform(.removeIdea(person: person, productID: idea.product.id)) { await load() }
    }

    /// "Ask for more ideas": recommendations for them, first page asked for at once.
    public func askForMoreIdeas() async {
        let model = RecommendationsModel(person: person, name: name, client: client)
        moreIdeas = model
        await model.load()
    }
}
