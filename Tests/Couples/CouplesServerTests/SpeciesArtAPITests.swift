import CouplesAPI
import FlowerDrawing
import Foundation
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

/// `getSpeciesArt` serves FlowerDrawing's figures: the very drawing the app makes from its own copy.
@Suite("Species drawings through the API")
struct SpeciesArtAPITests {
    @Test("the SVG served for every species, stage and wilting is the shared figure's serialisation, cacheable, and reads back as that figure", arguments: TestDatabases.backends)
    func servedFigures(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let ada = try await harness.person("Ada")
            let species = try await harness.client(token: ada.token).listSpecies().ok.body.json.items
            let drawings = try SpeciesDrawings.shipped.get()
            #expect(Set(species.map(\.id)) == Set(drawings.all.map(\.id)))
            let client = harness.client()
            for entry in species {
                let drawing = try #require(drawings[entry.id])
                for stage in FlowerStage.allCases {
                    for wilted in [false, true] {
                        let output = try await client.getSpeciesArt(
                            path: .init(speciesId: entry.id, stage: try #require(Components.Schemas.GrowthStage(rawValue: stage.rawValue))), query: .init(wilted: wilted)
                        ).ok
                        #expect(output.headers.cacheControl == "public, max-age=86400")
                        let svg = try await String(collecting: try output.body.imageSvgXml, upTo: 1 << 20)
                        let figure = FlowerFigure(drawing, stage: stage, wilted: wilted)
                        let title = "\(entry.commonName), \(stage.rawValue)\(wilted ? ", wilted" : "")"
                        #expect(svg == figure.svg(title: title))
                        #expect(try FlowerFigure(svg: svg) == figure)
                    }
                }
            }
        }
    }

    @Test("a species the server does not have is a 404 problem, not a drawing", arguments: TestDatabases.backends)
    func unknownSpecies(backend: DatabaseBackend) async throws {
        try await CouplesHarness.run(backend: backend) { harness in
            let output = try await harness.client().getSpeciesArt(path: .init(speciesId: "blue-rose", stage: .bloom))
            guard case .default(let status, let problem) = output else {
                Issue.record("expected a problem, got \(output)")
                return
            }
            #expect(status == 404)
            #expect(try problem.body.applicationProblemJson._type.hasSuffix("not-found"))
        }
    }
}
