import Foundation

/// When a daily reminder set for a local time of day next rings.
enum ReminderTime {
    /// The first instant after `instant` at which a clock in `zone` shows `minute` (minutes after
    /// midnight). On a day daylight saving skips that time, it rings at the first time after the gap.
    static func next(after instant: Date, minute: Int, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let wanted = DateComponents(hour: minute / 60, minute: minute % 60, second: 0)
        return calendar.nextDate(after: instant, matching: wanted, matchingPolicy: .nextTime, repeatedTimePolicy: .first, direction: .forward)
            ?? instant.addingTimeInterval(86_400)
    }
}
