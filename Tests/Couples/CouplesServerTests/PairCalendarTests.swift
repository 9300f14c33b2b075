import CouplesAPI
@testable import CouplesServer
import Foundation
import Testing

@Suite("The pair's day across time zones")
struct PairCalendarTests {
    let honolulu = TimeZone(identifier: "Pacific/Honolulu")!  // UTC−10, no daylight saving
    let kiritimati = TimeZone(identifier: "Pacific/Kiritimati")!  // UTC+14
    let paris = TimeZone(identifier: "Europe/Paris")!
    let newYork = TimeZone(identifier: "America/New_York")!

    func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test("dates are day ordinals: parsing, printing, leap days, arithmetic")
    func dayDates() {
        #expect(DayDate("2026-11-24")?.description == "2026-11-24")
        #expect(DayDate("1970-01-01")?.ordinal == 0)
        #expect(DayDate("2028-02-29") != nil)
        #expect(DayDate("2026-02-29") == nil)
        #expect(DayDate("2026-13-01") == nil)
        #expect(DayDate("2026-1-01") == nil)
        #expect(DayDate("2026-12-31")!.adding(days: 1).description == "2027-01-01")
        #expect(DayDate("2027-03-01")!.days(since: DayDate("2027-02-28")!) == 1)
        #expect(DayDate("1969-12-31")!.ordinal == -1)
    }

    @Test("UTC−10 and UTC+14: the pair's date is the earlier local date, starting at the later midnight")
    func farApart() {
        let zones = [honolulu, kiritimati]
        // 2026-11-24 09:59 UTC: Honolulu is still on the 23rd (23:59), Kiritimati on the 24th (23:59).
        #expect(PairCalendar.date(at: utc("2026-11-24T09:59:00Z"), zones: zones).description == "2026-11-23")
        // A minute later Honolulu's 24th begins, and so does the pair's (Kiritimati is on its 25th by then).
        #expect(PairCalendar.date(at: utc("2026-11-24T10:00:00Z"), zones: zones).description == "2026-11-24")
        #expect(PairCalendar.start(of: DayDate("2026-11-24")!, zones: zones) == utc("2026-11-24T10:00:00Z"))
        // Each day is still 24 hours long: it ends at Honolulu's next midnight.
        #expect(PairCalendar.start(of: DayDate("2026-11-25")!, zones: zones) == utc("2026-11-25T10:00:00Z"))
    }

    @Test("daylight saving: the spring-forward day is 23 hours, the fall-back day 25, and midnights stay local")
    func daylightSaving() {
        let zones = [paris, paris]
        // Paris moves from UTC+1 to UTC+2 on 2027-03-28.
        let march28 = PairCalendar.start(of: DayDate("2027-03-28")!, zones: zones)
        let march29 = PairCalendar.start(of: DayDate("2027-03-29")!, zones: zones)
        #expect(march28 == utc("2027-03-27T23:00:00Z"))
        #expect(march29.timeIntervalSince(march28) == 23 * 3600)
        // And back on 2027-10-31.
        let october31 = PairCalendar.start(of: DayDate("2027-10-31")!, zones: zones)
        let november1 = PairCalendar.start(of: DayDate("2027-11-01")!, zones: zones)
        #expect(november1.timeIntervalSince(october31) == 25 * 3600)
    }

    @Test("with partners in Paris and New York, the day begins at New York's midnight (the later one)")
    func parisNewYork() {
        let zones = [paris, newYork]
        #expect(PairCalendar.start(of: DayDate("2026-11-24")!, zones: zones) == utc("2026-11-24T05:00:00Z"))
        // 04:59 UTC: Paris is at 05:59 on the 24th, New York at 23:59 on the 23rd.
        #expect(PairCalendar.date(at: utc("2026-11-24T04:59:00Z"), zones: zones).description == "2026-11-23")
    }

    @Test("a zone whose clocks skip midnight still has a first moment for the day")
    func skippedMidnight() {
        // Santiago springs forward at 00:00 → 01:00 (2026-09-06).
        let santiago = TimeZone(identifier: "America/Santiago")!
        let start = PairCalendar.midnight(of: DayDate("2026-09-06")!, in: santiago)
        #expect(PairCalendar.localDate(at: start, in: santiago).description == "2026-09-06")
        #expect(PairCalendar.localDate(at: start.addingTimeInterval(-1), in: santiago).description == "2026-09-05")
    }
}

@Suite("Streaks and freezes")
struct StreakRulesTests {
    @Test("a freeze is earned every 7 days, at most 2 are held, and a missed day spends one before resetting")
    func freezes() {
        var streak = StreakRules(current: 0, best: 0, freezes: 0)
        for _ in 0..<6 { streak.completeDay() }
        #expect(streak.freezes == 0)
        #expect(streak.daysToNextFreeze == 1)
        streak.completeDay()
        #expect(streak.freezes == 1)
        for _ in 0..<14 { streak.completeDay() }
        #expect(streak.current == 21)
        #expect(streak.freezes == 2)
        #expect(streak.missDay() == .frozen)
        #expect(streak.current == 21)
        #expect(streak.missDay() == .frozen)
        #expect(streak.missDay() == .reset)
        #expect(streak.current == 0)
        #expect(streak.best == 21)
    }
}
