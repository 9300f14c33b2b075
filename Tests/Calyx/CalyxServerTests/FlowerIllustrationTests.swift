@testable import CalyxServer
import Foundation
import Media
import MediaTestSupport
import Testing

@Suite("Flower illustrations")
struct FlowerIllustrationTests {
    static func species(_ colors: [FlowerColor], petals: Int, shape: PetalShape, arrangement: FlowerArrangement) -> FlowerSpecies {
        FlowerSpecies(
            scientificName: "Testia illustrata", family: "Asteraceae", commonNames: ["Test flower"], regionalNames: [], synonyms: [],
            colors: colors, bloomMonths: [6], nativeContinents: [.europe], nativeRange: "Nowhere", habitat: .garden, plantType: .perennial,
            hardinessZones: .init(min: 4, max: 8), light: [.fullSun], water: .moderate, soil: [.wellDrained], soilPH: .init(min: 6, max: 7),
            heightCm: .init(min: 30, max: 60), spreadCm: .init(min: 20, max: 40), description: "A flower that exists only in tests.",
            careTips: ["a", "b", "c"], problems: [.init(problem: "p", solution: "s"), .init(problem: "q", solution: "t")],
            scent: .init(intensity: .none, notes: []), toxicity: .init(cats: .unknown, dogs: .unknown, humans: .unknown, note: ""),
            petals: .init(count: petals, shape: shape, arrangement: arrangement)
        )
    }

    @Test("every arrangement renders through the media pipeline at every variant size", arguments: FlowerArrangement.allCases)
    func renders(_ arrangement: FlowerArrangement) async throws {
        let flower = Self.species([.blue, .white], petals: 5, shape: .rounded, arrangement: arrangement)
        let svg = Array(FlowerIllustration(species: flower).svg.utf8)
        let image = try await NIOOffload.run { try ImagePipeline().processIllustration(svg: svg) }
        #expect(image.sourceFormat == .svg)
        let sizes = Dictionary(uniqueKeysWithValues: image.variants.map { ($0.variant, [$0.width, $0.height]) })
        #expect(sizes == [.thumb: [400, 400], .medium: [1200, 1200], .large: [2048, 2048]])
        // Blue petals on a pale ground: the picture's blue is visible in its average colour.
        #expect(image.averageColor.blue > image.averageColor.red)
    }

    @Test("the same species always draws the same picture, and different data a different one")
    func deterministic() {
        let daisy = Self.species([.white, .yellow], petals: 21, shape: .ray, arrangement: .composite)
        #expect(FlowerIllustration(species: daisy).svg == FlowerIllustration(species: daisy).svg)
        let bluebell = Self.species([.blue], petals: 6, shape: .rounded, arrangement: .bell)
        #expect(FlowerIllustration(species: daisy).svg != FlowerIllustration(species: bluebell).svg)
        #expect(FlowerIllustration(species: daisy).svg.contains(Palette.hex[.white]!))
    }

    @Test("petal counts read at thumbnail size")
    func petalCounts() {
        #expect(FlowerIllustration.drawnPetalCount(5, arrangement: .single) == 5)
        #expect(FlowerIllustration.drawnPetalCount(0, arrangement: .single) == 3)
        #expect(FlowerIllustration.drawnPetalCount(100, arrangement: .composite) == 34)
        #expect(FlowerIllustration.drawnPetalCount(40, arrangement: .double) == 12)
        #expect(FlowerIllustration.drawnPetalCount(40, arrangement: .single) == 24)
    }
}
