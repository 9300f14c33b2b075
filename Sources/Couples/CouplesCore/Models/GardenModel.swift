import CouplesAPI
import Foundation
import Observation

/// S-003, the garden: every flower the pair owns, the growing one first, then the bloomed ones newest
/// first with the date each bloomed. Offline it shows the last known garden.
@MainActor @Observable
public final class GardenModel {
    public enum Phase: Equatable, Sendable {
        case loading, loaded, notPaired
        case failed(String)
    }

    /// F-007: the garden's empty state.
    public static let emptyMessage = "Your garden is empty for now. Care for your flower together and it will bloom here."

    public private(set) var phase: Phase = .loading
    public private(set) var growing: FlowerDisplay?
    /// Bloomed flowers, newest first.
    public private(set) var bloomed: [FlowerDisplay] = []
    public private(set) var nextSpeciesName: String?
    public private(set) var isShowingCachedState = false

    @ObservationIgnored let environment: CouplesEnvironment

    public init(environment: CouplesEnvironment) {
        self.environment = environment
    }

    public var isEmpty: Bool { bloomed.isEmpty }

    public func load() async {
        do throws(CouplesServiceError) {
            let garden = try await environment.service.garden()
            try? environment.cache.save(garden, as: .garden)
            apply(garden)
            isShowingCachedState = false
            phase = .loaded
        } catch {
            if error.slug == "not-paired" {
                growing = nil
                bloomed = []
                phase = .notPaired
            } else if let cached = environment.cache.load(Components.Schemas.Garden.self, .garden) {
                apply(cached)
                isShowingCachedState = true
                phase = .loaded
            } else {
                // F-007: when the garden cannot be shown, its empty message rather than an error screen.
                bloomed = []
                phase = .failed(Self.emptyMessage)
            }
        }
    }

    /// Chooses the species planted after the current flower's full bloom.
    public func chooseNext(_ speciesID: String) async throws {
        let garden = try await environment.service.chooseNextFlower(speciesID)
        try? environment.cache.save(garden, as: .garden)
        apply(garden)
    }

    private func apply(_ garden: Components.Schemas.Garden) {
        let flowers = garden.items.map(FlowerDisplay.init)
        growing = flowers.first(where: \.isGrowing) ?? FlowerDisplay(garden.current)
        bloomed = flowers.filter { !$0.isGrowing }.sorted { ($0.bloomedOn ?? "") > ($1.bloomedOn ?? "") }
        nextSpeciesName = garden.next?.commonName
    }
}
