import Foundation
import OpenAPIRuntime

/// The generated servers' dates, as the runtime's default `.iso8601` transcoder has them: RFC 3339 in
/// UTC to the second ("2026-11-30T08:36:09Z"). Writing them goes by hand: the default formats with an
/// `ISO8601DateFormatter` behind one process-wide lock, through ICU, about 3 % of a feed page's CPU
/// under `perf` (a page has 20 items with a date each). Reading is the default's, unchanged.
public struct InternetDateTranscoder: DateTranscoder {
    private let standard = ISO8601DateTranscoder.iso8601

    public init() {}

    public func encode(_ date: Date) throws -> String {
        // As the formatter counts: milliseconds since 1970 reckoned from the reference date (its
        // rounding included) and rounded to the nearest, then whole seconds rounded down.
        let millis = ((date.timeIntervalSinceReferenceDate + Date.timeIntervalBetween1970AndReferenceDate) * 1000).rounded(.toNearestOrEven)
        guard millis.magnitude < 1e15 else { return try standard.encode(date) }
        let seconds = Int64(millis).floorDivided(by: 1000)
        let days = seconds.floorDivided(by: 86_400)
        let time = Int(seconds - days * 86_400)
        let (year, month, day) = Self.civil(daysSince1970: days)
        // Four-digit years only; the formatter's way with others is its own.
        guard (1...9999).contains(year) else { return try standard.encode(date) }
        return String(unsafeUninitializedCapacity: 20) { out in
            func put(_ value: Int, digits: Int, at start: Int) {
                var value = value
                for index in stride(from: start + digits - 1, through: start, by: -1) {
                    out[index] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
            }
            put(Int(year), digits: 4, at: 0)
            out[4] = UInt8(ascii: "-")
            put(month, digits: 2, at: 5)
            out[7] = UInt8(ascii: "-")
            put(day, digits: 2, at: 8)
            out[10] = UInt8(ascii: "T")
            put(time / 3600, digits: 2, at: 11)
            out[13] = UInt8(ascii: ":")
            put(time / 60 % 60, digits: 2, at: 14)
            out[16] = UInt8(ascii: ":")
            put(time % 60, digits: 2, at: 17)
            out[19] = UInt8(ascii: "Z")
            return 20
        }
    }

    public func decode(_ string: String) throws -> Date { try standard.decode(string) }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`, http://howardhinnant.github.io/date_algorithms.html).
    static func civil(daysSince1970: Int64) -> (year: Int64, month: Int, day: Int) {
        let z = daysSince1970 + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

private extension Int64 {
    /// Division rounding toward negative infinity (Swift's `/` rounds toward zero).
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
