/// One word of the taste vocabulary: quiz answers weigh these, products carry them.
public struct TasteTag: Decodable, Sendable, Hashable {
    public enum Facet: String, Decodable, Sendable, CaseIterable {
        case style, mood, interest, price
    }

    public let id: String
    public let facet: Facet
    /// What the You tab shows for it ("Minimal", "Homebody", "Coffee").
    public let chip: String
}
