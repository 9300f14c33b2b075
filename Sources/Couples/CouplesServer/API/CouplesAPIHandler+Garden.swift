import CouplesAPI
import Foundation
import Identity
import OpenAPIRuntime
import ServerKit

/// The garden, species and their drawings.
extension CouplesAPIHandler {
    func getGarden(_ input: Operations.GetGarden.Input) async throws -> Operations.GetGarden.Output {
        .ok(.init(body: .json(try gardenSchema(try await game.garden.garden(of: try caller)))))
    }

    func chooseNextFlower(_ input: Operations.ChooseNextFlower.Input) async throws -> Operations.ChooseNextFlower.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        return .ok(.init(body: .json(try gardenSchema(try await game.garden.chooseNext(body.species, by: try caller)))))
    }

    func listSpecies(_ input: Operations.ListSpecies.Input) async throws -> Operations.ListSpecies.Output {
        let unlocked = try await game.garden.unlocked(for: try caller)
        return .ok(.init(body: .json(.init(items: game.catalog.all.map { .init($0, unlocked: unlocked.contains($0.id)) }))))
    }

    func getSpeciesArt(_ input: Operations.GetSpeciesArt.Input) async throws -> Operations.GetSpeciesArt.Output {
        guard let species = game.catalog[input.path.speciesId] else { throw Problem.notFound("No such species.") }
        let stage = GrowthStage.allCases.first { $0.apiName == input.path.stage.rawValue } ?? .seed
        let svg = FlowerArt(species: species, stage: stage, wilted: input.query.wilted ?? false).svg
        return .ok(.init(
            headers: .init(cacheControl: "public, max-age=86400"),
            body: .imageSvgXml(HTTPBody(svg))
        ))
    }

    private func gardenSchema(_ garden: GardenBook.Garden) throws -> Components.Schemas.Garden {
        .init(
            current: .init(garden.growing, species: try species(garden.growing.species)),
            next: try garden.next.map { .init(try species($0)) },
            items: try garden.flowers.map { .init($0, species: try species($0.species)) }
        )
    }
}
