import Foundation
import ServerKit
import SQLKit

/// Each person's game settings: their time zone and their optional daily reminder.
struct PeopleDirectory: Sendable {
    let database: Database
    let wallClock: any WallClock

    struct Person: Decodable, Sendable, Equatable {
        let account_id: UUID
        let time_zone: String
        /// Minutes after local midnight; nil while reminders are off.
        let reminder_minute: Int?

        var timeZone: TimeZone { TimeZone(identifier: time_zone) ?? .gmt }
    }

    /// Until the app sends the phone's zone, a person's day is UTC's.
    static let defaultTimeZone = "UTC"

    /// The person's row, made on first sight (sign-in).
    func person(_ account: UUID) async throws -> Person {
        let now = TimestampKey.micros(of: wallClock.now())
        try await database.sql.raw("""
            INSERT INTO people (account_id, time_zone, created_us) VALUES (\(bind: account), \(bind: Self.defaultTimeZone), \(bind: now))
            ON CONFLICT (account_id) DO NOTHING
            """).run()
        return try await database.sql.raw("""
            SELECT account_id, time_zone, reminder_minute FROM people WHERE account_id = \(bind: account)
            """).first(decoding: Person.self)!
    }

    struct Changes: Sendable {
        var timeZone: TimeZone?
        /// `.some(nil)` turns reminders off.
        var reminderMinute: Int??
    }

    /// Applies the changes together, and schedules the next reminder for the new time and zone.
    func update(_ account: UUID, _ changes: Changes) async throws -> Person {
        var current = try await person(account)
        let zone = changes.timeZone?.identifier ?? current.time_zone
        let minute = changes.reminderMinute ?? current.reminder_minute
        let next = minute.map {
            TimestampKey.micros(of: ReminderTime.next(after: wallClock.now(), minute: $0, in: TimeZone(identifier: zone) ?? .gmt))
        }
        try await database.sql.raw("""
            UPDATE people SET time_zone = \(bind: zone), reminder_minute = \(bind: minute), next_reminder_us = \(bind: next)
            WHERE account_id = \(bind: account)
            """).run()
        current = Person(account_id: account, time_zone: zone, reminder_minute: minute)
        return current
    }
}
