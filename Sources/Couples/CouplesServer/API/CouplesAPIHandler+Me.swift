import CouplesAPI
import Foundation
import Identity
import ServerKit

/// The caller's settings: time zone and daily reminder.
extension CouplesAPIHandler {
    /// When reminders are turned on without a time: early evening, when a day's photo is likely taken.
    static let defaultReminderMinute = 20 * 60

    func getMe(_ input: Operations.GetMe.Input) async throws -> Operations.GetMe.Output {
        .ok(.init(body: .json(try await person(try await identity.accounts.account(try caller)))))
    }

    func updateSettings(_ input: Operations.UpdateSettings.Input) async throws -> Operations.UpdateSettings.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let me = try caller
        var changes = PeopleDirectory.Changes()
        var issues: [FieldIssue] = []
        if let zone = body.timeZone {
            if let timeZone = TimeZone(identifier: zone) { changes.timeZone = timeZone } else {
                issues.append(.init(field: "timeZone", detail: "must be an IANA time zone such as Europe/Paris"))
            }
        }
        var minute: Int?
        if let time = body.reminderTime {
            if let parsed = Self.minuteOfDay(time) { minute = parsed } else {
                issues.append(.init(field: "reminderTime", detail: "must be a time of day, HH:MM"))
            }
        }
        guard issues.isEmpty else { throw Problem.validation(issues) }
        switch (body.reminders, minute) {
        case (false?, _): changes.reminderMinute = .some(nil)
        case (_, let minute?): changes.reminderMinute = minute
        case (true?, nil):
            let current = try await game.people.person(me).reminder_minute
            changes.reminderMinute = current ?? Self.defaultReminderMinute
        case (nil, nil): break
        }
        _ = try await game.people.update(me, changes)
        return .ok(.init(body: .json(try await person(try await identity.accounts.account(me)))))
    }

    /// `HH:MM` as minutes after midnight.
    static func minuteOfDay(_ text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }
}
