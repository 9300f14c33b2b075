import Foundation
@testable import PlantTrackerCore
import Testing

/// Capture dates and plant ages across time zones: days are the person's calendar days, never blocks
/// of 86,400 s, and a camera's wall clock is read in its own offset when it says one.
@Suite struct DateHandlingTests {
    static func zone(_ id: String) -> TimeZone { TimeZone(identifier: id)! }

    @Test func exifDatesAreReadInTheirOwnOffsetElseTheDevicesZone() throws {
        let withOffset = try #require(CaptureTimestamp(dateTimeOriginal: "2025:04:27 18:05:09", offsetTimeOriginal: "-05:00"))
        let noOffset = try #require(CaptureTimestamp(dateTimeOriginal: "2025:04:27 18:05:09"))
        let utc = Date(timeIntervalSince1970: 1_745_777_109)  // 2025-04-27 18:05:09 UTC
        for id in ["Asia/Tokyo", "Europe/London", "Pacific/Honolulu"] {
            #expect(withOffset.date(assuming: Self.zone(id)) == utc.addingTimeInterval(5 * 3_600))
        }
        #expect(noOffset.date(assuming: Self.zone("Asia/Tokyo")) == utc.addingTimeInterval(-9 * 3_600))
        #expect(noOffset.date(assuming: Self.zone("Europe/London")) == utc.addingTimeInterval(-3_600))  // BST
        #expect(CaptureTimestamp(dateTimeOriginal: "2025:04:27 18:05:09", offsetTimeOriginal: "+0530")?.utcOffset == 19_800)
        #expect(CaptureTimestamp(dateTimeOriginal: "2025:04:27 18:05:09", offsetTimeOriginal: "  ")?.utcOffset == nil)
        #expect(CaptureTimestamp(dateTimeOriginal: "2025:04:27 18:05:09", subsecondsOriginal: "007")?.nanosecond == 7_000_000)
    }

    @Test(arguments: ["0000:00:00 00:00:00", "", "    :  :     :  :  ", "2025:13:01 10:00:00", "2025:04:27 25:00:00", "yesterday"])
    func meaninglessExifDatesAreIgnored(text: String) {
        #expect(CaptureTimestamp(dateTimeOriginal: text) == nil)
    }

    @Test func aDayThatDoesNotExistIsNoDate() {
        #expect(CaptureTimestamp(dateTimeOriginal: "2025:04:31 10:00:00")?.date(assuming: Self.zone("UTC")) == nil)
    }

    /// 02:30 on the morning clocks spring forward does not exist in New York; it still becomes a date
    /// (the moment after the gap), never nothing.
    @Test func aWallClockInsideADaylightSavingGapStillDates() throws {
        let gap = try #require(CaptureTimestamp(dateTimeOriginal: "2025:03:09 02:30:00"))
        let date = try #require(gap.date(assuming: Self.zone("America/New_York")))
        #expect(date >= Date(timeIntervalSince1970: 1_741_503_600))  // 03:00 EDT = 07:00 UTC
    }

    @Test func ageCountsCalendarDaysWhereThePersonIs() {
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = Self.zone("Asia/Tokyo")
        var london = Calendar(identifier: .gregorian)
        london.timeZone = Self.zone("Europe/London")
        // 23:30 and 00:30 the next night in Tokyo: one hour apart, but a different day there, the same day in London.
        let late = Date(timeIntervalSince1970: 1_745_764_200)  // 2025-04-27 23:30 JST
        let early = late.addingTimeInterval(3_600)
        #expect(PlantAge.text(from: late, to: early, calendar: tokyo) == "1 day")
        #expect(PlantAge.text(from: late, to: early, calendar: london) == "First day")
        #expect(PlantAge.text(from: early, to: late, calendar: tokyo) == nil)
    }

    @Test func ageIsWrittenInTheUnitThatReadsBest() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.zone("America/New_York")
        let start = Date(timeIntervalSince1970: 1_704_110_400)  // 2024-01-01 07:00 EST
        func age(days: Int) -> String? {
            PlantAge.text(from: start, to: calendar.date(byAdding: .day, value: days, to: start)!, calendar: calendar)
        }
        #expect(age(days: 1) == "1 day")
        #expect(age(days: 13) == "13 days")
        #expect(age(days: 14) == "2 weeks")
        #expect(age(days: 55) == "7 weeks")
        #expect(age(days: 70) == "2 months")
        #expect(age(days: 366) == "1 year")
        #expect(age(days: 366 + 95) == "1 year 3 months")
        #expect(age(days: 3 * 365 + 1) == "3 years")
        // Across the spring-forward night the day still counts once: 23 hours is one day.
        #expect(PlantAge.text(from: Date(timeIntervalSince1970: 1_741_478_400), to: Date(timeIntervalSince1970: 1_741_561_200), calendar: calendar) == "1 day")
    }

    @Test func datesAreWrittenInThePersonsZone() {
        let instant = Date(timeIntervalSince1970: 1_745_793_000)  // 2025-04-27 22:30 UTC
        #expect(JournalCalendar(timeZone: Self.zone("Europe/London")).dayText(instant) == "Apr 27, 2025")
        #expect(JournalCalendar(timeZone: Self.zone("Asia/Tokyo")).dayText(instant) == "Apr 28, 2025")
        let calendar = JournalCalendar(timeZone: Self.zone("UTC"))
        #expect(calendar.intervalText(from: instant, to: instant.addingTimeInterval(40 * 86_400)) == "5 weeks apart")
        #expect(calendar.intervalText(from: instant, to: instant.addingTimeInterval(60)) == "Same day")
    }
}
