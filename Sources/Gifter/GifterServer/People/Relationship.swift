/// How you know someone you buy for.
public enum Relationship: String, Sendable, CaseIterable, Codable {
    case partner, mother, father, sister, brother, friend, colleague, child, other

    /// "Sister", for "Mia · Sister".
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
