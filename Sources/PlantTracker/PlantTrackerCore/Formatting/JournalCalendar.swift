import AppCopy
import Foundation

/// The person's calendar, time zone and locale, and how the journal writes dates with them. Screen
/// models take one so tests can put the person anywhere in the world.
public struct JournalCalendar: Sendable {
    public var calendar: Calendar
    /// What dates are written in: by default the book's locale, the catalog's language in the person's
    /// region, so German words come with German dates ("27. Apr. 2025"), never English words with them.
    public var locale: Locale
    /// The words around the dates ("Photo of …", "… apart").
    public var book: PlantTrackerCopy.Book

    public init(calendar: Calendar = .autoupdatingCurrent, locale: Locale? = nil, book: PlantTrackerCopy.Book = PlantTrackerCopy.book) {
        self.calendar = calendar
        self.locale = locale ?? book.locale
        self.book = book
    }

    /// A calendar fixed in one place: for tests and previews.
    public init(timeZone: TimeZone, locale: Locale = Locale(identifier: "en_US"), book: PlantTrackerCopy.Book = PlantTrackerCopy.book) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.init(calendar: calendar, locale: locale, book: book)
    }

    public var timeZone: TimeZone { calendar.timeZone }

    /// "Apr 27, 2025": a timeline entry's date, the day it was in the person's time zone.
    public func dayText(_ date: Date) -> String {
        var style = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
        style.capitalizationContext = .standalone
        return date.formatted(style)
    }

    /// "Apr 27, 2025 at 6:05 PM": the full-screen photo's date.
    public func dayAndTimeText(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, calendar: calendar, timeZone: calendar.timeZone))
    }

    /// "Photo of Monstera, Apr 27, 2025": what VoiceOver says for a photo.
    public func photoLabel(plantName: String, takenAt: Date) -> String {
        book.format(.photoLabel, .text(plantName), .text(dayText(takenAt)))
    }

    /// "3 months apart", "Same day": how far apart two photos are, in whole calendar days or more.
    public func intervalText(from earlier: Date, to later: Date) -> String {
        let (first, second) = earlier <= later ? (earlier, later) : (later, earlier)
        guard let age = PlantAge(from: first, to: second, calendar: calendar), age != .firstDay else { return book[.compareSameDay] }
        return book.format(.compareApart, .text(age.text(book)))
    }
}
