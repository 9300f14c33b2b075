import Foundation
import ServerKit

/// When an occasion's next reminder is due: "a week before" and "on the day", each at 9:00 in the
/// owner's time zone, as the owner's toggles allow.
enum ReminderPlan {
    enum Kind: String, Sendable {
        case weekBefore, onTheDay

        /// Days from the reminder to the occasion.
        var daysAhead: Int { self == .weekBefore ? 7 : 0 }
    }

    static let hour = 9

    struct Due: Sendable, Equatable {
        let at: Date
        let kind: Kind
        /// The date of the occasion it is for.
        let occasion: CalendarDay
    }

    /// The first reminder strictly after `instant`; nil when none will come (both toggles off, or a
    /// one-off occasion whose reminders have passed).
    static func next(after instant: Date, date: OccasionDate, timeZone: TimeZone, weekBefore: Bool, onTheDay: Bool) -> Due? {
        let kinds = [weekBefore ? Kind.weekBefore : nil, onTheDay ? Kind.onTheDay : nil].compactMap { $0 }
        guard !kinds.isEmpty else { return nil }
        let today = CalendarDay(instant, in: timeZone)
        var best: Due?
        for occurrence in date.occurrences(from: today) {
            for kind in kinds {
                let at = occurrence.adding(days: -kind.daysAhead).instant(hour: hour, in: timeZone)
                guard at > instant else { continue }
                if best == nil || at < best!.at { best = Due(at: at, kind: kind, occasion: occurrence) }
            }
        }
        return best
    }

    static func microseconds(_ date: Date) -> Int64 { TimestampKey.micros(of: date) }
    static func date(microseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(microseconds) / 1_000_000) }
}
