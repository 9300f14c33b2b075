import Foundation

/// A photo's capture time as EXIF writes it: a wall-clock `DateTimeOriginal` ("2025:04:27 18:05:09"),
/// optionally the UTC offset it was taken at (`OffsetTimeOriginal`, "+02:00"; phones write it since
/// EXIF 2.31) and sub-seconds. Without an offset the wall clock means the time zone the phone is in now,
/// which is what the Photos app assumes too.
public struct CaptureTimestamp: Sendable, Equatable {
    public var year, month, day, hour, minute, second: Int
    public var nanosecond: Int
    /// Seconds east of UTC, when the file says.
    public var utcOffset: Int?

    /// Parses EXIF's fields; nil for anything that is not a real date ("0000:00:00 00:00:00", blanks, garbage).
    public init?(dateTimeOriginal: String, offsetTimeOriginal: String? = nil, subsecondsOriginal: String? = nil) {
        let text = dateTimeOriginal.trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters))
        let numbers = text.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "-" || $0 == "T" }).compactMap { Int($0) }
        guard numbers.count == 6 else { return nil }
        (year, month, day, hour, minute, second) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
        guard (1826...9999).contains(year), (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
              (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        nanosecond = Self.nanoseconds(subsecondsOriginal)
        utcOffset = offsetTimeOriginal.flatMap(Self.offsetSeconds)
    }

    /// The instant, reading the wall clock in the file's own offset, else in `timeZone`.
    public func date(assuming timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utcOffset.flatMap(TimeZone.init(secondsFromGMT:)) ?? timeZone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: min(second, 59), nanosecond: nanosecond)
        // A day that does not exist in that month (31 April) is not a date.
        guard calendar.date(from: components).map({ calendar.component(.day, from: $0) == day }) == true else { return nil }
        return calendar.date(from: components)
    }

    /// "+02:00", "-05:30", "+0530" or "Z".
    static func offsetSeconds(_ text: String) -> Int? {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters))
        if text == "Z" { return 0 }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.count == 4, digits.allSatisfy(\.isASCII), let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)),
              hours <= 14, minutes < 60
        else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
    }

    /// EXIF sub-seconds are the digits after the decimal point ("07" is 0.07 s).
    private static func nanoseconds(_ text: String?) -> Int {
        guard let digits = text?.trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters)), !digits.isEmpty,
              digits.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return 0 }
        let padded = String((digits + "000000000").prefix(9))
        return Int(padded) ?? 0
    }
}
