import ServerKit

/// Picks and explains gifts. The built-in engine is complete on its own (deterministic, offline); a
/// language model, when one is configured, can only make its words better, never its picks.
public protocol Concierge: Sendable {
    /// A page of recommendations for `request`, from `catalog`.
    func recommend(_ request: RecommendationRequest, in catalog: CatalogIndex) async -> RecommendationPage
    /// Free text about a person ("three words", "nudge me with more detail") read into taste tags.
    func readWords(_ text: String) async -> [WordsMatch]
}

/// A phrase of free text and the taste tags it names ("coffee snob" → coffee).
public struct WordsMatch: Sendable, Equatable {
    public let phrase: String
    public let tags: [String]

    public init(phrase: String, tags: [String]) {
        self.phrase = phrase
        self.tags = tags
    }
}

/// Everything a recommendation may depend on, gathered by the caller from what the person said and saved.
public struct RecommendationRequest: Sendable {
    /// Whom the reasons speak of, and whose words they quote.
    public enum Subject: Sendable, Equatable {
        /// The reader, in their own answers: "You said your everyday style is…".
        case you
        /// Someone the reader described (a gifting profile): "You said their ideal weekend is…".
        case them
        /// A friend on Gifter, in the friend's own answers: "Maya said their everyday style is…".
        case friend(name: String)
    }

    public var subject: Subject
    public var taste: TasteProfile
    /// Products the person saved (your wishlist; ideas saved for someone), most recent first:
    /// similar products rise, these exact ones are not shown again.
    public var saved: [String] = []
    /// A friend's own wishlist (unclaimed items): recommended first.
    public var wished: [String] = []
    /// Never shown: already given, claimed by someone else.
    public var excluded: Set<String> = []
    public var neverGift: [NeverGiftRules.Entry] = []
    public var occasion: OccasionKind?
    /// Inclusive; only products in the same currency are shown when set.
    public var budget: Quiz.Budget?
    /// "Nudge me with more detail": tags to lean towards.
    public var nudge: [WordsMatch] = []
    /// What earlier pages showed ("Ask for more ideas" never repeats them).
    public var shown = ShownSet()
    public var limit = 10

    public init(subject: Subject, taste: TasteProfile) {
        self.subject = subject
        self.taste = taste
    }
}

/// One pick, with what the card and the detail page say about it.
public struct Recommendation: Sendable, Equatable {
    public let product: Product
    /// "Why I picked this": one or two short sentences in Gifter's voice.
    public var reason: String
    /// For cards: "Because you liked [Product]", "Matches your slow morning answers".
    public var label: String
    public let score: Double
}

public struct RecommendationPage: Sendable, Equatable {
    public var items: [Recommendation]
    /// Everything shown so far, this page included.
    public var shown: ShownSet
    /// Nothing is left to show.
    public var exhausted: Bool
}
