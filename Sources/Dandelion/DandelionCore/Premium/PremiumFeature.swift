/// What a purchase unlocks.
public enum PremiumFeature: String, Codable, Sendable, CaseIterable {
    case themes
    case morePrompts
    case customPrompts
}

/// Dandelion's App Store products: one-time (non-consumable) unlocks.
public enum ProductID: String, Codable, Sendable, CaseIterable {
    /// Everything: themes, the premium prompt pack and custom prompts.
    case premium = "app.greenhouse.dandelion.premium"
    /// Only the extra colour themes.
    case themes = "app.greenhouse.dandelion.themes"

    public var unlocks: Set<PremiumFeature> {
        switch self {
        case .premium: Set(PremiumFeature.allCases)
        case .themes: [.themes]
        }
    }
}
