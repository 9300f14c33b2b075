import CouplesAPI
import Foundation
import Observation

/// S-003, the garden: every flower the pair owns, the growing one first, then the bloomed ones newest
/// first with the date each bloomed, and the seed box: the unlocked species, from which the pair
/// chooses the one planted next. Offline it shows the last known garden.
@MainActor @Observable
public final class GardenModel {
    public enum Phase: Equatable, Sendable {
        case loading, loaded, notPaired
        case failed(String)
    }

    /// An unlocked species in the seed box.
    public struct SeedPacket: Equatable, Sendable, Identifiable {
        /// The species.
        public let id: String
        public let name: String
        /// Planted when the growing flower reaches full bloom.
        public let isChosen: Bool

        public var look: FlowerLook { .fullBloom(id) }
    }

    /// F-007: the garden's empty state.
    public static let emptyMessage = "Your garden is empty for now. Care for your flower together and it will bloom here."

    public private(set) var phase: Phase = .loading
    public private(set) var growing: FlowerDisplay?
    /// Bloomed flowers, newest first.
    public private(set) var bloomed: [FlowerDisplay] = []
    public private(set) var nextSpeciesName: String?
    public private(set) var isShowingCachedState = false
    /// Every unlocked species, in the catalog's order, the chosen one marked.
    public private(set) var seedBox: [SeedPacket] = []
    /// The species being chosen while the server is asked.
    public private(set) var choosingID: String?
    /// Why the last choice did not happen, in the app's words.
    public private(set) var seedBoxMessage: String?

    @ObservationIgnored let environment: CouplesEnvironment
    /// Every species with whether the pair has it: the seed box is the unlocked ones.
    @ObservationIgnored private var species: [Components.Schemas.Species] = []
    @ObservationIgnored private var nextSpeciesID: String?

    public init(environment: CouplesEnvironment) {
        self.environment = environment
    }

    public var isEmpty: Bool { bloomed.isEmpty }

    /// Under the seed box: what happens to the choice.
    public var seedBoxCaption: String {
        nextSpeciesName.map { "\($0) will be planted when your flower is in full bloom." }
            ?? "Choose the flower you plant when this one is in full bloom."
    }

    public func load() async {
        do throws(CouplesServiceError) {
            let garden = try await environment.service.garden()
            try? environment.cache.save(garden, as: .garden)
            apply(garden)
            isShowingCachedState = false
            phase = .loaded
            await loadSeedBox()
        } catch {
            if error.slug == "not-paired" {
                growing = nil
                bloomed = []
                phase = .notPaired
            } else if let cached = environment.cache.load(Components.Schemas.Garden.self, .garden) {
                apply(cached)
                isShowingCachedState = true
                phase = .loaded
                await loadSeedBox()
            } else {
                // F-007: when the garden cannot be shown, its empty message rather than an error screen.
                bloomed = []
                phase = .failed(Self.emptyMessage)
            }
        }
    }

    /// Chooses the species planted after the current flower's full bloom.
    public func chooseNext(_ speciesID: String) async throws(CouplesServiceError) {
        let garden = try await environment.service.chooseNextFlower(speciesID)
        try? environment.cache.save(garden, as: .garden)
        apply(garden)
    }

    /// The seed box's choice: chooses `speciesID` to plant next, or says kindly why not.
    public func plantNext(_ speciesID: String) async {
        guard choosingID == nil else { return }
        choosingID = speciesID
        seedBoxMessage = nil
        defer { choosingID = nil }
        do throws(CouplesServiceError) {
            try await chooseNext(speciesID)
        } catch {
            let name = species.first { $0.id == speciesID }?.commonName ?? "That flower"
            seedBoxMessage = switch error.slug {
            case "species-locked": "\(name) isn't yours to plant yet. New flowers shows how to get it."
            default: error.isUnreachable ? "You're offline. Choose again once you're back online." : "That didn't work. Try again."
            }
            // A locked species in the box means the box was out of date.
            if error.slug == "species-locked" { await loadSeedBox() }
        }
    }

    /// The unlocked species, from the server (kept for offline) or the phone's last copy.
    private func loadSeedBox() async {
        do throws(CouplesServiceError) {
            species = try await environment.service.species()
            try? environment.cache.save(species, as: .species)
        } catch {
            species = environment.cache.load([Components.Schemas.Species].self, .species) ?? species
        }
        fillSeedBox()
    }

    private func fillSeedBox() {
        seedBox = species.filter(\.unlocked).map { SeedPacket(id: $0.id, name: $0.commonName, isChosen: $0.id == nextSpeciesID) }
    }

    private func apply(_ garden: Components.Schemas.Garden) {
        let flowers = garden.items.map(FlowerDisplay.init)
        growing = flowers.first(where: \.isGrowing) ?? FlowerDisplay(garden.current)
        bloomed = flowers.filter { !$0.isGrowing }.sorted { ($0.bloomedOn ?? "") > ($1.bloomedOn ?? "") }
        nextSpeciesName = garden.next?.commonName
        nextSpeciesID = garden.next?.id
        fillSeedBox()
    }
}
