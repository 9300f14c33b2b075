import ClientKit
import CouplesAPI
import Foundation
import Observation

/// Tells the pair, once, when their streak unlocked a new flower: the main screen shows each species
/// a streak unlocked since this phone last looked, until it is acknowledged. What the phone has
/// already announced is kept on the phone, so a relaunch neither repeats nor misses one.
@MainActor @Observable
public final class UnlockAnnouncementModel {
    public struct Announcement: Equatable, Sendable, Identifiable {
        /// The species.
        public let id: String
        public let name: String
        public let meaning: String
        public let streakDays: Int

        public var look: FlowerLook { .fullBloom(id) }
        public var title: String { "\(name) is yours" }
        public var message: String {
            "\(streakDays) days in a row, together. \(name) is in your garden's seed box, ready to plant."
        }
    }

    /// The unlock to show now; the next one waits until it is acknowledged.
    public private(set) var announcement: Announcement?

    @ObservationIgnored let environment: CouplesEnvironment
    @ObservationIgnored private var waiting: [Announcement] = []

    /// Where the phone keeps the streak unlocks it has announced (or found already there).
    static let seenKey = "streak-unlocks-seen"

    public init(environment: CouplesEnvironment) {
        self.environment = environment
    }

    /// Looks for species a streak has unlocked since the phone last looked. The phone's first look
    /// only notes what is there: those were unlocked before it could announce them.
    public func check() async {
        let species: [Components.Schemas.Species]
        do throws(CouplesServiceError) {
            species = try await environment.service.species()
        } catch {
            return
        }
        try? environment.cache.save(species, as: .species)
        let unlocked = species.filter { $0.unlock.kind == .streak && $0.unlocked }
        guard let seen = snapshots.load([String].self, Self.seenKey) else {
            try? snapshots.save(unlocked.map(\.id), as: Self.seenKey)
            return
        }
        let known = Set(seen).union(waiting.map(\.id)).union(announcement.map { [$0.id] } ?? [])
        waiting += unlocked.filter { !known.contains($0.id) }.map {
            Announcement(id: $0.id, name: $0.commonName, meaning: $0.meaning, streakDays: $0.unlock.streakDays ?? 0)
        }
        if announcement == nil { showNext() }
    }

    /// The person has seen it: it is not shown again, on this launch or any other.
    public func acknowledge() {
        guard let shown = announcement else { return }
        let seen = snapshots.load([String].self, Self.seenKey) ?? []
        try? snapshots.save(seen + [shown.id], as: Self.seenKey)
        announcement = nil
        showNext()
    }

    private func showNext() {
        guard !waiting.isEmpty else { return }
        announcement = waiting.removeFirst()
    }

    private var snapshots: Snapshots { Snapshots(database: environment.database.local) }
}
