import AppCopy

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
            DandelionCopy[titleKey]
        }

        var titleKey: DandelionText {
            switch self {
            case .worry: .categoryWorry
            case .anger: .categoryAnger
            case .grief: .categoryGrief
            case .gratitude: .categoryGratitude
            case .lettingGo: .categoryLettingGo
            case .regret: .categoryRegret
            case .fear: .categoryFear
            case .selfKindness: .categorySelfKindness
            case .relationships: .categoryRelationships
            case .change: .categoryChange
            case .own: .categoryOwn
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

    /// What VoiceOver says for the prompt above the page ("Prompt: …").
    public var accessibilityLabel: String { DandelionCopy.format(.promptCardLabel, .text(text)) }
}
