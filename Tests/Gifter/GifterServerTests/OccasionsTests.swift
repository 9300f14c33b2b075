import Foundation
import GifterAPI
@testable import GifterServer
import Push
import PushTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// Occasion dates (29 February, time zones, daylight saving), the Occasions screen's grouping, and
/// reminders: at 9:00 local, in §13's words, exactly once however many schedulers run.
@Suite("Gifter occasions")
struct OccasionsTests {
    func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

    @Test("29 February falls on 28 February in other years, and on itself in leap years")
    func leapDay() {
        let birthday = OccasionDate(date: day("2004-02-29"), recurring: true)
        #expect(birthday.next(onOrAfter: day("2026-11-24")) == day("2027-02-28"))
        #expect(birthday.next(onOrAfter: day("2027-03-01")) == day("2028-02-29"))
        #expect(birthday.next(onOrAfter: day("2028-02-29")) == day("2028-02-29"))
        #expect(birthday.next(onOrAfter: day("2100-01-01")) == day("2100-02-28"), "2100 is not a leap year")
        let once = OccasionDate(date: day("2026-12-05"), recurring: false)
        #expect(once.next(onOrAfter: day("2026-11-24")) == day("2026-12-05"))
        #expect(once.next(onOrAfter: day("2026-12-06")) == nil)
        #expect(CalendarDay("2026-02-29") == nil && CalendarDay("2026-13-01") == nil)
        #expect(day("2026-03-01").adding(days: -1) == day("2026-02-28") && day("2028-03-01").adding(days: -1) == day("2028-02-29"))
    }

    @Test("reminders are at 9:00 local, a week before and on the day, through 23- and 25-hour days")
    func reminderTimes() throws {
        let paris = TimeZone(identifier: "Europe/Paris")!
        // 2027-04-02: the week-before reminder is 2027-03-26, before the clocks go forward on the 28th.
        let date = OccasionDate(date: day("1990-04-02"), recurring: true)
        let start = CalendarDay(year: 2027, month: 3, day: 20)!.instant(hour: 12, in: paris)
        let first = try #require(ReminderPlan.next(after: start, date: date, timeZone: paris, weekBefore: true, onTheDay: true))
        #expect(first.kind == .weekBefore && first.occasion == day("2027-04-02"))
        #expect(first.at == Date(timeIntervalSince1970: 1_806_048_000), "2027-03-26 09:00 CET is 08:00 UTC")
        let second = try #require(ReminderPlan.next(after: first.at, date: date, timeZone: paris, weekBefore: true, onTheDay: true))
        #expect(second.kind == .onTheDay && second.at == Date(timeIntervalSince1970: 1_806_649_200), "2027-04-02 09:00 CEST is 07:00 UTC")
        // Only "on the day": the next one is the day itself; neither: none at all.
        #expect(ReminderPlan.next(after: start, date: date, timeZone: paris, weekBefore: false, onTheDay: true)?.kind == .onTheDay)
        #expect(ReminderPlan.next(after: start, date: date, timeZone: paris, weekBefore: false, onTheDay: false) == nil)
        // Far ahead of UTC and far behind: the same local 9:00, 24 hours apart.
        let kiritimati = TimeZone(identifier: "Pacific/Kiritimati")!, honolulu = TimeZone(identifier: "Pacific/Honolulu")!
        let newYear = OccasionDate(date: day("2027-01-01"), recurring: false)
        let early = try #require(ReminderPlan.next(after: Date(timeIntervalSince1970: 1_795_521_600), date: newYear, timeZone: kiritimati, weekBefore: false, onTheDay: true))
        let late = try #require(ReminderPlan.next(after: Date(timeIntervalSince1970: 1_795_521_600), date: newYear, timeZone: honolulu, weekBefore: false, onTheDay: true))
        #expect(late.at.timeIntervalSince(early.at) == 24 * 3600)
    }

