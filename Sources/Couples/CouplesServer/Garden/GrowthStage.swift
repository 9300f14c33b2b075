/// A flower's five stages: it grows one per complete day and goes to the garden at full bloom.
enum GrowthStage: Int, CaseIterable, Comparable, Sendable {
    case seed, sprout, bud, bloom, fullBloom

    /// The stage after one more complete day (full bloom is the last).
    var next: GrowthStage { GrowthStage(rawValue: rawValue + 1) ?? .fullBloom }

    /// The name `openapi.yaml` uses.
    var apiName: String {
        switch self {
        case .seed: "seed"
        case .sprout: "sprout"
        case .bud: "bud"
        case .bloom: "bloom"
        case .fullBloom: "fullBloom"
        }
    }

    static func < (lhs: GrowthStage, rhs: GrowthStage) -> Bool { lhs.rawValue < rhs.rawValue }
}
