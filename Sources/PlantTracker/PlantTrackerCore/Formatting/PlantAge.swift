import Foundation

/// How old a plant was on a day, counted in calendar days in the person's time zone (never in blocks
/// of 86,400 s): "First day", "12 days", "5 weeks", "4 months", "1 year 3 months".
public enum PlantAge {
    /// nil when `date` is before `start` (a photo from before the plant was planted).
    public static func text(from start: Date, to date: Date, calendar: Calendar) -> String? {
        let first = calendar.startOfDay(for: start)
        let day = calendar.startOfDay(for: date)
        guard let days = calendar.dateComponents([.day], from: first, to: day).day, days >= 0 else { return nil }
        switch days {
        case 0: return "First day"
        case ..<14: return count(days, "day")
        case ..<56: return count(days / 7, "week")
        default:
            let parts = calendar.dateComponents([.year, .month], from: first, to: day)
            let years = parts.year ?? 0
            let months = parts.month ?? 0
            if years == 0 { return count(months, "month") }
            return months == 0 ? count(years, "year") : "\(count(years, "year")) \(count(months, "month"))"
        }
    }

    /// Where a plant's age counts from: the day it was planted or came home if known, else its first
    /// photo or the day it was added, whichever is earlier.
    public static func start(of plant: Plant, firstPhoto: Date?) -> Date {
        plant.startedAt ?? min(firstPhoto ?? plant.createdAt, plant.createdAt)
    }

    /// "1 photo", "3 photos": English plurals for the journal's regular nouns.
    public static func count(_ value: Int, _ unit: String) -> String {
        "\(value) \(unit)\(value == 1 ? "" : "s")"
    }
}
