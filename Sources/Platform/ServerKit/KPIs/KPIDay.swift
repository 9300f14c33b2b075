import Foundation

/// A UTC calendar day as the KPI tables key it: `YYYY-MM-DD`, which sorts and compares as text.
public enum KPIDay {
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    public static func of(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    /// Midnight UTC starting the day of `date`.
    public static func start(of date: Date) -> Date {
        calendar.startOfDay(for: date)
    }

    /// The day `days` after (or, negative, before) the day of `date`.
    public static func adding(_ days: Int, to date: Date) -> Date {
        calendar.date(byAdding: .day, value: days, to: start(of: date))!
    }
}
