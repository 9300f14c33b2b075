import Foundation

/// 22:00–08:00 in the person's zone: a push that falls in it waits until 08:00 local.
enum QuietHours {
    static let startHour = 22
    static let endHour = 8

    /// When a push for an event at `now` may go out: `now`, or the next 08:00 in `zone`. Computed with
    /// the zone's calendar, so days of 23 or 25 hours still release at 08:00 on the clock.
    static func release(_ now: Date, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let hour = calendar.component(.hour, from: now)
        guard hour >= startHour || hour < endHour else { return now }
        return calendar.nextDate(after: now, matching: DateComponents(hour: endHour, minute: 0, second: 0), matchingPolicy: .nextTime) ?? now
    }
}
