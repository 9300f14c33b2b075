import Foundation

/// The headings the Catalog tab groups search history under, by the device's calendar day.
public enum HistorySection: String, Sendable, CaseIterable {
    case today = "Today"
    case yesterday = "Yesterday"
    /// Two to six calendar days ago.
    case thisWeek = "This Week"
    case earlier = "Earlier"

    /// Where something done at `date` belongs when it is `now` in `calendar`'s time zone. Counted in
    /// calendar days, never in multiples of 86,400 s: across a daylight-saving change a day lasts 23 or
    /// 25 hours, and just after midnight something from a minute ago is yesterday's.
    public static func of(_ date: Date, now: Date, calendar: Calendar) -> HistorySection {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day ?? 0
        switch days {
        case ...0: return .today
        case 1: return .yesterday
        case 2...6: return .thisWeek
        default: return .earlier
        }
    }

    /// `items` (newest first) under their headings, in the order the headings come.
    public static func grouped<Item>(
        _ items: [Item], at date: (Item) -> Date, now: Date, calendar: Calendar
    ) -> [(section: HistorySection, items: [Item])] {
        var groups: [HistorySection: [Item]] = [:]
        for item in items { groups[of(date(item), now: now, calendar: calendar), default: []].append(item) }
        return allCases.compactMap { section in groups[section].map { (section, $0) } }
    }
}
