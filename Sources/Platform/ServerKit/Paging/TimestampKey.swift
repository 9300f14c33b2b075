import Foundation
import SQLKit

/// A timestamp column as whole microseconds since 1970, computed by the database, for keyset paging.
///
/// A page's cursor cannot carry the timestamp itself: a `Date` read from SQLite's REAL column and
/// bound again does not always compare equal to the stored value (the round trip through `Date`'s
/// 2001 epoch can change the last bit), and an unequal tie-break skips or repeats rows at page
/// boundaries. An integer both sides compute from the stored value compares exactly.
public enum TimestampKey {
    public static func micros(_ column: String, backend: DatabaseBackend) -> SQLQueryString {
        switch backend {
        case .sqlite: "CAST(ROUND(\(unsafeRaw: column) * 1000000) AS INTEGER)"
        case .postgres: "CAST(ROUND(EXTRACT(EPOCH FROM \(unsafeRaw: column)) * 1000000) AS BIGINT)"
        }
    }
}

extension TimestampKey {
    /// `date` as whole microseconds since 1970: the value of a `*_us` column, which orders and pages
    /// exactly on both engines without the database computing it from a timestamp.
    public static func micros(of date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
    }

    /// The date a `*_us` column holds.
    public static func date(micros: Int64) -> Date {
        Date(timeIntervalSince1970: Double(micros) / 1_000_000)
    }
}
