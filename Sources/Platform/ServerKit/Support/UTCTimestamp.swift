import Foundation

/// An instant as RFC 3339 text in UTC, from the C library's calendar (`gmtime_r`: no lock, no
/// allocation but the string's): what log lines and API responses write for every timestamp.
enum UTCTimestamp {
    /// `2026-11-30T08:36:09Z`, or with `milliseconds` (0–999) `2026-11-30T08:36:09.123Z`; nil outside
    /// the four-digit years.
    static func text(secondsSince1970: Int, milliseconds: Int? = nil) -> String? {
        var seconds = time_t(secondsSince1970)
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return nil }
        let year = Int(parts.tm_year) + 1900
        guard (1...9999).contains(year) else { return nil }
        return String(unsafeUninitializedCapacity: milliseconds == nil ? 20 : 24) { out in
            var at = 0
            func put(_ value: Int, digits: Int) {
                var value = value
                for index in stride(from: at + digits - 1, through: at, by: -1) {
                    out[index] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
                at += digits
            }
            func put(_ char: Unicode.Scalar) {
                out[at] = UInt8(ascii: char)
                at += 1
            }
            put(year, digits: 4)
            put("-")
            put(Int(parts.tm_mon) + 1, digits: 2)
            put("-")
            put(Int(parts.tm_mday), digits: 2)
            put("T")
            put(Int(parts.tm_hour), digits: 2)
            put(":")
            put(Int(parts.tm_min), digits: 2)
            put(":")
            put(Int(parts.tm_sec), digits: 2)
            if let milliseconds {
                put(".")
                put(milliseconds, digits: 3)
            }
            put("Z")
            return at
        }
    }
}
