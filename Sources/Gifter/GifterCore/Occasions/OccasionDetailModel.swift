import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// An occasion's page (§6.2): the summary card, "Let’s find something for [Name].", and the ideas for
/// that person and occasion, asked for as soon as it opens ("Tap an occasion and I'll start
/// shortlisting gifts right away", §4.4), with "Edit occasion" at the top. The page and its ideas are
/// kept on the phone: reopening shows them at once (offline too) and asks the server for ideas again
/// only when what they are drawn from moved (the occasion's `ideasVersion`) or the budget or nudge
/// changes here.
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
    /// Shown from the phone's copy because the server could not be reached.
    public private(set) var isShowingCached = false

    private let client: GifterClient
    private let store: GifterStore?

    /// `store` keeps the page and its ideas (none: nothing kept, as for the edit form's own copy).
    public init(occasionID: String, client: GifterClient, store: GifterStore? = nil) {
        self.occasionID = occasionID
        self.client = client
        self.store = store
        if let kept = store?.snapshots.load(OccasionIdeas.self, GifterCacheKey.occasionIdeas(occasionID)) {
            occasion = kept.occasion
            let ideas = makeIdeas(for: kept.occasion)
            ideas.restore(kept.ideas)
            self.ideas = ideas
        }
    }

    /// Over a page shown from the phone's copy.
    public var offlineLine: String? { isShowingCached ? GifterCopy[.homeOffline] : nil }

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

    /// The occasion, then its ideas at once unless the ones kept still fit.
    public func load() async {
        let fresh: Components.Schemas.Occasion
        do {
            fresh = try await client.api.getOccasion(path: .init(occasionId: occasionID)).ok.body.json
        } catch {
            if occasion != nil { isShowingCached = true } else { failure = LoadFailure(error) }
            return
        }
        let kept = store?.snapshots.load(OccasionIdeas.self, GifterCacheKey.occasionIdeas(occasionID))
        let ideas = self.ideas.flatMap { $0.person == fresh.person.person ? $0 : nil } ?? makeIdeas(for: fresh)
        self.ideas = ideas
        occasion = fresh
        failure = nil
        isShowingCached = false
        if let kept, kept.stillFits(fresh), let shown = ideas.shown {
            keep(shown)
        } else {
            await ideas.load()
        }
    }

    private func makeIdeas(for occasion: Components.Schemas.Occasion) -> RecommendationsModel {
        let ideas = RecommendationsModel(
            person: occasion.person.person, name: occasion.person.person == "self" ? nil : occasion.person.name,
            occasionID: occasionID, askNow: false, client: client
        )
        ideas.onShown = { [weak self] shown in self?.keep(shown) }
        return ideas
    }

    /// Keeps the page with the ideas just shown, under the occasion (and so the version) they answer.
    private func keep(_ shown: RecommendationsModel.Shown) {
        guard let store, let occasion else { return }
        try? store.snapshots.save(OccasionIdeas(occasion: occasion, ideas: shown), as: GifterCacheKey.occasionIdeas(occasionID))
    }

    /// "Ask Gifter for ideas" (again, after a failure).
    public func askForIdeas() async {
        await ideas?.load()
    }

    /// "Edit occasion".
    public func edit() -> OccasionEditModel? {
        occasion.map { OccasionEditModel(editing: $0, client: client) }
    }
}
