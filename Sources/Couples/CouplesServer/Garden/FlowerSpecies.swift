import FlowerDrawing

/// One species a pair can grow, as `species.json` describes it; its drawing is FlowerDrawing's
/// definition of the same id, the one the app draws too.
struct FlowerSpecies: Decodable, Sendable, Identifiable {
    let id: String
    let commonName: String
    let scientificName: String
    let family: String
    /// The question theme its days draw from (its meaning in the language of flowers).
    let theme: String
    let meaning: String
    let unlock: UnlockRule
    let drawing: SpeciesDrawing

    private enum CodingKeys: String, CodingKey { case id, commonName, scientificName, family, theme, meaning, unlock }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        commonName = try container.decode(String.self, forKey: .commonName)
        scientificName = try container.decode(String.self, forKey: .scientificName)
        family = try container.decode(String.self, forKey: .family)
        theme = try container.decode(String.self, forKey: .theme)
        meaning = try container.decode(String.self, forKey: .meaning)
        unlock = try container.decode(UnlockRule.self, forKey: .unlock)
        // A species without a drawing must stop the server at start, not show a blank flower.
        guard let drawing = try SpeciesDrawings.shipped.get()[id] else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "no drawing for species \(id) in FlowerDrawing")
        }
        self.drawing = drawing
    }

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
}
