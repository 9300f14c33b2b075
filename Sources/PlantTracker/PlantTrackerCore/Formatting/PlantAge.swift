import AppCopy
import Foundation

/// How old a plant was on a day, counted in calendar days in the person's time zone (never in blocks
/// of 86,400 s): "First day", "12 days", "5 weeks", "4 months", "1 year 3 months"; in German "Erster Tag",
/// "12 Tage", "5 Wochen", "4 Monate", "1 Jahr 3 Monate" (each unit a plural of the catalog).
public enum PlantAge: Sendable, Equatable {
    case firstDay
    case days(Int)
    case weeks(Int)
    case months(Int)
    case years(Int, months: Int)

    /// nil when `date` is before `start` (a photo from before the plant was planted).
    public init?(from start: Date, to date: Date, calendar: Calendar) {
        let first = calendar.startOfDay(for: start)
        let day = calendar.startOfDay(for: date)
        guard let days = calendar.dateComponents([.day], from: first, to: day).day, days >= 0 else { return nil }
        switch days {
        case 0: self = .firstDay
        case ..<14: self = .days(days)
        case ..<56: self = .weeks(days / 7)
        default:
            let parts = calendar.dateComponents([.year, .month], from: first, to: day)
            let years = parts.year ?? 0
            let months = parts.month ?? 0
            self = years == 0 ? .months(months) : .years(years, months: months)
        }
    }

    /// The age in `book`'s words; nil when `date` is before `start`.
    public static func text(from start: Date, to date: Date, calendar: Calendar, book: PlantTrackerCopy.Book = PlantTrackerCopy.book) -> String? {
        PlantAge(from: start, to: date, calendar: calendar)?.text(book)
    }

    /// "5 weeks", "1 year 3 months": the years and the months are each a plural, joined as the language joins them.
    public func text(_ book: PlantTrackerCopy.Book = PlantTrackerCopy.book) -> String {
        switch self {
        case .firstDay: book[.ageFirstDay]
        case .days(let days): book.format(.ageDays, .number(days))
        case .weeks(let weeks): book.format(.ageWeeks, .number(weeks))
        case .months(let months): book.format(.ageMonths, .number(months))
        case .years(let years, months: 0): book.format(.ageYears, .number(years))
        case .years(let years, let months):
            book.format(.ageYearsAndMonths, .text(book.format(.ageYears, .number(years))), .text(book.format(.ageMonths, .number(months))))
        }
    }

    /// Where a plant's age counts from: the day it was planted or came home if known, else its first
    /// photo or the day it was added, whichever is earlier.
    public static func start(of plant: Plant, firstPhoto: Date?) -> Date {
        plant.startedAt ?? min(firstPhoto ?? plant.createdAt, plant.createdAt)
    }
}
