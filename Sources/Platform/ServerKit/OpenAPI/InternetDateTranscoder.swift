import Foundation
import OpenAPIRuntime

/// The generated servers' dates, as the runtime's default `.iso8601` transcoder has them: RFC 3339 in
/// UTC to the second ("2026-11-30T08:36:09Z"). Writing them goes through `UTCTimestamp`: the default
/// formats with an `ISO8601DateFormatter` behind one process-wide lock, through ICU, about 3 % of a
/// feed page's CPU under `perf` (a page has 20 items with a date each). Reading is the default's.
public struct InternetDateTranscoder: DateTranscoder {
    private let standard = ISO8601DateTranscoder.iso8601

    public init() {}

    public func encode(_ date: Date) throws -> String {
        // As the formatter counts: milliseconds since 1970 reckoned from the reference date (its
        // rounding included) and rounded to the nearest, then whole seconds rounded down.
        let millis = ((date.timeIntervalSinceReferenceDate + Date.timeIntervalBetween1970AndReferenceDate) * 1000).rounded(.toNearestOrEven)
        // Four-digit years only; the formatter's way with others is its own.
        guard millis.magnitude < 1e15, let text = UTCTimestamp.text(secondsSince1970: Int((millis / 1000).rounded(.down))) else {
            return try standard.encode(date)
        }
        return text
    }

    public func decode(_ string: String) throws -> Date { try standard.decode(string) }
}
