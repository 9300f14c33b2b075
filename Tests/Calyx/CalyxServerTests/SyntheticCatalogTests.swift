@testable import CalyxServer
import Testing

@Suite("Synthetic scale catalog")
struct SyntheticCatalogTests {
    let parents = [
        FlowerIllustrationTests.species([.white, .yellow], petals: 21, shape: .ray, arrangement: .composite),
        {
            var bluebell = FlowerIllustrationTests.species([.blue], petals: 6, shape: .rounded, arrangement: .bell)
            bluebell.scientificName = "Hyacinthoides non-scripta"
            bluebell.commonNames = ["Bluebell"]
            return bluebell
        }(),
    ]

    @Test("derived flowers are unique, marked synthetic, deterministic, and keep their parent's facts")
    func derivation() {
        let catalog = SyntheticCatalog(species: parents)
        let flowers = catalog.flowers(count: 1_000)
        #expect(flowers.count == 1_000)
        #expect(Set(flowers.map(\.species.scientificName)).count == 1_000)
        #expect(flowers.allSatisfy { $0.species.scientificName.contains("'Synthetic ") })
        #expect(flowers == catalog.flowers(count: 1_000))
        for flower in flowers.prefix(10) {
            let parent = parents.first { $0.scientificName == flower.parentScientificName }!
            #expect(flower.species.family == parent.family && flower.species.toxicity == parent.toxicity)
            #expect(flower.species.commonNames.dropFirst().elementsEqual(parent.commonNames))
            #expect(Set(flower.species.colors) == Set(parent.colors))
            #expect(flower.species.bloomMonths.allSatisfy { (1...12).contains($0) })
        }
    }
}
