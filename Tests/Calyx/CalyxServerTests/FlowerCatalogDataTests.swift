@testable import CalyxServer
import Testing

/// The curated catalog as shipped: decodable against the closed vocabularies, large and varied enough,
/// and internally consistent. (Facts are checked by curation against POWO and the ASPCA; see the README
/// beside the data.)
@Suite("Flower catalog data")
struct FlowerCatalogDataTests {
    let flowers: [FlowerSpecies]

    init() throws {
        flowers = try FlowerCatalogData.load()
    }

    @Test("at least 300 species from every inhabited continent")
    func breadth() {
        #expect(flowers.count >= 300)
        let continents = Set(flowers.flatMap(\.nativeContinents))
        #expect(continents == Set(Continent.allCases))
        let types = Set(flowers.map(\.plantType))
        #expect(types.isSuperset(of: [.annual, .biennial, .perennial, .bulb, .shrub, .vine]))
        #expect(Set(flowers.map(\.family)).count >= 40)
        #expect(flowers.contains { $0.habitat != .garden }, "wildflowers too")
    }

    @Test("every record is internally consistent")
    func consistency() {
        for flower in flowers {
            let name = flower.scientificName
            #expect(!flower.commonNames.isEmpty, "\(name)")
            #expect(flower.bloomMonths.allSatisfy { (1...12).contains($0) } && !flower.bloomMonths.isEmpty, "\(name)")
            #expect(flower.hardinessZones.min <= flower.hardinessZones.max && (1...13).contains(flower.hardinessZones.min), "\(name)")
            #expect(flower.soilPH.min <= flower.soilPH.max, "\(name)")
            #expect(flower.heightCm.min > 0 && flower.heightCm.min <= flower.heightCm.max, "\(name)")
            #expect(flower.spreadCm.min > 0 && flower.spreadCm.min <= flower.spreadCm.max, "\(name)")
            #expect((flower.scent.intensity == .none) == flower.scent.notes.isEmpty, "\(name)")
            #expect(flower.careTips.count >= 3 && flower.problems.count >= 2, "\(name)")
            #expect(!flower.commonNames.contains { $0.localizedCaseInsensitiveCompare(name) == .orderedSame }, "\(name)")
        }
    }

    @Test("the names people search by are there")
    func searchableNames() {
        let names = Set(flowers.flatMap { $0.commonNames.map { $0.lowercased() } })
        for expected in ["forget-me-not", "foxglove", "sunflower", "lavender", "tulip", "common daisy"] {
            #expect(names.contains { $0.contains(expected) }, "\(expected)")
        }
    }

    @Test("what pet owners must be warned about is marked toxic")
    func knownToxicPlants() {
        // ASPCA: lilies and daylilies cause kidney failure in cats; foxglove, oleander and lily of the
        // valley carry cardiac glycosides.
        for flower in flowers where flower.scientificName.hasPrefix("Lilium ") || flower.scientificName.hasPrefix("Hemerocallis ") {
            #expect(flower.toxicity.cats == .toxic, "\(flower.scientificName)")
        }
        for name in ["Digitalis purpurea", "Nerium oleander", "Convallaria majalis"] {
            guard let flower = flowers.first(where: { $0.scientificName == name }) else { continue }
            #expect(flower.toxicity.cats == .toxic && flower.toxicity.dogs == .toxic, "\(name)")
        }
    }
}
