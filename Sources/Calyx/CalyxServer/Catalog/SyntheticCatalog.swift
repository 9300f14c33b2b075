import SplitMix64

/// A scale catalog for benchmarks only: `count` flowers derived from the real species, each marked
/// synthetic. Names are recognisably invented (cultivar-style epithets in quotes, never a real
/// cultivar's name) and every other fact is the parent species', so search, filters and sorts behave as
/// they would on a large real catalog. Deterministic: the same count always gives the same catalog.
struct SyntheticCatalog {
    let species: [FlowerSpecies]

    /// Each flower with the real species it was derived from.
    struct Flower: Sendable, Equatable {
        let species: FlowerSpecies
        let parentScientificName: String
    }

    func flowers(count: Int) -> [Flower] {
        precondition(!species.isEmpty, "derived from at least one real species")
        var generator = SplitMix64(seed: 0x6361_6C79_7800_0001)
        return (0..<count).map { index in
            let parent = species[index % species.count]
            var flower = parent
            let epithet = Self.epithet(index, &generator)
            flower.scientificName = "\(parent.scientificName) '\(epithet)'"
            // Cultivar style, as a large real catalog names them: "Garden rose 'Synthetic Amber Lantern 412'".
            flower.commonNames = ["\(parent.commonNames[0]) '\(epithet)'"] + parent.commonNames
            flower.regionalNames = []
            // Vary what filters and sorts look at, so results are not 100,000 copies of 300 answers.
            if flower.colors.count > 1, generator.next() % 2 == 0 { flower.colors.reverse() }
            let shift = Int(generator.next() % 3) - 1
            flower.bloomMonths = flower.bloomMonths.map { ($0 - 1 + shift + 12) % 12 + 1 }
            return Flower(species: flower, parentScientificName: parent.scientificName)
        }
    }

    /// Two invented words and a number: "Amber Lantern 412". The number keeps every name unique.
    static func epithet(_ index: Int, _ generator: inout SplitMix64) -> String {
        let first = ["Amber", "Silver", "Morning", "Velvet", "Coral", "Winter", "Summer", "Moon", "Copper", "Misty", "Royal", "Little"]
        let second = ["Lantern", "Cascade", "Whisper", "Dancer", "Meadow", "Ember", "Harbour", "Ribbon", "Spark", "Haven", "Glow", "Tide"]
        let a = first[Int(generator.next() % UInt64(first.count))]
        let b = second[Int(generator.next() % UInt64(second.count))]
        return "Synthetic \(a) \(b) \(index)"
    }
}
