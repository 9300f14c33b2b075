import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// The Occasions tab (§6.1): This month and Later, each row "Name · Relationship" over "Occasion ·
/// Date" with its Plan gift / In progress pill. Opens from the phone's copy (offline too) and refreshes.
@MainActor @Observable
public final class OccasionsModel {
    public typealias Occasion = Components.Schemas.Occasion

    public static var header: String { GifterCopy[.occasionsHeader] }
    public static var subtext: String { GifterCopy[.occasionsSubtext] }
    public static var thisMonthTitle: String { GifterCopy[.occasionsThisMonth] }
    public static var laterTitle: String { GifterCopy[.occasionsLater] }

    public private(set) var thisMonth: [Occasion] = []
    public private(set) var later: [Occasion] = []
    public private(set) var failure: LoadFailure?
    public private(set) var isShowingCachedList = false
    /// Whether the server has answered (or failed) once: an empty list is not called empty before.
    public private(set) var hasAnswered = false

    private let api: any APIProtocol
    private let store: GifterStore

    public init(client: GifterClient, store: GifterStore) {
        api = client.api
        self.store = store
        if let cached = store.snapshots.load(Components.Schemas.OccasionList.self, GifterCacheKey.occasions) {
            thisMonth = cached.thisMonth
            later = cached.later
        }
    }

    public var isEmpty: Bool { thisMonth.isEmpty && later.isEmpty }

    /// The empty tab's invitation (not while a failure is shown instead).
    public var emptyLine: String? { hasAnswered && isEmpty && failure == nil ? GifterCopy[.occasionsEmpty] : nil }

    /// Over a list shown from the phone's copy.
    public var offlineLine: String? { isShowingCachedList ? GifterCopy[.homeOffline] : nil }

    public func load() async {
        defer { hasAnswered = true }
        do {
            let list = try await api.listOccasions().ok.body.json
            thisMonth = list.thisMonth
            later = list.later
            try? store.snapshots.save(list, as: GifterCacheKey.occasions)
            failure = nil
            isShowingCachedList = false
        } catch {
            failure = LoadFailure(error)
            isShowingCachedList = !isEmpty
        }
    }

    /// "Mia · Sister", or the name alone for one's own dates.
    public static func nameLine(_ occasion: Occasion) -> String { HomeModel.chipName(occasion) }

    /// "Birthday · 19 August" (the date in the phone's locale, without a year: it comes round again).
    public static func occasionLine(_ occasion: Occasion, locale: Locale = .autoupdatingCurrent) -> String {
        guard let date = DayDate.date(occasion.nextDate ?? occasion.date) else { return occasion.title }
        var style = Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, timeZone: DayDate.utc).month(.wide).day()
        style.timeZone = DayDate.utc
        return GifterCopy.format(.occasionsRow, .text(occasion.title), .text(date.formatted(style)))
    }

    /// The pill: "Plan gift", or "In progress" once an idea is saved for it.
    public static func pill(_ occasion: Occasion) -> String {
        GifterCopy[occasion.status == .inProgress ? .occasionsInProgress : .occasionsPlanGift]
    }
}

/// The API's calendar dates (`YYYY-MM-DD`) as dates at midnight UTC, for formatting only.
enum DayDate {
    static let utc = TimeZone(identifier: "UTC")!

    static func date(_ text: String) -> Date? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    }
}
