import ClientKit
import Foundation
import GifterAPI
import GifterCore
import NIOConcurrencyHelpers
import ServerKit
import ServerKitTestSupport
import Testing

/// Occasion reminders from the phone when push is off (§10's toggles, §13's words).
@Suite("Gifter local reminders")
@MainActor
struct RemindersTests {
    @Test("planned at 09:00 in the phone's time zone a week before and on the day, in §13's words, future ones only, soonest first")
    func planner() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/London"))
        let planner = LocalReminderPlanner(calendar: calendar)
        let mia = occasion(id: "A", name: "Mia", person: "profile:x", next: "2026-12-20")
        let mine = occasion(id: "B", name: "You", person: "self", next: "2026-12-02", kind: .anniversary, title: "Anniversary")
        let custom = occasion(id: "C", name: "James", person: "profile:y", next: "2027-01-10", kind: .custom, title: "James’s graduation party")
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 12)))
        let plan = planner.plan([mia, mine, custom], settings: .init(weekBefore: true, onTheDay: true), now: now)
        // Your anniversary's week-before (25 Nov 09:00) has passed; everything else is ahead.
        #expect(plan.map(\.id) == [
            "occasion-B-onTheDay-2026-12-02", "occasion-A-weekBefore-2026-12-20", "occasion-A-onTheDay-2026-12-20",
            "occasion-C-weekBefore-2027-01-10", "occasion-C-onTheDay-2027-01-10",
        ])
        let fire = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: plan[1].fireDate)
        #expect(fire == DateComponents(year: 2026, month: 12, day: 13, hour: 9, minute: 0))
        #expect(plan[1].body == "Mia’s birthday is in 7 days. Want me to line up a few last-minute ideas?")
        #expect(plan[0].body == "Your anniversary is today. Want me to line up a few last-minute ideas?")
        #expect(plan[3].body == "James’s graduation party is in 7 days. Want me to line up a few last-minute ideas?")
        #expect(plan[1].title == "Gifter" && plan[1].userInfo == ["occasion": "A"])

        let onlyTheDay = planner.plan([mia], settings: .init(weekBefore: false, onTheDay: true), now: now)
        #expect(onlyTheDay.map(\.kind) == [.onTheDay])
        let many = (0..<100).map { occasion(id: "\($0)", name: "P\($0)", person: "profile:\($0)", next: "2027-0\($0 % 9 + 1)-15") }
        #expect(planner.plan(many, settings: .init(weekBefore: true, onTheDay: true), now: now).count == LocalReminderPlanner.limit)
        #expect(LocalReminderPlanner.subject(occasion(id: "D", name: "Chris’", person: "profile:z", next: "2027-01-01")) == "Chris’s birthday")
    }

    @Test("push off: the phone schedules them; a toggle turned off removes its reminders; push on removes them all", arguments: TestDatabases.backends)
    func scheduling(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Ada")
            let james = try await client.api.createProfile(body: .json(.init(name: "James", relationship: .brother))).created.body.json
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = try #require(TimeZone(identifier: "UTC"))
            let soon = utc.dateComponents([.month, .day], from: Date().addingTimeInterval(20 * 86_400))
            _ = try await client.api.createOccasion(body: .json(.init(
                person: try #require(james.person), kind: .birthday, date: String(format: "1994-%02d-%02d", soon.month!, soon.day!)
            ))).created
            let center = NotificationCenterStandIn()
            let push = NIOLockedValueBox(false)
            let reminders = LocalReminders(client: client, center: center, planner: LocalReminderPlanner(calendar: utc), pushIsOn: { push.withLockedValue { $0 } })
            let environment = try world.environment(client, reminders: reminders)

            await reminders.reschedule()
            #expect(center.pending.map(\.kind) == [.weekBefore, .onTheDay])
            #expect(center.pending.first?.body == "James’s birthday is in 7 days. Want me to line up a few last-minute ideas?")
            await reminders.reschedule()
            #expect(center.pending.count == 2)

            let you = YouModel(client: client, sync: environment.sync, reminders: reminders, siteURL: environment.siteURL)
            await you.load()
            await you.setWeekBefore(false)
            #expect(center.pending.map(\.kind) == [.onTheDay])

            push.withLockedValue { $0 = true }
            await reminders.reschedule()
            #expect(center.pending.isEmpty)
            push.withLockedValue { $0 = false }
            center.authorized = false
            await reminders.reschedule()
            #expect(center.pending.isEmpty)
        }
    }

    @Test("the app: the phone's time zone reaches the server; a push token registers the device and the phone's own reminders stand aside; signing out unregisters it and leaves no reminders", arguments: TestDatabases.backends)
    func appPush(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let tokens = InMemoryTokenStore()
            let setup = world.client(tokens: tokens)
            _ = try await setup.devSignIn(name: "Ada")
            _ = try await setup.api.putTasteAnswers(body: .json(.init(answers: []))).ok
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = try #require(TimeZone(identifier: "UTC"))
            let soon = utc.dateComponents([.month, .day], from: Date().addingTimeInterval(20 * 86_400))
            _ = try await setup.api.createOccasion(body: .json(.init(person: "self", kind: .birthday, date: String(format: "1990-%02d-%02d", soon.month!, soon.day!)))).created

            let client = world.client(tokens: tokens)
            let center = NotificationCenterStandIn()
            let push = PushDevice()
            let reminders = LocalReminders(client: client, center: center, planner: LocalReminderPlanner(calendar: utc), pushIsOn: { await push.isRegistered })
            let environment = GifterEnvironment(client: client, store: try GifterStore.inMemory(), push: push, reminders: reminders, siteURL: URL(string: "https://gifter.example")!)
            let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
            let app = GifterAppModel(environment: environment, sleep: GifterWorld.patientSplash, timeZone: { tokyo })
            await app.start()
            #expect(app.route == .main && app.user?.timeZone == "Asia/Tokyo")
            #expect(try await client.api.getUser().ok.body.json.timeZone == "Asia/Tokyo")
            #expect(center.pending.count == 2)

            // Signing out (push off): the phone's own reminders go with the person.
            await app.signOut()
            try await waitUntil { app.route == .welcome }
            await reminders.reschedule()
            #expect(center.pending.isEmpty)

            app.authenticated(as: try await client.devSignIn(name: "Ada"))
            await reminders.reschedule()
            #expect(center.pending.count == 2)
            await app.didReceivePushToken(Data(repeating: 0xAB, count: 32), development: true)
            #expect(await push.token == String(repeating: "ab", count: 32))
            #expect(center.pending.isEmpty)
            await app.signOut()
            #expect(await push.token == nil)
        }
    }

    private func occasion(
        id: String, name: String, person: String, next: String, kind: Components.Schemas.OccasionKind = .birthday, title: String = "Birthday"
    ) -> Components.Schemas.Occasion {
        Components.Schemas.Occasion(
            id: id, person: .init(person: person, name: name, initials: String(name.prefix(1))), kind: kind, title: title, date: next,
            recurring: true, nextDate: next, status: .planGift, group: .later
        )
    }
}
