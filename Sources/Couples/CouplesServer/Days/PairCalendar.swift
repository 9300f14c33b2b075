import CouplesAPI
import Foundation

/// When the pair's days begin and end, from the two partners' time zones.
///
/// The pair's date is the earlier of the partners' local dates: day D begins at the later of their
/// two local midnights, so neither partner's "today" ends before the other's began. Dates come
/// from `Calendar` in each IANA zone (daylight saving included), never from adding 86,400 seconds.
enum PairCalendar {
    /// The pair's date at `instant`.
    static func date(at instant: Date, zones: [TimeZone]) -> DayDate {
        zones.map { localDate(at: instant, in: $0) }.min()!
    }

    /// The instant the pair's `date` begins: the later of the local midnights.
    static func start(of date: DayDate, zones: [TimeZone]) -> Date {
        zones.map { midnight(of: date, in: $0) }.max()!
    }

    /// The calendar date a clock in `zone` shows at `instant`.
    static func localDate(at instant: Date, in zone: TimeZone) -> DayDate {
        let parts = calendar(zone).dateComponents([.year, .month, .day], from: instant)
        return DayDate(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// The first instant of `date` in `zone`. Found from the day's noon, so a zone whose clocks skip
    /// midnight for daylight saving still gets the day's true first moment.
    static func midnight(of date: DayDate, in zone: TimeZone) -> Date {
        let (year, month, day) = date.components
        let calendar = calendar(zone)
        let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
        return calendar.startOfDay(for: noon)
    }

    /// The minute of the day a clock in `zone` shows at `instant` (0–1439).
    static func minuteOfDay(at instant: Date, in zone: TimeZone) -> Int {
        let parts = calendar(zone).dateComponents([.hour, .minute], from: instant)
        return parts.hour! * 60 + parts.minute!
    }

    private static func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }
}
