import Foundation
import ServerKit
import SQLKit

/// Writes one planned demo person inside the demo's transaction: their account (no sign-in method, so
/// nobody can act as them) and its mark, their answers, lists and wishes, their own birthday, and
/// either a friendship with Alice and the dates she keeps for them, or a request waiting for her.
struct GifterDemoWriter: Sendable {
    let db: any SQLDatabase
    let now: Date
    let alice: DemoDevAccount
    let settings: Occasions.ReminderSettings
    let seed: UInt64

    func write(_ person: GifterDemoPlan.Person) async throws {
        let persona = DemoPersona.all[person.persona]
        let joined = now.addingTimeInterval(-Double(person.joinedDaysAgo) * 86_400)
        try await db.raw("""
            INSERT INTO users (id, username, username_key, display_name, display_name_key, about, created_at, last_login_at)
            VALUES (\(bind: person.id), \(bind: persona.username), \(bind: persona.username.lowercased()), \(bind: persona.displayName),
                    \(bind: SearchKey.of(persona.displayName)), \(bind: GifterDemo.about), \(bind: joined), \(bind: joined))
            """).run()
        try await db.raw("""
            INSERT INTO demo_accounts (user_id, role, seed) VALUES (\(bind: person.id), \(bind: person.role.rawValue), \(bind: Int64(bitPattern: seed)))
            """).run()
        try await db.raw("""
            INSERT INTO members (user_id, time_zone, remind_week_before, remind_on_day, taste_answers, taste_updated_at)
            VALUES (\(bind: person.id), \(bind: persona.timeZone), \(bind: true), \(bind: true),
                    \(bind: AnswersColumn.encode(TasteAnswers(persona.answers))), \(bind: joined))
            """).run()
        try await writeWishlists(person, joined: joined)
        let ownZone = TimeZone(identifier: persona.timeZone) ?? .gmt
        try await writeOccasion(person.birthday, id: person.birthday.ids[1], owner: person.id, person: .me, zone: ownZone)
        switch person.role {
        case .friend:
            for (user, friend) in [(alice.id, person.id), (person.id, alice.id)] {
                try await db.raw("""
                    INSERT INTO friendships (user_id, friend_id, since) VALUES (\(bind: user), \(bind: friend), \(bind: joined))
                    """).run()
            }
            try await writeOccasion(person.birthday, id: person.birthday.ids[0], owner: alice.id, person: .friend(person.id), zone: settings.timeZone)
            if let other = person.other {
                try await writeOccasion(other, id: other.ids[0], owner: alice.id, person: .friend(person.id), zone: settings.timeZone)
            }
        case .requester:
            // Addressed as someone would type it; without a username Alice cannot be asked.
            guard let key = alice.requestKey, let text = alice.requestText, let requestID = person.requestID else { return }
            try await db.raw("""
                INSERT INTO friend_requests (id, from_id, to_key, to_text, created_at)
                VALUES (\(bind: requestID), \(bind: person.id), \(bind: key), \(bind: text),
                        \(bind: now.addingTimeInterval(-Double(person.requestHoursAgo) * 3600)))
                """).run()
        }
    }

    private func writeWishlists(_ person: GifterDemoPlan.Person, joined: Date) async throws {
        for (offset, name) in Wishlists.builtIn.enumerated() {
            try await db.raw("""
                INSERT INTO wishlists (id, owner_id, name, name_key, built_in, created_at)
                VALUES (\(bind: person.listIDs[offset]), \(bind: person.id), \(bind: name), \(bind: name.lowercased()), \(bind: true),
                        \(bind: joined.addingTimeInterval(Double(offset) / 1000)))
                """).run()
        }
        for wish in person.wishes {
            try await db.raw("""
                INSERT INTO wishlist_items (owner_id, product_id, wishlist_id, added_at)
                VALUES (\(bind: person.id), \(bind: wish.productID), \(bind: person.listIDs[wish.list]),
                        \(bind: now.addingTimeInterval(-Double(wish.addedHoursAgo) * 3600)))
                """).run()
        }
    }

    /// `occasion` in `zone`'s calendar, `daysAhead` from today there, with its next reminder planned as
    /// `Occasions` plans it.
    private func writeOccasion(_ occasion: GifterDemoPlan.Occasion, id: UUID, owner: UUID, person: PersonRef, zone: TimeZone) async throws {
        let next = CalendarDay(now, in: zone).adding(days: occasion.daysAhead)
        // 29 February in a year that has none falls back to the date's own year.
        let first = occasion.firstYear.flatMap { CalendarDay(year: $0, month: next.month, day: next.day) } ?? next
        let date = OccasionDate(date: first, recurring: occasion.kind == .birthday || occasion.kind == .anniversary)
        let weekBefore = owner == alice.id ? settings.weekBefore : true
        let onTheDay = owner == alice.id ? settings.onTheDay : true
        let due = ReminderPlan.next(after: now, date: date, timeZone: zone, weekBefore: weekBefore, onTheDay: onTheDay)
        try await db.raw("""
            INSERT INTO occasions (id, owner_id, person, kind, custom_title, year, month, day, recurring, created_at, next_reminder_us, next_reminder_kind)
            VALUES (\(bind: id), \(bind: owner), \(bind: person.description), \(bind: occasion.kind.rawValue), NULL,
                    \(bind: first.year), \(bind: first.month), \(bind: first.day), \(bind: date.recurring), \(bind: now),
                    \(bind: due.map { ReminderPlan.microseconds($0.at) }), \(bind: due?.kind.rawValue))
            """).run()
    }
}
