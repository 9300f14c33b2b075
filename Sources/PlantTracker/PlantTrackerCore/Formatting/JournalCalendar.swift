import Foundation

/// The person's calendar, time zone and locale, and how the journal writes dates with them. Screen
/// models take one so tests can put the person anywhere in the world.
public struct JournalCalendar: Sendable {
    public var calendar: Calendar
    public var locale: Locale

    public init(calendar: Calendar = .autoupdatingCurrent, locale: Locale = .autoupdatingCurrent) {
        self.calendar = calendar
        self.locale = locale
    }

    /// A calendar fixed in one place: for tests and previews.
    public init(timeZone: TimeZone, locale: Locale = Locale(identifier: "en_US")) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.init(calendar: calendar, locale: locale)
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
        "Photo of \(plantName), \(dayText(takenAt))"
    }

    /// "3 months apart", "Same day": how far apart two photos are, in whole calendar days or more.
    public func intervalText(from earlier: Date, to later: Date) -> String {
        let (first, second) = earlier <= later ? (earlier, later) : (later, earlier)
        guard let age = PlantAge.text(from: first, to: second, calendar: calendar), age != "First day" else { return "Same day" }
        return "\(age) apart"
    }
}
