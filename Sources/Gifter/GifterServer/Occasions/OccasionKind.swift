/// What an occasion is; each suggests a few tags a gift for it tends to have.
public enum OccasionKind: String, Sendable, CaseIterable, Codable {
    case birthday, anniversary, holiday, graduation, wedding, baby, housewarming, justBecause, custom

    /// "Birthday", "Just because": what the app shows when there is no custom title.
    public var title: String {
        switch self {
        case .birthday: "Birthday"
        case .anniversary: "Anniversary"
        case .holiday: "Holiday"
        case .graduation: "Graduation"
        case .wedding: "Wedding"
        case .baby: "New baby"
        case .housewarming: "Housewarming"
        case .justBecause: "Just because"
        case .custom: "Occasion"
        }
    }

    /// Tags a gift for the occasion often has, with how much each counts. A birthday and a custom
    /// occasion say nothing about the gift.
    var fit: [String: Double] {
        switch self {
        case .birthday, .custom: [:]
        case .anniversary: ["romantic": 0.6, "sentimental": 0.5, "experiences": 0.3, "luxe": 0.2]
        case .holiday: ["cosy": 0.4, "food": 0.3, "chocolate": 0.3, "candles": 0.2, "board-games": 0.2]
        case .graduation: ["stationery": 0.4, "practical": 0.3, "travel": 0.3, "tech": 0.2, "quality-over-quantity": 0.2]
        case .wedding: ["host": 0.5, "home-decor": 0.4, "ceramics": 0.3, "quality-over-quantity": 0.3, "romantic": 0.2]
        case .baby: ["baby": 1.2, "kids": 0.4, "textiles": 0.2]
        case .housewarming: ["home-decor": 0.5, "plants": 0.4, "host": 0.4, "candles": 0.3, "ceramics": 0.3]
        case .justBecause: ["sentimental": 0.4, "price-low": 0.3, "playful": 0.2]
        }
    }

    /// "an anniversary", for a reason's "It suits …".
    var withArticle: String {
        switch self {
        case .anniversary: "an anniversary"
        case .housewarming: "a housewarming"
        case .baby: "a new baby"
        case .justBecause: "a just-because gift"
        default: "a \(title.lowercased())"
        }
    }
}
