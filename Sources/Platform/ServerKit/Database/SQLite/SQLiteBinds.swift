import Foundation
import GRDB
@_spi(CodableUtilities) import SQLKit

/// Turns SQLKit's bound values into SQLite values, stored exactly as they always have been in our files:
/// integers and booleans as INTEGER, `Double` and `Date` (seconds since 1970) as REAL, `String` and
/// `UUID` (upper-case text) as TEXT, `Data` as BLOB, `nil` as NULL, a `RawRepresentable` as its raw
/// value, and anything else that encodes as a structure as JSON text.
enum SQLiteBinds {
    static func values(_ binds: [any Encodable & Sendable]) throws -> StatementArguments {
        // As existentials: GRDB's initializer for a sequence of a concrete type maps it through a key
        // path, unspecialized across the module boundary (8 % of `make bench-sql`'s time for one bind).
        let values: [(any DatabaseValueConvertible)?] = try binds.map { try value(of: $0) }
        return StatementArguments(values)
    }

    static func value(of bind: any Encodable) throws -> DatabaseValue {
        // By the value's exact type first (one comparison each); optionals, enums and the rest below.
        switch ObjectIdentifier(type(of: bind)) {
        case ObjectIdentifier(String.self): return (bind as! String).databaseValue
        case ObjectIdentifier(Int.self): return Int64(bind as! Int).databaseValue
        case ObjectIdentifier(Double.self): return (bind as! Double).databaseValue
        case ObjectIdentifier(Bool.self): return Int64((bind as! Bool) ? 1 : 0).databaseValue
        case ObjectIdentifier(Date.self): return (bind as! Date).timeIntervalSince1970.databaseValue
        case ObjectIdentifier(UUID.self): return (bind as! UUID).text(uppercase: true).databaseValue
        case ObjectIdentifier(Data.self): return (bind as! Data).databaseValue
        case ObjectIdentifier(Int64.self): return (bind as! Int64).databaseValue
        default: break
        }
        switch bind {
        case let string as String: return string.databaseValue
        case let integer as Int: return Int64(integer).databaseValue
        case let double as Double: return double.databaseValue
        case let bool as Bool: return Int64(bool ? 1 : 0).databaseValue
        case let date as Date: return date.timeIntervalSince1970.databaseValue
        case let uuid as UUID: return uuid.text(uppercase: true).databaseValue
        case let data as Data: return data.databaseValue
        case let integer as Int64: return integer.databaseValue
        case let integer as Int32: return Int64(integer).databaseValue
        case let float as Float: return Double(float).databaseValue
        default:
            let encoder = SingleValueEncoder()
            do {
                try bind.encode(to: encoder)
                if let value = encoder.value { return value }
            } catch is SQLCodingError {
                // A structure rather than a single value: stored as JSON text, below.
            }
            return String(decoding: try JSONEncoder().encode(bind), as: UTF8.self).databaseValue
        }
    }

    /// Unwraps a value that encodes as one value (an optional, a raw-value enum, a wrapper); throws
    /// `SQLCodingError` for one that needs a container.
    private final class SingleValueEncoder: Encoder, SingleValueEncodingContainer {
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        var value: DatabaseValue?

        func container<Key: CodingKey>(keyedBy: Key.Type) -> KeyedEncodingContainer<Key> { .invalid(at: codingPath) }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { .invalid(at: codingPath) }
        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() throws { value = .null }
        func encode(_ value: Bool) throws { self.value = Int64(value ? 1 : 0).databaseValue }
        func encode(_ value: String) throws { self.value = value.databaseValue }
        func encode(_ value: Double) throws { self.value = value.databaseValue }
        func encode(_ value: Float) throws { self.value = Double(value).databaseValue }
        func encode(_ value: Int) throws { self.value = Int64(value).databaseValue }
        func encode(_ value: Int8) throws { self.value = Int64(value).databaseValue }
        func encode(_ value: Int16) throws { self.value = Int64(value).databaseValue }
        func encode(_ value: Int32) throws { self.value = Int64(value).databaseValue }
        func encode(_ value: Int64) throws { self.value = value.databaseValue }
        func encode(_ value: UInt) throws { self.value = Int64(value).databaseValue }
        func encode(_ value: UInt8) throws { self.value = Int64(value).databaseValue }
        func encode(_ value: UInt16) throws { self.value = Int64(value).databaseValue }
        func encode(_ value: UInt32) throws { self.value = Int64(value).databaseValue }
        func encode(_ value: UInt64) throws { self.value = Int64(value).databaseValue }
        func encode<T: Encodable>(_ value: T) throws { self.value = try SQLiteBinds.value(of: value) }
    }
}
