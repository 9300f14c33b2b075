/// One species a pair can grow, as `species.json` describes it.
struct FlowerSpecies: Decodable, Sendable, Identifiable {
    let id: String
    let commonName: String
    let scientificName: String
    let family: String
    /// The question theme its days draw from (its meaning in the language of flowers).
    let theme: String
    let meaning: String
    let unlock: UnlockRule
    let drawing: Drawing

    enum UnlockRule: Decodable, Sendable, Equatable {
        /// Every pair has it from the start.
        case starter
        /// Unlocked the first time the streak reaches `days`.
        case streak(days: Int)
        /// Unlocked by buying `productID` in the App Store.
        case purchase(productID: String)

        private enum CodingKeys: String, CodingKey { case kind, days, productID }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(String.self, forKey: .kind) {
            case "starter": self = .starter
            case "streak": self = .streak(days: try container.decode(Int.self, forKey: .days))
            case "purchase": self = .purchase(productID: try container.decode(String.self, forKey: .productID))
            case let kind:
                throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown unlock kind \(kind)")
            }
        }
    }

    /// What the illustration is drawn from: real colours and the real form of the flower.
    struct Drawing: Decodable, Sendable {
        let petal: String
        let petalInner: String
        let centre: String
        let stem: String
        let leaf: String
        let petals: Petals
        let leafShape: String

        struct Petals: Decodable, Sendable {
            let count: Int
            let shape: String
            let arrangement: String
        }
    }
}
