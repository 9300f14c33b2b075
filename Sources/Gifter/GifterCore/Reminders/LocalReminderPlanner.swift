import AppCopy
import Foundation
import GifterAPI

/// Plans the reminders of §10's two toggles on the phone, as the server's push would send them:
/// a week before and on the day, at 09:00 in the phone's time zone, in §13's words ("Mia’s birthday
/// is in 7 days. Want me to line up a few last-minute ideas?"). Only future ones, soonest first, and no
/// more than iOS keeps pending for an app (64).
public struct LocalReminderPlanner: Sendable {
    public static let limit = 64
    public static let hour = 9

    public let calendar: Calendar

    public init(calendar: Calendar = .autoupdatingCurrent) {
        self.calendar = calendar
    }

    public func plan(_ occasions: [Components.Schemas.Occasion], settings: Components.Schemas.ReminderSettings, now: Date) -> [LocalReminder] {
        var reminders: [LocalReminder] = []
        for occasion in occasions {
            guard let next = occasion.nextDate, let day = dayComponents(next) else { continue }
            if settings.weekBefore, let reminder = reminder(occasion, on: day, daysBefore: 7, kind: .weekBefore) { reminders.append(reminder) }
            if settings.onTheDay, let reminder = reminder(occasion, on: day, daysBefore: 0, kind: .onTheDay) { reminders.append(reminder) }
        }
        return Array(reminders.filter { $0.fireDate > now }.sorted { $0.fireDate < $1.fireDate }.prefix(Self.limit))
    }

    /// "Mia’s birthday", "Your anniversary", or a custom title as it is.
    public static func subject(_ occasion: Components.Schemas.Occasion) -> String {
        if occasion.kind == .custom { return occasion.title }
        let whose = occasion.person.person == "self" ? GifterCopy[.occasionYour] : Possessive.of(occasion.person.name)
        return GifterCopy.format(.reminderSubject, .text(whose), .text(occasion.title.lowercased()))
    }

    private func reminder(_ occasion: Components.Schemas.Occasion, on day: DateComponents, daysBefore: Int, kind: LocalReminder.Kind) -> LocalReminder? {
        var at = day
        at.hour = Self.hour
        guard let date = calendar.date(from: at), let fire = calendar.date(byAdding: .day, value: -daysBefore, to: date) else { return nil }
        let subject = Self.subject(occasion)
        let body = daysBefore == 0
            ? GifterCopy.format(.reminderToday, .text(subject))
            : GifterCopy.format(.reminderInDays, .text(subject), .number(daysBefore))
        return LocalReminder(
            id: "occasion-\(occasion.id)-\(kind.rawValue)-\(occasion.nextDate ?? "")", occasionID: occasion.id, kind: kind,
            fireDate: fire, title: GifterCopy[.reminderTitle], body: body
        )
    }

    private func dayComponents(_ text: String) -> DateComponents? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return DateComponents(calendar: calendar, timeZone: calendar.timeZone, year: parts[0], month: parts[1], day: parts[2])
    }
}
