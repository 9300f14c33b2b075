import Foundation

/// 22:00–08:00 on the person's own clock: a push that would arrive then waits until 08:00 there.
public enum QuietHours {
    public static let startHour = 22
    public static let endHour = 8

    /// When a push for something that happened at `now` may go out: `now`, or the next 08:00 in
    /// `zone`. Worked out on the zone's calendar, so on the days clocks change (23 or 25 hours) it is
    /// still 08:00 on the person's clock, and a zone whose local midnight is another UTC day (east or
    /// west of Greenwich) gets its own 08:00.
    public static func release(_ now: Date, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let hour = calendar.component(.hour, from: now)
        guard hour >= startHour || hour < endHour else { return now }
        return calendar.nextDate(after: now, matching: DateComponents(hour: endHour, minute: 0, second: 0), matchingPolicy: .nextTime) ?? now
    }
}
