import Foundation
import GRDB
@_spi(CodableUtilities) import SQLKit

/// Reads a column's SQLite value as the Swift type a handler asks for, with the conversions our stored
/// data has always been read with: integers only from INTEGER, `Double` from INTEGER or REAL, `String`
/// from TEXT or a number's text, `Bool` from 0 or 1, `Date` from seconds since 1970 (or ISO 8601 text),
/// `Data` from a BLOB, `UUID` from its text, anything that decodes from one value (an optional, a
/// raw-value enum) from that value, and anything else from JSON text.
enum SQLiteValueDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from value: DatabaseValue) throws -> T {
        // The types read directly, compared by metatype identity and returned by bit cast once the type
        // is known to match: a chain of dynamic casts (`is String.Type`, `as? T`) was the largest cost of
        // decoding a row (`make bench-sql` under perf). No `T?` is formed on the way: in this generic
        // code each would be a run-time metadata lookup per column.
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return try read(string(value), value)
        case ObjectIdentifier(Int.self): return try read(integer(value).flatMap { Int(exactly: $0) }, value)
        case ObjectIdentifier(Double.self): return try read(double(value), value)
        case ObjectIdentifier(Bool.self): return try read(bool(value), value)
        case ObjectIdentifier(Date.self): return try read(date(value), value)
        case ObjectIdentifier(Int64.self): return try read(integer(value), value)
        case ObjectIdentifier(UUID.self): return try read(uuid(value), value)
        case ObjectIdentifier(Data.self):
            if case .blob(let data) = value.storage { return try read(data, value) }
            return try read(Data?.none, value)
        case ObjectIdentifier(Int32.self): return try read(integer(value).flatMap { Int32(exactly: $0) }, value)
        case ObjectIdentifier(Int16.self): return try read(integer(value).flatMap { Int16(exactly: $0) }, value)
        case ObjectIdentifier(Int8.self): return try read(integer(value).flatMap { Int8(exactly: $0) }, value)
        case ObjectIdentifier(UInt.self): return try read(integer(value).flatMap { UInt(exactly: $0) }, value)
        case ObjectIdentifier(UInt64.self): return try read(integer(value).flatMap { UInt64(exactly: $0) }, value)
        case ObjectIdentifier(UInt32.self): return try read(integer(value).flatMap { UInt32(exactly: $0) }, value)
        case ObjectIdentifier(UInt16.self): return try read(integer(value).flatMap { UInt16(exactly: $0) }, value)
        case ObjectIdentifier(UInt8.self): return try read(integer(value).flatMap { UInt8(exactly: $0) }, value)
        case ObjectIdentifier(Float.self): return try read(double(value).map { Float($0) }, value)
        default: return try decodeOther(type, from: value)
        }
    }

    /// `candidate`, whose type the caller matched to `T`, or the mismatch error when there is none.
    @inline(__always)
    private static func read<V, T>(_ candidate: V?, _ value: DatabaseValue) throws -> T {
        guard let candidate else {
            throw DecodingError.typeMismatch(T.self, .init(codingPath: [], debugDescription: "Could not convert SQLite value \(value) to \(T.self)."))
        }
        return unsafeBitCast(candidate, to: T.self)
    }

    /// Anything that decodes from one value (an optional, a raw-value enum) from that value, and
    /// anything else from JSON text.
    private static func decodeOther<T: Decodable>(_ type: T.Type, from value: DatabaseValue) throws -> T {
        do {
            return try T(from: SingleValueDecoder(value: value))
        } catch is SQLCodingError {
            let json: Data
            switch value.storage {
            case .string(let text): json = Data(text.utf8)
            case .blob(let data): json = data
            case .int64(let integer): json = Data(String(integer).utf8)
            case .double(let double): json = Data(String(double).utf8)
            case .null: json = Data()
            }
            return try JSONDecoder().decode(T.self, from: json)
        }
    }

    static func string(_ value: DatabaseValue) -> String? {
        switch value.storage {
        case .string(let text): text
        case .int64(let integer): String(integer)
        case .double(let double): String(double)
        case .blob, .null: nil
        }
    }

    /// A UUID from the text `uuidString` wrote.
    static func uuid(_ value: DatabaseValue) -> UUID? {
        if case .string(let text) = value.storage { return UUID(text: text) }
        return nil
    }

    static func integer(_ value: DatabaseValue) -> Int64? {
        if case .int64(let integer) = value.storage { return integer }
        return nil
    }

    static func double(_ value: DatabaseValue) -> Double? {
        switch value.storage {
        case .int64(let integer): Double(integer)
        case .double(let double): double
        case .string, .blob, .null: nil
        }
    }

    static func bool(_ value: DatabaseValue) -> Bool? {
        let integer: Int64? = switch value.storage {
        case .int64(let integer): integer
        case .double(let double): Int64(exactly: double)
        case .string(let text): Int64(text)
        case .blob, .null: nil
        }
        switch integer {
        case 1: return true
        case 0: return false
        default: return nil
        }
    }

    /// Seconds since 1970 rounded to the microsecond (a REAL's last bits would otherwise make two reads
    /// of the same instant unequal), or ISO 8601 text with a `T` or a space.
    static func date(_ value: DatabaseValue) -> Date? {
        let seconds: Double
        switch value.storage {
        case .double(let double): seconds = double
        case .int64(let integer): seconds = Double(integer)
        case .string(let text): return isoDate(text)
        case .blob, .null: return nil
        }
        let sinceReference = seconds - Date.timeIntervalBetween1970AndReferenceDate
        return Date(timeIntervalSinceReferenceDate: (sinceReference * 1e6).rounded() / 1e6)
    }

    private static func isoDate(_ text: String) -> Date? {
        (try? Date(text, strategy: .iso8601))
            ?? (try? Date(text, strategy: .iso8601.dateTimeSeparator(.space)))
            ?? (try? Date(text, strategy: .iso8601.dateTimeSeparator(.space).year().month().day().time(includingFractionalSeconds: false)))
            ?? (try? Date(text, strategy: .iso8601.year().month().day()))
    }

    /// Lets a type that decodes from a single value (an optional, `UUID`, a raw-value enum) read it from
    /// the column; a type that asks for a keyed or unkeyed container gets `SQLCodingError`, and JSON.
    private struct SingleValueDecoder: Decoder, SingleValueDecodingContainer {
        let value: DatabaseValue
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy: Key.Type) throws -> KeyedDecodingContainer<Key> { throw .invalid(at: codingPath) }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw .invalid(at: codingPath) }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

        func decodeNil() -> Bool { value.isNull }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try SQLiteValueDecoder.decode(type, from: value) }
    }
}
