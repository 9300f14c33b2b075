import Observation

/// The first-time tutorial (§9): four swipeable cards with the spec's titles and words, skippable at
/// any card, shown once after the profile step; the last card's "Explore Flowers" ends it.
@MainActor @Observable
public final class OnboardingModel {
    public struct Card: Equatable, Sendable, Identifiable {
        public let id: Int
        public let title: String
        public let text: String?
        /// An SF Symbol for the card's picture (the view draws its own visual around it).
        public let symbol: String
    }

    public static let cards: [Card] = [
        Card(id: 0, title: "Discover Thousands of Flowers", text: "Search by name, color, or season", symbol: "magnifyingglass"),
        Card(id: 1, title: "Build Your Personal Collection", text: "Save favorites and organize into collections", symbol: "heart.text.square"),
        Card(id: 2, title: "Track Your Journey", text: "Automatically keep track of every flower you explore", symbol: "clock.arrow.circlepath"),
        Card(id: 3, title: "Ready to Start?", text: nil, symbol: "leaf"),
    ]
    public static let startTitle = "Explore Flowers"

    /// The card on screen (a swipe sets it).
    public var page = 0
    /// Set by Skip or "Explore Flowers": the app goes on to the Catalog.
    public private(set) var isFinished = false

    public init() {}

    public var isLastCard: Bool { page >= Self.cards.count - 1 }

    public func next() {
        if isLastCard { finish() } else { page += 1 }
    }

    public func finish() { isFinished = true }
}
