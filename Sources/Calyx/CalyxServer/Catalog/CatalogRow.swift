import Foundation

/// A species as the `flowers` table stores it: display fields, the normalized text search matches
/// and ranks on, filter bitmasks, and the species itself as JSON for the detail view.
struct CatalogRow: Sendable {
    let slug: String
    let id: UUID
    let commonName: String
    let scientificName: String
    let family: String
    let nameKey: String
    let scientificKey: String
    let familyKey: String
    /// Every name, normalized, each between bars: `| garden rose | rosa | rose |`, so "is this exactly
    /// one of the names" and "does one of the names start with this" are single `LIKE`s.
    let namesText: String
    /// The English and regional common names alone, the same way.
    let commonText: String
    let searchText: String
    let colors: Int
    let bloomMonths: Int
    let continents: Int
    let light: Int
    let plantType: String
    let petSafe: Bool
    let synthetic: Bool
    let details: String

    init(_ species: FlowerSpecies, synthetic: Bool = false, slug: String? = nil) throws {
        let slug = slug ?? FlowerID.slug(scientificName: species.scientificName)
        self.slug = slug
        id = FlowerID.make(slug: slug)
        commonName = species.commonNames.first ?? species.scientificName
        scientificName = species.scientificName
        family = species.family
        nameKey = SearchText.normalize(commonName)
        scientificKey = SearchText.normalize(species.scientificName)
        familyKey = SearchText.normalize(species.family)
        let names = species.commonNames + species.regionalNames.map(\.name) + species.synonyms + [species.scientificName]
        var seen: Set<String> = []
        let normalizedNames = names.map(SearchText.normalize).filter { !$0.isEmpty && seen.insert($0).inserted }
        namesText = "| " + normalizedNames.joined(separator: " | ") + " |"
        let commonNames = (species.commonNames + species.regionalNames.map(\.name)).map(SearchText.normalize).filter { !$0.isEmpty }
        commonText = "| " + commonNames.joined(separator: " | ") + " |"
        searchText = (normalizedNames + [familyKey] + species.colors.map(\.rawValue)).joined(separator: " ")
        colors = Bitmask.of(species.colors)
        bloomMonths = Bitmask.months(species.bloomMonths)
        continents = Bitmask.of(species.nativeContinents)
        light = Bitmask.of(species.light)
        plantType = species.plantType.rawValue
        petSafe = species.toxicity.cats == .nonToxic && species.toxicity.dogs == .nonToxic
        self.synthetic = synthetic
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        details = String(decoding: try encoder.encode(species), as: UTF8.self)
    }
}
