import CouplesAPI
import Foundation
import Observation

/// S-004, new flowers and how to get them: the species, which the pair has, the streak milestones and
/// the flowers for sale. A purchase goes through the App Store and is redeemed with the server, which
/// verifies it and unlocks the flower for the pair.
@MainActor @Observable
public final class UnlockModel {
    public enum Phase: Equatable, Sendable {
        case loading, loaded
        case failed(String)
    }

    public enum Availability: Equatable, Sendable {
        case unlocked
        case starter
        /// Unlocked by a streak of `days`; `remaining` more days from the current streak.
        case streak(days: Int, remaining: Int)
        case purchase(productID: String, price: String?)
    }

    public struct Row: Equatable, Sendable, Identifiable {
        public let id: String
        public let name: String
        public let meaning: String
        public let availability: Availability

        public var isUnlocked: Bool { availability == .unlocked }

        public var howToGet: String {
            switch availability {
            case .unlocked, .starter: "In your garden's seed box"
            case .streak(let days, let remaining): remaining == 0 ? "Unlocks at a \(days)-day streak" : "Keep a \(days)-day streak (\(remaining) to go)"
            case .purchase(_, let price): price.map { "Buy for \($0)" } ?? "Available in the App Store"
            }
        }
    }

    public struct Milestone: Equatable, Sendable {
        public let days: Int
        public let speciesNames: [String]
        public let reached: Bool
    }

    public private(set) var phase: Phase = .loading
    public private(set) var rows: [Row] = []
    public private(set) var milestones: [Milestone] = []
    public private(set) var streak = 0
    public internal(set) var purchasingID: String?
    public internal(set) var message: String?
    /// Restore Purchases is running.
    public internal(set) var isRestoring = false
    /// Products asked for through Ask to Buy, until the approval arrives.
    public internal(set) var awaitingApproval: Set<String> = []
    /// Species names by App Store product, for what the store says about a product later.
    @ObservationIgnored var productNames: [String: String] = [:]

    @ObservationIgnored let environment: CouplesEnvironment

    public init(environment: CouplesEnvironment) {
        self.environment = environment
    }

    public func load() async {
        var species: [Components.Schemas.Species]
        do throws(CouplesServiceError) {
            species = try await environment.service.species()
            try? environment.cache.save(species, as: .species)
        } catch {
            guard let cached = environment.cache.load([Components.Schemas.Species].self, .species) else {
                phase = .failed("Flowers not loaded. Try again.")
                return
            }
            species = cached
        }
        if let today = (try? await environment.service.today()) ?? environment.cache.load(Components.Schemas.Today.self, .today) {
            streak = today.streak.current
        }
        let productIDs = species.compactMap { $0.unlock.kind == .purchase ? $0.unlock.productId : nil }
        productNames = Dictionary(species.compactMap { species in species.unlock.productId.map { ($0, species.commonName) } }, uniquingKeysWith: { first, _ in first })
        let prices = Dictionary(
            ((try? await environment.purchases.products(for: productIDs)) ?? []).map { ($0.id, $0.displayPrice) }, uniquingKeysWith: { first, _ in first }
        )
        rows = species.map { species in
            let availability: Availability =
                if species.unlocked { .unlocked } else {
                    switch species.unlock.kind {
                    case .starter: .starter
                    case .streak:
                        .streak(days: species.unlock.streakDays ?? 0, remaining: max(0, (species.unlock.streakDays ?? 0) - streak))
                    case .purchase: .purchase(productID: species.unlock.productId ?? "", price: species.unlock.productId.flatMap { prices[$0] })
                    }
                }
            return Row(id: species.id, name: species.commonName, meaning: species.meaning, availability: availability)
        }
        let byDays = Dictionary(grouping: species.filter { $0.unlock.kind == .streak }, by: { $0.unlock.streakDays ?? 0 })
        milestones = byDays.keys.sorted().map { days in
            Milestone(days: days, speciesNames: byDays[days, default: []].map(\.commonName), reached: streak >= days)
        }
        phase = .loaded
    }
}
