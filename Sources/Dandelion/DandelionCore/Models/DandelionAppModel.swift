import Foundation
import Observation
import SiteLinks

/// The whole app minus its pixels: builds the shared store and one model per screen, and handles the
/// app's lifecycle (a session per visit; the page kept in memory through a short trip to the background,
/// emptied after a longer one and on termination).
@MainActor
@Observable
public final class DandelionAppModel {
    public let store: DandelionStore
    public let writing: WritingModel
    public let release: ReleaseModel
    public let prompts: PromptsModel
    public let settings: SettingsModel
    public let premium: PremiumModel
    /// A sheet (prompts, settings) covers the page: the microphone waits until the page is back in front.
    public var isSheetPresented = false {
        didSet { writing.isActive = inForeground && !isSheetPresented }
    }
    /// Returning from Control Center or a call banner is not a new session; coming back from the background is.
    @ObservationIgnored private var inSession = false
    @ObservationIgnored private var inForeground = false

    /// Time that keeps running while the phone sleeps, so a night in the background counts in full.
    /// `ContinuousClock` (Darwin's continuous time; CLOCK_BOOTTIME on Linux) since this process began.
    nonisolated public static let continuousTime: @Sendable () -> Duration = { ContinuousClock.now - processStart }
    nonisolated private static let processStart = ContinuousClock.now

    public init(
        storage: any KeyValueStore, storeClient: any StoreClient, seed: UInt64 = .random(in: .min ... .max),
        calendar: Calendar = .current, region: String? = Locale.current.region?.identifier, site: AppSiteLinks? = nil,
        now: @escaping @Sendable () -> Date = Date.init, awakeTime: @escaping @Sendable () -> Duration = continuousTime
    ) {
        store = DandelionStore(storage: storage, seed: seed, now: now)
        prompts = PromptsModel(store: store, calendar: calendar)
        writing = WritingModel(store: store, prompts: prompts, awakeTime: awakeTime)
        release = ReleaseModel(store: store, messages: .shipped(seed: seed ^ 0xA5A5), seed: seed)
        settings = SettingsModel(store: store, region: region, site: site)
        premium = PremiumModel(store: store, client: storeClient)
    }

    /// The app became active: a session begins, unless this one never left the foreground.
    public func sceneDidBecomeActive() {
        if !inSession { store.recordSession() }
        inSession = true
        inForeground = true
        writing.sceneDidBecomeActive()
        writing.isActive = !isSheetPresented
    }

    /// The app is about to leave the foreground (or be covered): hide the page, keep the words.
    public func sceneWillResignActive() {
        inForeground = false
        writing.sceneWillResignActive()
    }

    /// The app went to the background: a release under way ends, and the words wait, covered, for as
    /// long as `Preferences.pageKeeping` allows.
    public func sceneDidEnterBackground() {
        inSession = false
        inForeground = false
        writing.sceneDidEnterBackground()
        release.finish()
    }

    /// The app is about to be terminated.
    public func appWillTerminate() {
        writing.appWillTerminate()
        release.finish()
    }
}
