/// A gentle question offered above the page, to help someone start.
public struct Prompt: Codable, Sendable, Equatable, Identifiable, Hashable {
    public enum Category: String, Codable, Sendable, CaseIterable {
        case worry, anger, grief, gratitude
        case lettingGo = "letting-go"
        case regret, fear
        case selfKindness = "self-kindness"
        case relationships, change
        /// Prompts the person wrote themselves (premium).
        case own

        /// The category's name as the prompts screen shows it.
        public var title: String {
            switch self {
            case .worry: "Worry"
            case .anger: "Anger"
            case .grief: "Grief"
            case .gratitude: "Gratitude"
            case .lettingGo: "Letting go"
            case .regret: "Regret"
            case .fear: "Fear"
            case .selfKindness: "Self-kindness"
            case .relationships: "Relationships"
            case .change: "Change"
            case .own: "Your own"
            }
        }
    }

    public var id: String
    public var category: Category
    public var text: String
    /// Part of the premium prompt pack.
    public var premium: Bool

    public init(id: String, category: Category, text: String, premium: Bool) {
        self.id = id
        self.category = category
        self.text = text
        self.premium = premium
    }
}
