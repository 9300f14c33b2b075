import CouplesAPI
import Foundation
import Observation

/// S-001, the main flower screen: the current flower and its stage, the partner's status, the streak
/// and freezes, and the garden dropdown. Offline it shows the last known state and says so.
@MainActor @Observable
public final class MainFlowerModel {
    public enum Phase: Equatable, Sendable {
        case loading
        case loaded
        /// Not paired yet: the app shows pairing instead.
        case notPaired
        case failed(String)
    }

    /// F-001's copy when the flower cannot be shown.
    public static let loadFailedMessage = "Flower not loaded. Try again."

    public private(set) var phase: Phase = .loading
    public private(set) var flower: FlowerDisplay?
    public private(set) var partnerStatus: PartnerStatus = .waiting
    public private(set) var partnerName: String?
    public private(set) var streak = 0
    public private(set) var bestStreak = 0
    public private(set) var freezes = 0
    public private(set) var daysToNextFreeze = 0
    public private(set) var dayNumber = 0
    public private(set) var date: String?
    public private(set) var myPartDone = false
    public private(set) var isDayComplete = false
    /// True while what is shown came from the cache because the server could not be reached.
    public private(set) var isShowingCachedState = false
    /// The garden dropdown's flowers (F-007), newest first.
    public private(set) var gardenFlowers: [FlowerDisplay] = []
    public var isGardenOpen = false
    /// Counts every refresh, so tests and views can wait for the next one.
    public private(set) var revision = 0

    @ObservationIgnored let environment: CouplesEnvironment

    public init(environment: CouplesEnvironment) {
        self.environment = environment
    }

    public var partnerStatusText: String { partnerStatus.text(partnerName: partnerName) }

    public var streakText: String {
        streak == 1 ? "1 day in a row" : "\(streak) days in a row"
    }

    public var freezesText: String {
        switch freezes {
        case 0: "No streak freezes yet — \(daysToNextFreeze) days to the next"
        case 1: "1 streak freeze"
        default: "\(freezes) streak freezes"
        }
    }

    public var gardenEmptyMessage: String { GardenModel.emptyMessage }

    /// Loads today (and the garden for the dropdown); sends anything queued while offline first.
    public func load() async {
        if phase != .loaded { phase = .loading }
        _ = await environment.sender.flush()
        do throws(CouplesServiceError) {
            guard let today = try await environment.service.today() else {
                try? environment.cache.removePairState()
                clear()
                phase = .notPaired
                return
            }
            try? environment.cache.save(today, as: .today)
            let pair = try? await environment.pair()
            _ = try? await environment.me()
            apply(today, partnerName: pair?.partner.displayName)
            isShowingCachedState = false
            if let garden = try? await environment.service.garden() {
                try? environment.cache.save(garden, as: .garden)
                gardenFlowers = garden.items.map(FlowerDisplay.init)
            }
            phase = .loaded
        } catch {
            showCached(or: error)
        }
        revision += 1
    }

    public func toggleGarden() {
        isGardenOpen.toggle()
    }

    /// Follows partner events until cancelled: each one refreshes the screen from the server.
    public func listen() async {
        do {
            for try await event in environment.events.events() {
                await handle(event)
            }
        } catch {}
    }

    public func handle(_ event: PairEventMessage) async {
        switch event.kind {
        case .partnerAnswered where partnerStatus == .waiting:
            partnerStatus = .answered
        case .partnerSentPhoto where partnerStatus != .done:
            partnerStatus = .sentPhoto
        default:
            break
        }
        await load()
    }

    private func showCached(or error: CouplesServiceError) {
        let cachedToday = environment.cache.load(Components.Schemas.Today.self, .today)
        guard error.isUnreachable, let cachedToday else {
            if flower == nil { phase = .failed(Self.loadFailedMessage) } else { phase = .loaded; isShowingCachedState = true }
            return
        }
        let pair = environment.cache.load(Components.Schemas.Pair.self, .pair)
        apply(cachedToday, partnerName: pair?.partner.displayName)
        // An old snapshot cannot tell what the partner did since: F-004 says wait.
        partnerStatus = cachedToday.complete ? .done : .waiting
        if let garden = environment.cache.load(Components.Schemas.Garden.self, .garden) {
            gardenFlowers = garden.items.map(FlowerDisplay.init)
        }
        isShowingCachedState = true
        phase = .loaded
    }

    private func apply(_ today: Components.Schemas.Today, partnerName: String?) {
        flower = FlowerDisplay(today.flower)
        partnerStatus = PartnerStatus(today.partner)
        self.partnerName = partnerName
        streak = today.streak.current
        bestStreak = today.streak.best
        freezes = today.streak.freezes
        daysToNextFreeze = today.streak.daysToNextFreeze
        dayNumber = today.dayNumber
        date = today.date
        myPartDone = today.me.done
        isDayComplete = today.complete
    }

    private func clear() {
        flower = nil
        partnerStatus = .waiting
        partnerName = nil
        streak = 0
        freezes = 0
        gardenFlowers = []
        isShowingCachedState = false
    }
}
