import Foundation

/// The species shipped in `species.json`, in their catalog order (the order the app lists them and
/// the order new flowers rotate through).
struct SpeciesCatalog: Sendable {
    let all: [FlowerSpecies]
    private let byID: [String: FlowerSpecies]

    init(_ species: [FlowerSpecies]) {
        all = species
        byID = Dictionary(species.map { ($0.id, $0) }) { first, _ in first }
    }

    subscript(id: String) -> FlowerSpecies? { byID[id] }

    /// Every pair's species before anything is unlocked.
    var starters: [FlowerSpecies] { all.filter { $0.unlock == .starter } }

    /// The species a streak of `days` has reached.
    func unlocked(byStreak days: Int) -> [FlowerSpecies] {
        all.filter { if case .streak(let needed) = $0.unlock { needed <= days } else { false } }
    }

    /// The species an App Store product unlocks.
    func species(forProduct productID: String) -> FlowerSpecies? {
        all.first { $0.unlock == .purchase(productID: productID) }
    }

    /// The shipped catalog, read once per process.
    static let shipped = Result { () throws -> SpeciesCatalog in
        guard let url = Bundle.module.url(forResource: "species", withExtension: "json") else { throw CocoaError(.fileNoSuchFile) }
        struct File: Decodable { let species: [FlowerSpecies] }
        return SpeciesCatalog(try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).species)
    }
}
