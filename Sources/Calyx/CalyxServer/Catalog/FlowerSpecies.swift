/// One species of the catalog as curated in `Catalog/Flowers/*.json` (see the README there for the
/// sources each fact follows). Decoding refuses anything outside the vocabularies, so a typo in the
/// data fails the build's tests instead of reaching users.
struct FlowerSpecies: Codable, Sendable, Equatable {
    var scientificName: String
    var family: String
    /// English names in use, the most common first: the first is the name shown.
    var commonNames: [String]
    var regionalNames: [RegionalName]
    /// Older or alternative botanical names people still search by.
    var synonyms: [String]
    var colors: [FlowerColor]
    /// 1–12, Northern Hemisphere temperate gardens.
    var bloomMonths: [Int]
    var nativeContinents: [Continent]
    var nativeRange: String
    var habitat: Habitat
    var plantType: PlantType
    var hardinessZones: Span<Int>
    var light: [Light]
    var water: Water
    var soil: [Soil]
    var soilPH: Span<Double>
    var heightCm: Span<Double>
    var spreadCm: Span<Double>
    var description: String
    var careTips: [String]
    var problems: [Problem]
    var scent: Scent
    var toxicity: Toxicity
    var petals: Petals

    struct RegionalName: Codable, Sendable, Equatable {
        var name: String
        /// A region ("Britain") or a language ("German").
        var region: String
    }

    struct Span<Value: Codable & Sendable & Equatable & Comparable>: Codable, Sendable, Equatable {
        var min: Value
        var max: Value
    }

    struct Problem: Codable, Sendable, Equatable {
        var problem: String
        var solution: String
    }

    struct Scent: Codable, Sendable, Equatable {
        var intensity: ScentIntensity
        var notes: [ScentNote]
    }

    struct Toxicity: Codable, Sendable, Equatable {
        /// ASPCA's classification.
        var cats: ToxicityLevel
        var dogs: ToxicityLevel
        var humans: ToxicityLevel
        /// The toxic principle or the symptoms.
        var note: String
    }

    struct Petals: Codable, Sendable, Equatable {
        var count: Int
        var shape: PetalShape
        var arrangement: FlowerArrangement
    }
}
