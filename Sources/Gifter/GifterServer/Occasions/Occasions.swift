import Foundation
import ServerKit
import SQLKit

/// Occasions you keep, for the people you buy for and for yourself, with each one's next reminder.
struct Occasions: Sendable {
    let database: Database
    let wallClock: any WallClock

    struct Occasion: Sendable {
        let id: UUID
        let ownerID: UUID
        let person: PersonRef
        var kind: OccasionKind
        var customTitle: String?
        var date: OccasionDate
        let createdAt: Date

        /// "Birthday", or the title you gave it.
        var title: String { customTitle ?? kind.title }
    }

    /// The owner's reminder settings, which every reminder time depends on.
    struct ReminderSettings: Sendable {
        let timeZone: TimeZone
        let weekBefore: Bool
        let onTheDay: Bool
    }

    func list(owner: UUID, person: PersonRef? = nil) async throws -> [Occasion] {
        let rows = try await database.sql.raw("SELECT * FROM occasions WHERE owner_id = \(bind: owner) ORDER BY created_at, id")
            .all(decoding: Row.self).compactMap(\.occasion)
        guard let person else { return rows }
        return rows.filter { $0.person == person }
    }

    func find(_ id: UUID, owner: UUID) async throws -> Occasion? {
        try await database.sql.raw("SELECT * FROM occasions WHERE id = \(bind: id) AND owner_id = \(bind: owner)")
            .first(decoding: Row.self)?.occasion
    }

    func create(owner: UUID, person: PersonRef, kind: OccasionKind, title: String?, date: OccasionDate, settings: ReminderSettings) async throws -> Occasion {
        let occasion = Occasion(id: UUID(), ownerID: owner, person: person, kind: kind, customTitle: title, date: date, createdAt: wallClock.now())
        let due = plan(occasion.date, settings)
        try await database.sql.raw("""
            INSERT INTO occasions (id, owner_id, person, kind, custom_title, year, month, day, recurring, created_at, next_reminder_us, next_reminder_kind)
            VALUES (\(bind: occasion.id), \(bind: owner), \(bind: person.description), \(bind: kind.rawValue), \(bind: title),
                    \(bind: date.date.year), \(bind: date.date.month), \(bind: date.date.day), \(bind: date.recurring), \(bind: occasion.createdAt),
                    \(bind: due.map { ReminderPlan.microseconds($0.at) }), \(bind: due?.kind.rawValue))
            """).run()
        return occasion
    }

    func save(_ occasion: Occasion, settings: ReminderSettings) async throws {
        let due = plan(occasion.date, settings)
        try await database.sql.raw("""
            UPDATE occasions SET kind = \(bind: occasion.kind.rawValue), custom_title = \(bind: occasion.customTitle),
                year = \(bind: occasion.date.date.year), month = \(bind: occasion.date.date.month), day = \(bind: occasion.date.date.day),
                recurring = \(bind: occasion.date.recurring),
                next_reminder_us = \(bind: due.map { ReminderPlan.microseconds($0.at) }), next_reminder_kind = \(bind: due?.kind.rawValue)
            WHERE id = \(bind: occasion.id) AND owner_id = \(bind: occasion.ownerID)
            """).run()
    }

    func delete(_ id: UUID, owner: UUID) async throws -> Bool {
        try await database.sql.raw("DELETE FROM occasions WHERE id = \(bind: id) AND owner_id = \(bind: owner) RETURNING id").all().count == 1
    }

    /// Plans every reminder of `owner` again (their time zone or toggles changed).
    func replan(owner: UUID, settings: ReminderSettings, _ db: any SQLDatabase) async throws {
        let occasions = try await db.raw("SELECT * FROM occasions WHERE owner_id = \(bind: owner)").all(decoding: Row.self).compactMap(\.occasion)
        for occasion in occasions {
            let due = plan(occasion.date, settings)
            try await db.raw("""
                UPDATE occasions SET next_reminder_us = \(bind: due.map { ReminderPlan.microseconds($0.at) }), next_reminder_kind = \(bind: due?.kind.rawValue)
                WHERE id = \(bind: occasion.id)
                """).run()
        }
    }

    private func plan(_ date: OccasionDate, _ settings: ReminderSettings) -> ReminderPlan.Due? {
        ReminderPlan.next(after: wallClock.now(), date: date, timeZone: settings.timeZone, weekBefore: settings.weekBefore, onTheDay: settings.onTheDay)
    }

    struct Row: Decodable {
        let id: UUID
        let owner_id: UUID
        let person: String
        let kind: String
        let custom_title: String?
        let year: Int
        let month: Int
        let day: Int
        let recurring: Bool
        let created_at: Date

        var occasion: Occasion? {
            guard let person = PersonRef(person), let kind = OccasionKind(rawValue: kind), let day = CalendarDay(year: year, month: month, day: day) else {
                return nil
            }
            return Occasion(
                id: id, ownerID: owner_id, person: person, kind: kind, customTitle: custom_title, date: OccasionDate(date: day, recurring: recurring),
                createdAt: created_at
            )
        }
    }
}
