import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// An occasion's page (§6.2): the summary card, "Let’s find something for [Name].", and the ideas for
/// that person and occasion ("Ask Gifter for ideas" before they are asked for, "Curating a few ideas…"
/// while they come), with "Edit occasion" at the top.
@MainActor @Observable
public final class OccasionDetailModel {
    public static var body: String { GifterCopy[.occasionBody] }
    public static var askButton: String { GifterCopy[.occasionAsk] }
    public static var editButton: String { GifterCopy[.occasionEdit] }

    public let occasionID: String
    public private(set) var occasion: Components.Schemas.Occasion?
    /// Made once the occasion is known (its person is whom the ideas are for).
    public private(set) var ideas: RecommendationsModel?
    public private(set) var failure: LoadFailure?

    private let client: GifterClient

    public init(occasionID: String, client: GifterClient) {
        self.occasionID = occasionID
        self.client = client
    }

    /// "Let’s find something for Mia." (yourself: "you").
    public var title: String {
        guard let occasion else { return "" }
        let name = occasion.person.person == "self" ? GifterCopy[.youSectionYou].lowercased() : occasion.person.name
        return GifterCopy.format(.occasionTitle, .text(name))
    }

    /// "James’s birthday · In 6 days".
    public var summaryLine: String? {
        guard let occasion else { return nil }
        let whose = occasion.person.person == "self" ? GifterCopy[.occasionYour] : Possessive.of(occasion.person.name)
        let line = GifterCopy.format(.occasionSummary, .text(whose), .text(occasion.title.lowercased()))
        return occasion.countdown.map { GifterCopy.format(.occasionSummaryWithCountdown, .text(line), .text($0)) } ?? line
    }

    /// The name and relationship line of the summary card ("Mia · Sister").
    public var personLine: String? { occasion.map(HomeModel.chipName) }

    public func load() async {
        do {
            let fresh = try await client.api.getOccasion(path: .init(occasionId: occasionID)).ok.body.json
            if ideas == nil || occasion?.person.person != fresh.person.person {
                ideas = RecommendationsModel(
                    person: fresh.person.person, name: fresh.person.person == "self" ? nil : fresh.person.name,
                    occasionID: occasionID, askNow: false, client: client
                )
            }
            occasion = fresh
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    /// "Ask Gifter for ideas".
    public func askForIdeas() async {
        await ideas?.load()
    }

    /// "Edit occasion".
    public func edit() -> OccasionEditModel? {
        occasion.map { OccasionEditModel(editing: $0, client: client) }
    }
}
