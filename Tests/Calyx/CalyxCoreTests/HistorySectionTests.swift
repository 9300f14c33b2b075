import CalyxCore
import Foundation
import Testing

/// History headings by calendar day in the device's time zone: around midnight and across
/// daylight-saving changes, in two time zones.
@Suite("Search history headings")
struct HistorySectionTests {
    func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    func date(_ text: String, _ zone: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: zone)!
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: text)!
    }

    @Test("a minute before midnight is yesterday a minute after it", arguments: ["Europe/Berlin", "America/New_York"])
    func midnight(zone: String) {
        let cal = calendar(zone)
        let searched = date("2026-06-10 23:59", zone)
        #expect(HistorySection.of(searched, now: date("2026-06-10 23:59", zone), calendar: cal) == .today)
        #expect(HistorySection.of(searched, now: date("2026-06-11 00:01", zone), calendar: cal) == .yesterday)
        #expect(HistorySection.of(searched, now: date("2026-06-12 00:01", zone), calendar: cal) == .thisWeek)
        #expect(HistorySection.of(searched, now: date("2026-06-16 23:59", zone), calendar: cal) == .thisWeek)
        #expect(HistorySection.of(searched, now: date("2026-06-17 00:00", zone), calendar: cal) == .earlier)
    }

    @Test("the same moment is today in one zone and yesterday in another")
    func zones() {
        // 04:30 UTC on 11 June: 06:30 in Berlin, 00:30 in New York.
        let now = date("2026-06-11 06:30", "Europe/Berlin")
        let searched = date("2026-06-10 23:00", "America/New_York")  // 05:00 in Berlin on the 11th
        #expect(HistorySection.of(searched, now: now, calendar: calendar("Europe/Berlin")) == .today)
        #expect(HistorySection.of(searched, now: now, calendar: calendar("America/New_York")) == .yesterday)
    }

    @Test("across a 23-hour and a 25-hour day, days are counted on the calendar")
    func daylightSaving() {
        // New York springs forward on 8 March 2026: 24 hours after 23:30 on the 7th is 00:30 on the 9th.
        let ny = calendar("America/New_York")
        let march7 = date("2026-03-07 23:30", "America/New_York")
        #expect(HistorySection.of(march7, now: date("2026-03-08 23:59", "America/New_York"), calendar: ny) == .yesterday)
        #expect(HistorySection.of(march7, now: march7.addingTimeInterval(24 * 3600), calendar: ny) == .thisWeek)
        // Berlin falls back on 25 October 2026: that day lasts 25 hours, and 24 hours after 00:30 on
        // the 25th is still the 25th.
        let berlin = calendar("Europe/Berlin")
        let october25 = date("2026-10-25 00:30", "Europe/Berlin")
        #expect(HistorySection.of(october25, now: october25.addingTimeInterval(24 * 3600), calendar: berlin) == .today)
        #expect(HistorySection.of(october25, now: date("2026-10-26 00:10", "Europe/Berlin"), calendar: berlin) == .yesterday)
    }

    @Test("grouping keeps the newest-first order inside each heading and the headings in order")
    func grouping() {
        let zone = "Europe/Berlin"
        let now = date("2026-06-11 12:00", zone)
        let stamps = ["2026-06-11 09:00", "2026-06-11 08:00", "2026-06-10 22:00", "2026-06-08 10:00", "2026-05-01 10:00", "2026-04-01 10:00"]
        let groups = HistorySection.grouped(stamps, at: { date($0, zone) }, now: now, calendar: calendar(zone))
        #expect(groups.map(\.section) == [.today, .yesterday, .thisWeek, .earlier])
        #expect(groups.map(\.items) == [Array(stamps[0...1]), [stamps[2]], [stamps[3]], Array(stamps[4...5])])
    }
}
