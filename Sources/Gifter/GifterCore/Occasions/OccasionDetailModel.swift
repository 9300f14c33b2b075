import ClientKit
import Foundation
import GifterAPI
import Observation

/// An occasion's page (§6.2): the summary card, "Let’s find something for [Name].", and the
/// recommendations for that person and occasion ("Ask Gifter for ideas" before they are loaded,
/// "Curating a few ideas…" while they load).
@MainActor @Observable
public final class OccasionDetailModel {
    public enum Ideas: Equatable, Sendable {
        /// Not asked yet: the "Ask Gifter for ideas" button.
        case notAsked
        case curating
        case shown
        /// None found: the server's words.
        case none(String)
        case failed(LoadFailure)
    }

    public static let body = "I’m using what you’ve told me about them — and what they’ve wished for — to shortlist a few things."
    public static let askButton = "Ask Gifter for ideas"
    public static let curating = "Curating a few ideas…"

    public let occasionID: String
    public private(set) var occasion: Components.Schemas.Occasion?
    public private(set) var recommendations: [Components.Schemas.Recommendation] = []
    public private(set) var ideas = Ideas.notAsked
    public private(set) var failure: LoadFailure?

    private let api: any APIProtocol

    public init(occasionID: String, client: GifterClient) {
        self.occasionID = occasionID
        api = client.api
    }

    /// "Let’s find something for Mia."
    public var title: String { "Let’s find something for \(occasion?.person.name ?? "them")." }

    /// "James’s birthday · In 6 days".
    public var summaryLine: String? {
        guard let occasion else { return nil }
        let whose = occasion.person.person == "self" ? "Your" : Possessive.of(occasion.person.name)
        let line = "\(whose) \(occasion.title.lowercased())"
        return occasion.countdown.map { "\(line) · \($0)" } ?? line
    }

    public func load() async {
        do {
            occasion = try await api.getOccasion(path: .init(occasionId: occasionID)).ok.body.json
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    public func askForIdeas() async {
        guard let occasion else { return }
        ideas = .curating
        do {
            let page = try await api.getRecommendations(query: .init(_for: occasion.person.person, occasion: occasionID)).ok.body.json
            recommendations = page.items
            ideas = page.items.isEmpty ? .none(page.message ?? "Nothing yet.") : .shown
        } catch {
            ideas = .failed(LoadFailure(error))
        }
    }
}
