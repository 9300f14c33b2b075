/// A flower's five growth stages, named as the Couples API names them.
public enum FlowerStage: String, CaseIterable, Comparable, Codable, Hashable, Sendable {
    case seed, sprout, bud, bloom, fullBloom

    public static func < (lhs: FlowerStage, rhs: FlowerStage) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
