import Foundation

/// The curated species shipped with the server (`Catalog/Flowers/*.json`, copied as resources).
enum FlowerCatalogData {
    enum Failure: Error, CustomStringConvertible {
        case missingResources
        case unreadable(file: String, underlying: any Error)
        case duplicate(String)

        var description: String {
            switch self {
            case .missingResources: "the Catalog/Flowers resources are missing from the CalyxServer bundle"
            case let .unreadable(file, underlying): "\(file): \(underlying)"
            case .duplicate(let name): "\(name) appears twice in the catalog"
            }
        }
    }

    /// Every species, in file then list order; refuses duplicates and anything off-vocabulary.
    static func load() throws -> [FlowerSpecies] {
        guard let directory = Bundle.module.url(forResource: "Flowers", withExtension: nil) else { throw Failure.missingResources }
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        var species: [FlowerSpecies] = []
        var seen: Set<String> = []
        for file in files {
            let batch: [FlowerSpecies]
            do {
                batch = try JSONDecoder().decode([FlowerSpecies].self, from: Data(contentsOf: file))
            } catch {
                throw Failure.unreadable(file: file.lastPathComponent, underlying: error)
            }
            for flower in batch {
                guard seen.insert(flower.scientificName).inserted else { throw Failure.duplicate(flower.scientificName) }
                species.append(flower)
            }
        }
        return species
    }
}
