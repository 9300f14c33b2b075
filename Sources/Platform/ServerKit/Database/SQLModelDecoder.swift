@_spi(CodableUtilities) import SQLKit

/// Decodes a model from one row as SQLKit's `SQLRowDecoder` does with its default settings (no prefix,
/// keys as they are), and with the same answers: a property is its column, read by the row itself;
/// `superDecoder(forKey:)` gives that column as a single value; a single-value container at the top
/// decodes the model from the row again; nested and unkeyed containers are refused.
///
/// Why not SQLKit's own: under `make bench-sql` its decoder took 41 % of the time of a point lookup and
/// a 20-row read together (this one: 29 %). Per column it
/// builds the column's name anew, looks the name up twice (`contains`, then `decode`), and goes through
/// containers generic over both the row's type and the keys, whose metadata the runtime looks up on
/// every call. This one is generic over the keys alone and asks the row once.
struct SQLModelDecoder: Decoder {
    let row: any SQLRow
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy: Key.Type) throws -> KeyedDecodingContainer<Key> {
        // A non-empty path is a `superDecoder(forKey:)`, from which only a single value can be read.
        guard codingPath.isEmpty else { throw SQLCodingError.invalid(at: codingPath) }
        return KeyedDecodingContainer(Columns(row: row))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SQLCodingError.invalid(at: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        Column(decoder: self)
    }

    /// The row's columns by the model's keys.
    private struct Columns<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let row: any SQLRow
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { row.allColumns.compactMap(Key.init(stringValue:)) }

        func contains(_ key: Key) -> Bool {
            row.contains(column: key.stringValue)
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            do {
                return try row.decodeNil(column: key.stringValue)
            } catch let error as DecodingError {
                throw error.placed(at: [key])
            }
        }

        func decode<T: Decodable>(_: T.Type, forKey key: Key) throws -> T {
            do {
                // The row throws for a missing column (`MissingColumn`, or PostgresKit's own error); SQLKit
                // asked `contains` first only to throw `keyNotFound`, which is what a missing one becomes.
                return try row.decode(column: key.stringValue, as: T.self)
            } catch let error as DecodingError {
                throw error.placed(at: [key])
            } catch _ where !row.contains(column: key.stringValue) {
                throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "No value associated with key \"\(key.stringValue)\"."))
            }
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            SQLModelDecoder(row: row, codingPath: [key])
        }

        func nestedContainer<N: CodingKey>(keyedBy: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
            throw SQLCodingError.invalid(at: [key])
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw SQLCodingError.invalid(at: [key])
        }

        func superDecoder() throws -> any Decoder {
            throw SQLCodingError.invalid(at: [])
        }
    }

    /// One column (under `superDecoder(forKey:)`), or at the top the whole row again.
    private struct Column: SingleValueDecodingContainer {
        let decoder: SQLModelDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool {
            // Cannot throw here: an unreadable column, or the top, is "not nil", for `decode` to report.
            guard let key = codingPath.last else { return false }
            return (try? decoder.row.decodeNil(column: key.stringValue)) ?? false
        }

        func decode<T: Decodable>(_: T.Type) throws -> T {
            guard let key = codingPath.last else { return try T(from: decoder) }
            do {
                return try decoder.row.decode(column: key.stringValue, as: T.self)
            } catch let error as DecodingError {
                throw error.placed(at: codingPath)
            }
        }

        // As SQLKit's: the concrete types always throw, so that decoding a model from a single-value
        // container at the top cannot recurse forever (every decode ends in one of these or `decodeNil`).
        func decode(_: Bool.Type) throws -> Bool { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: String.Type) throws -> String { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: Float.Type) throws -> Float { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: Double.Type) throws -> Double { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: Int.Type) throws -> Int { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: Int8.Type) throws -> Int8 { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: Int16.Type) throws -> Int16 { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: Int32.Type) throws -> Int32 { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: Int64.Type) throws -> Int64 { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: UInt.Type) throws -> UInt { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: UInt8.Type) throws -> UInt8 { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: UInt16.Type) throws -> UInt16 { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: UInt32.Type) throws -> UInt32 { throw SQLCodingError.invalid(at: codingPath) }
        func decode(_: UInt64.Type) throws -> UInt64 { throw SQLCodingError.invalid(at: codingPath) }
    }
}

extension DecodingError {
    /// The same error with `path` before its own coding path.
    fileprivate func placed(at path: [any CodingKey]) -> DecodingError {
        switch self {
        case .valueNotFound(let type, let context): .valueNotFound(type, context.placed(at: path))
        case .typeMismatch(let type, let context): .typeMismatch(type, context.placed(at: path))
        case .keyNotFound(let key, let context): .keyNotFound(key, context.placed(at: path))
        case .dataCorrupted(let context): .dataCorrupted(context.placed(at: path))
        @unknown default: self
        }
    }
}

extension DecodingError.Context {
    fileprivate func placed(at path: [any CodingKey]) -> DecodingError.Context {
        .init(codingPath: path + codingPath, debugDescription: debugDescription, underlyingError: underlyingError)
    }
}
