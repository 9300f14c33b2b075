import Foundation
import ServerKit
import SQLKit

/// `greenhouse seed --demo` for Gifter: eight invented friends of the dev account Alice, each with
/// their quiz answers, a wishlist of what the concierge would pick for them from the loaded catalog,
/// a birthday (and some another date) Alice keeps in the coming weeks, and two people whose friend
/// requests wait for her. Every one of them is marked in `demo_accounts`; nobody can sign in as them.
struct GifterDemo: Sendable {
    let service: GifterService

    static let about = "An invented person in Gifter's demo data."

    /// Writes the plan for `seed` in one transaction; a second run finds the demo there and does nothing.
    func seed(_ seed: UInt64, progress: @escaping @Sendable (String) -> Void) async throws {
        if try await Self.isSeeded(service.database.sql) {
            progress("demo friends already there")
            return
        }
        let catalog = try await service.catalog.index()
        if catalog.offersNothing { progress("no catalog loaded (GIFTER_SAMPLE_CATALOG=on loads one): demo wishlists left empty") }
        let quiz = service.quiz, rules = service.neverGiftRules, concierge = service.builtIn
        let plan = GifterDemoPlan(seed: seed) { persona in
            let taste = TasteProfile(answers: TasteAnswers(persona.answers), quiz: quiz)
            var request = RecommendationRequest(subject: .friend(name: persona.displayName), taste: taste)
            request.neverGift = taste.neverGift.map(rules.entry)
            request.limit = 12
            return concierge.rank(request, in: catalog).items.map { ($0.product.id, $0.product.tags) }
        }
        let now = service.wallClock.now()
        let requests = try await service.database.transaction { db -> Int? in
            // Checked again under the write: two seeds at once write one demo.
            if try await Self.isSeeded(db) { return nil }
            let alice = try await DemoDevAccount.findOrCreate(now: now, db)
            let settings = try await aliceSettings(alice.id, db)
            let writer = GifterDemoWriter(db: db, now: now, alice: alice, settings: settings, seed: seed)
            for person in plan.people { try await writer.write(person) }
            // Without a username (an account she made before the demo) nobody can address her a request.
            return alice.requestKey == nil ? 0 : plan.people.filter { $0.role == .requester }.count
        }
        guard let requests else { return progress("demo friends already there") }
        let friends = plan.people.filter { $0.role == .friend }
        progress(
            "demo: \(friends.count) friends of \(DemoDevAccount.name) with \(friends.map(\.wishes.count).reduce(0, +)) wishes, "
                + "\(requests) friend requests waiting for her"
        )
    }

    /// Alice's reminder settings as the app would plan with them; the defaults a new member gets when she
    /// has no row yet (her row is made on her first request, not by the demo).
    private func aliceSettings(_ id: UUID, _ db: any SQLDatabase) async throws -> Occasions.ReminderSettings {
        guard let member = try await service.members.find(id, db) else {
            return Occasions.ReminderSettings(timeZone: .gmt, weekBefore: true, onTheDay: true)
        }
        return Occasions.ReminderSettings(
            timeZone: TimeZone(identifier: member.timeZone) ?? .gmt, weekBefore: member.remindWeekBefore, onTheDay: member.remindOnDay
        )
    }

    static func isSeeded(_ db: any SQLDatabase) async throws -> Bool {
        try await db.raw("SELECT user_id FROM demo_accounts").first() != nil
    }
}
