import Foundation
import Push
import Testing

@Suite("Quiet hours")
struct QuietHoursTests {
    /// `text` as an ISO 8601 instant (`2026-11-24T22:00:00Z`).
    static func at(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }
    static func zone(_ name: String) -> TimeZone { TimeZone(identifier: name)! }

    @Test("outside 22:00–08:00 local a push goes now; inside it waits for the next 08:00 local")
    func edges() {
        let london = Self.zone("Europe/London") // GMT in November
        #expect(QuietHours.release(Self.at("2026-11-24T21:59:59Z"), in: london) == Self.at("2026-11-24T21:59:59Z"))
        #expect(QuietHours.release(Self.at("2026-11-24T22:00:00Z"), in: london) == Self.at("2026-11-25T08:00:00Z"))
        #expect(QuietHours.release(Self.at("2026-11-25T00:30:00Z"), in: london) == Self.at("2026-11-25T08:00:00Z"))
        #expect(QuietHours.release(Self.at("2026-11-25T07:59:59Z"), in: london) == Self.at("2026-11-25T08:00:00Z"))
        #expect(QuietHours.release(Self.at("2026-11-25T08:00:00Z"), in: london) == Self.at("2026-11-25T08:00:00Z"))
    }

    @Test("zones east and west of Greenwich get their own 08:00, on their own calendar day")
    func eastAndWest() {
        // 14:00 UTC is 23:00 in Tokyo: held until 08:00 JST the next morning, 23:00 UTC the same day.
        #expect(QuietHours.release(Self.at("2026-11-24T14:00:00Z"), in: Self.zone("Asia/Tokyo")) == Self.at("2026-11-24T23:00:00Z"))
        // The same instant is 06:00 in Los Angeles: held until 08:00 PST, two hours on.
        #expect(QuietHours.release(Self.at("2026-11-24T14:00:00Z"), in: Self.zone("America/Los_Angeles")) == Self.at("2026-11-24T16:00:00Z"))
        // 05:00 UTC on the 25th is still 21:00 on the 24th in Los Angeles: not quiet.
        #expect(QuietHours.release(Self.at("2026-11-25T05:00:00Z"), in: Self.zone("America/Los_Angeles")) == Self.at("2026-11-25T05:00:00Z"))
        // A quarter-hour zone: 22:15 in Kathmandu (+05:45) waits until 08:00 there, 02:15 UTC.
        #expect(QuietHours.release(Self.at("2026-11-24T16:30:00Z"), in: Self.zone("Asia/Kathmandu")) == Self.at("2026-11-25T02:15:00Z"))
        // UTC itself.
        #expect(QuietHours.release(Self.at("2026-11-24T23:00:00Z"), in: .gmt) == Self.at("2026-11-25T08:00:00Z"))
    }

    @Test("on the nights clocks change, the push still goes at 08:00 on the person's clock")
    func daylightSaving() {
        let london = Self.zone("Europe/London")
        // 28 March 2026, 23:00 GMT; clocks go forward at 01:00, so 08:00 BST is 07:00 UTC (a 23-hour day).
        #expect(QuietHours.release(Self.at("2026-03-28T23:00:00Z"), in: london) == Self.at("2026-03-29T07:00:00Z"))
        // 24 October 2026, 23:00 BST (22:00 UTC); clocks go back at 02:00, so 08:00 GMT is 08:00 UTC (25 hours).
        #expect(QuietHours.release(Self.at("2026-10-24T22:00:00Z"), in: london) == Self.at("2026-10-25T08:00:00Z"))
        // Los Angeles springs forward on 8 March 2026: 01:30 PST (09:30 UTC) waits for 08:00 PDT, 15:00 UTC.
        #expect(QuietHours.release(Self.at("2026-03-08T09:30:00Z"), in: Self.zone("America/Los_Angeles")) == Self.at("2026-03-08T15:00:00Z"))
        // Sydney falls back on 5 April 2026 (03:00 AEDT → 02:00 AEST): 23:00 AEDT on the 4th (12:00 UTC)
        // waits for 08:00 AEST, 22:00 UTC.
        #expect(QuietHours.release(Self.at("2026-04-04T12:00:00Z"), in: Self.zone("Australia/Sydney")) == Self.at("2026-04-04T22:00:00Z"))
    }
}