    @Test("the copy is §13's")
    func copy() {
        #expect(OccasionReminder(name: "Mia", kind: .birthday, customTitle: nil, reminder: .weekBefore).body
            == "Mia’s birthday is in 7 days. Want me to line up a few last-minute ideas?")
        #expect(OccasionReminder(name: "Mia", kind: .birthday, customTitle: nil, reminder: .onTheDay).body
            == "Mia’s birthday is today. Want me to line up a few last-minute ideas?")
        #expect(OccasionReminder(name: nil, kind: .anniversary, customTitle: nil, reminder: .weekBefore).body.hasPrefix("Your anniversary is in 7 days."))
        #expect(OccasionReminder(name: "Chris’", kind: .birthday, customTitle: nil, reminder: .onTheDay).body.hasPrefix("Chris’s birthday is today."))
        #expect(OccasionReminder(name: "James", kind: .birthday, customTitle: nil, reminder: .onTheDay).body.hasPrefix("James’s birthday is today."))
        #expect(OccasionReminder(name: "Dad", kind: .custom, customTitle: "Dad’s 60th", reminder: .onTheDay).body.hasPrefix("Dad’s 60th is today."))
    }

    @Test("This month and Later in your time zone; status turns In progress once an idea is saved", arguments: TestDatabases.backends)
    func grouping(backend: DatabaseBackend) async throws {
        // 2026-11-30 20:00 UTC: still November in New York, already 1 December in Tokyo.
        try await GifterHarness.run(backend: backend, start: Date(timeIntervalSince1970: 1_796_068_800)) { harness in
            let mia = try await harness.person("Mia", timeZone: "America/New_York")
            let client = harness.client(token: mia.token)
            let sister = try await client.createProfile(body: .json(.init(name: "Lena Park", relationship: .sister))).created.body.json
            let inNovember = try await client.createOccasion(body: .json(.init(person: sister.person!, kind: .birthday, date: "1996-11-30"))).created.body.json
            let inDecember = try await client.createOccasion(body: .json(.init(person: "self", kind: .anniversary, date: "2020-12-03"))).created.body.json
            #expect(inNovember.daysUntil == 0 && inNovember.countdown == "Today" && inNovember.group == .thisMonth)
            #expect(inNovember.person.name == "Lena Park" && inNovember.person.initials == "LP" && inNovember.person.relationship == "Sister")
            #expect(inDecember.daysUntil == 3 && inDecember.group == .later && inDecember.person.name == "You")
            var list = try await client.listOccasions().ok.body.json
            #expect(list.thisMonth.map(\.id) == [inNovember.id] && list.later.map(\.id) == [inDecember.id])
            // In Tokyo it is December: the birthday is a year away, the anniversary this month.
            _ = try await client.updateUser(body: .json(.init(timeZone: "Asia/Tokyo"))).ok
            list = try await client.listOccasions().ok.body.json
            #expect(list.thisMonth.map(\.id) == [inDecember.id])
            #expect(list.later.first?.nextDate == "2027-11-30")
            #expect(list.thisMonth[0].status == .planGift)
            _ = try await client.saveIdea(path: .init(person: sister.person!, productId: "stoneware-pour-over-set"), body: .json(.init(occasionId: inNovember.id))).ok
            #expect(try await client.getOccasion(path: .init(occasionId: inNovember.id)).ok.body.json.status == .inProgress)
            let plans = try await client.listGiftPlans().ok.body.json.plans
            #expect(plans.first?.subtitle == "1 idea saved · Next occasion: Birthday in 12 months")
            // Bad input changes nothing.
            #expect(defaultStatus(try await client.createOccasion(body: .json(.init(person: "self", kind: .birthday, date: "2026-02-30")))) == 422)
            #expect(defaultStatus(try await client.createOccasion(body: .json(.init(person: "self", kind: .custom, date: "2026-02-20")))) == 422)
            #expect(defaultStatus(try await client.createOccasion(body: .json(.init(person: "profile:\(UUID())", kind: .birthday, date: "2026-02-20")))) == 422)
            #expect(try await client.listOccasions().ok.body.json.later.count + list.thisMonth.count == 2)
        }
    }

    static func token(_ seed: UInt8) -> String { String(repeating: String(format: "%02x", seed), count: 32) }

    @Test("reminders reach the phone at 9:00 local through APNs, once each", arguments: TestDatabases.backends)
    func remindersThroughAPNs(backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(GifterHarness.noonUTC) // 2026-11-24 12:00 UTC
        try await GifterHarness.runWithAPNs(backend: backend, clock: clock, environment: ["GIFTER_REMINDER_INTERVAL_SECONDS": "0.05"]) { harness, standIn in
            let mia = try await harness.person("Mia", timeZone: "Europe/Paris")
            let client = harness.client(token: mia.token)
            let phone = Self.token(7)
            _ = try await client.registerDevice(path: .init(deviceToken: phone), body: .json(.init(environment: .development))).noContent
            let ben = try await client.createProfile(body: .json(.init(name: "Ben", relationship: .brother))).created.body.json
            // Ben's birthday is on 1 December: the week-before reminder was due this morning (24 Nov 09:00 Paris), before
            // the occasion existed, so the next is on the day.
            _ = try await client.createOccasion(body: .json(.init(person: ben.person!, kind: .birthday, date: "1992-12-01"))).created
            let bodies = { standIn.requests.filter { $0.deviceToken == phone }.map { String(decoding: $0.body, as: UTF8.self) } }
            try await Task.sleep(for: .milliseconds(300), tolerance: .zero)
            #expect(bodies().isEmpty)
            clock.advance(by: 6 * 24 * 3600 + 20 * 3600 + 60) // 2026-12-01 08:01 UTC = 09:01 Paris
            _ = await pollUntil(every: .milliseconds(20)) { !bodies().isEmpty }
            try await Task.sleep(for: .milliseconds(300), tolerance: .zero)
            #expect(bodies().count == 1)
            #expect(bodies().first?.contains("Ben’s birthday is today. Want me to line up a few last-minute ideas?") == true, "\(bodies())")
        }
    }

    @Test("three schedulers racing for the same due reminders send each once", arguments: TestDatabases.backends)
    func racingSchedulers(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            let mia = try await harness.person("Mia", timeZone: "Europe/London")
            let client = harness.client(token: mia.token)
            var occasions: [String] = []
            for index in 0..<12 {
                let profile = try await client.createProfile(body: .json(.init(name: "Friend \(index)", relationship: .friend))).created.body.json
                occasions.append(try await client.createOccasion(body: .json(.init(person: profile.person!, kind: .birthday, date: "1990-12-0\(index % 3 + 2)"))).created.body.json.id)
            }
            let sent = try await harness.withDatabase { database in
                let schedulers = (0..<3).map { _ in
                    OccasionReminderScheduler(database: database, wallClock: harness.clock, push: nil, interval: .seconds(1), logger: .quiet)
                }
                var total: [String] = []
                // Twelve days from 24 November: the week-before reminders (25–27 November) and the on-the-day
                // ones (2–4 December) fall due a day at a time.
                for _ in 0..<12 {
                    harness.clock.advance(by: 24 * 3600)
                    let round = try await withThrowingTaskGroup(of: [String].self) { group in
                        for scheduler in schedulers { group.addTask { try await scheduler.sendDue().map { "\($0.reminder.body)" } } }
                        return try await group.reduce([], +)
                    }
                    total += round
                }
                return total
            }
            // Each occasion: one reminder a week before and one on the day, whichever scheduler sent it.
            #expect(sent.count == 2 * occasions.count, "\(sent)")
            #expect(Set(sent).count == 24)
            #expect(sent.filter { $0.hasSuffix("is in 7 days. Want me to line up a few last-minute ideas?") }.count == 12)
            #expect(sent.filter { $0.hasSuffix("is today. Want me to line up a few last-minute ideas?") }.count == 12)
        }
    }
}
