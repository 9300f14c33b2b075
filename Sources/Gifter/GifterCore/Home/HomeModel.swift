import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// Home (§4): the greeting by the phone's time of day (or the first-day line), the curated
/// collections, occasions coming up, recommendations for the person's own wishlists, and "Find
/// something for…". Opens from the last Home seen (offline too) and refreshes; never stuck loading:
/// every request is bounded, and a failure shows the spec's error copy with Retry.
@MainActor @Observable
public final class HomeModel {
    public enum Phase: Equatable, Sendable {
        case loading
        case loaded
        case failed(LoadFailure)
    }

    public typealias Home = Components.Schemas.Home

    public static var curatingSub: String { GifterCopy[.homeSub] }
    public static var firstDaySub: String { GifterCopy[.homeFirstDay] }
    public static var upcomingHeader: String { GifterCopy[.homeUpcomingHeader] }
    public static var upcomingMicrocopy: String { GifterCopy[.homeUpcomingMicrocopy] }
    public static var recommendedHeader: String { GifterCopy[.homeRecommendedHeader] }
    public static var findTitle: String { GifterCopy[.homeFindTitle] }
    public static var findSubtext: String { GifterCopy[.homeFindSubtext] }

    public private(set) var phase = Phase.loading
    public private(set) var home: Home?
    /// Shown from the phone's copy because the server could not be reached.
    public private(set) var isShowingCachedHome = false

    private let api: any APIProtocol
    private let store: GifterStore
    private let calendar: Calendar
    private let now: @Sendable () -> Date

    /// `calendar` carries the phone's time zone.
    public init(client: GifterClient, store: GifterStore, calendar: Calendar = .autoupdatingCurrent, now: @escaping @Sendable () -> Date = { Date() }) {
        api = client.api
        self.store = store
        self.calendar = calendar
        self.now = now
        if let cached = store.snapshots.load(Home.self, GifterCacheKey.home) {
            home = cached
            phase = .loaded
        }
    }

    /// "Good evening, Mia." by the phone's clock now.
    public var greetingLine: String {
        GreetingTime(now(), calendar: calendar).line(firstName: home?.greeting.firstName ?? "")
    }

    /// Over a Home shown from the phone's copy.
    public var offlineLine: String? { isShowingCachedHome ? GifterCopy[.homeOffline] : nil }

    public var greetingSub: String { home?.greeting.firstDay == true ? Self.firstDaySub : Self.curatingSub }

    /// Said where the recommendations would be while no shop is connected (nothing to recommend yet).
    public var catalogEmptyLine: String? { home?.catalogEmpty == true ? GifterCopy[.homeCatalogEmpty] : nil }

    /// A chip's name line: "Mia · Sister" (just the name for one's own dates).
    public static func chipName(_ occasion: Components.Schemas.Occasion) -> String { nameLine(occasion.person) }

    /// "Mia · Sister", or the name alone (one's own dates, a person without a relationship).
    public static func nameLine(_ person: Components.Schemas.PersonSummary) -> String {
        guard let relationship = person.relationship, !relationship.isEmpty else { return person.name }
        return GifterCopy.format(.homeChip, .text(person.name), .text(relationship))
    }

    public func load() async {
        if home == nil { phase = .loading }
        do {
            let fresh = try await api.getHome().ok.body.json
            home = fresh
            isShowingCachedHome = false
            try? store.snapshots.save(fresh, as: GifterCacheKey.home)
            phase = .loaded
        } catch {
            if home != nil {
                isShowingCachedHome = true
                phase = .loaded
            } else {
                phase = .failed(LoadFailure(error))
            }
        }
    }
}
