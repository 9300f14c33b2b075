/// The closed vocabularies of the catalog (Catalog/Flowers/README.md). Raw values are what the data
/// files and the API use.

enum FlowerColor: String, Codable, Sendable, CaseIterable {
    case white, cream, yellow, orange, red, pink, magenta, purple, violet, blue, green, brown, black, bicolor
}

enum Continent: String, Codable, Sendable, CaseIterable {
    case africa = "Africa"
    case asia = "Asia"
    case europe = "Europe"
    case northAmerica = "North America"
    case southAmerica = "South America"
    case oceania = "Oceania"
}

enum Habitat: String, Codable, Sendable, CaseIterable {
    case garden, wild, both
}

enum PlantType: String, Codable, Sendable, CaseIterable {
    case annual, biennial, perennial, bulb, shrub, tree, vine, succulent, aquatic
}

enum Light: String, Codable, Sendable, CaseIterable {
    case fullSun = "full-sun"
    case partialShade = "partial-shade"
    case fullShade = "full-shade"
}

enum Water: String, Codable, Sendable, CaseIterable {
    case low, moderate, high
}

enum Soil: String, Codable, Sendable, CaseIterable {
    case wellDrained = "well-drained"
    case moist, wet, sandy, loamy, clay, chalky, acidic, alkaline
    case humusRich = "humus-rich"
    case rocky, poor
}

enum ScentIntensity: String, Codable, Sendable, CaseIterable {
    case none, light, moderate, strong
}

enum ScentNote: String, Codable, Sendable, CaseIterable {
    case sweet, honey, spicy, clove, citrus, fruity, musky, rose, vanilla, almond, herbal, fresh, powdery, peppery, jasmine, foetid
}

enum ToxicityLevel: String, Codable, Sendable, CaseIterable {
    case toxic
    case nonToxic = "non-toxic"
    case unknown
}

enum PetalShape: String, Codable, Sendable, CaseIterable {
    case rounded, pointed, ray, tubular, trumpet, cupped, ruffled, star, spurred, lipped, fringed
}

enum FlowerArrangement: String, Codable, Sendable, CaseIterable {
    case single, double, composite, spike, umbel, cluster, bell, rosette
}
