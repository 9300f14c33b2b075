import Foundation

/// Decodes a `Codable` position from a `PositionValue` (what `PositionEncoder` made of it).
struct PositionDecoder: Decoder {
    let value: PositionValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func decode<Position: Decodable>(_ type: Position.Type, from value: PositionValue) throws -> Position {
        try decode(type, from: value, codingPath: [])
    }

    static func decode<T: Decodable>(_ type: T.Type, from value: PositionValue, codingPath: [any CodingKey]) throws -> T {
        if T.self == UUID.self {
            guard case .uuid(let uuid) = value else { throw mismatch(type, value, codingPath) }
            return uuid as! T
        }
        return try T(from: PositionDecoder(value: value, codingPath: codingPath))
    }

    static func mismatch(_ type: Any.Type, _ value: PositionValue, _ codingPath: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "found \(value)"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let fields) = value else { throw Self.mismatch([String: Any].self, value, codingPath) }
        return KeyedDecodingContainer(KeyedReader<Key>(fields: fields, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw Self.mismatch([Any].self, value, codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueReader(value: value, codingPath: codingPath)
    }

    /// The value as `T`: integers of any width within range, doubles, text and booleans.
    static func primitive<T>(_ type: T.Type, _ value: PositionValue, _ codingPath: [any CodingKey]) throws -> T {
        let result: Any? = switch value {
        case .bool(let bool): type == Bool.self ? bool as Any? : nil
        case .string(let text): type == String.self ? text as Any? : nil
        case .double(let double): type == Float.self ? Float(double) as Any? : type == Double.self ? double as Any? : nil
        case .int(let int): integer(type, int)
        default: nil
        }
        guard let typed = result as? T else { throw mismatch(type, value, codingPath) }
        return typed
    }

    private static func integer(_ type: Any.Type, _ value: Int64) -> Any? {
        switch type {
        case is Int.Type: Int(exactly: value)
        case is Int8.Type: Int8(exactly: value)
        case is Int16.Type: Int16(exactly: value)
        case is Int32.Type: Int32(exactly: value)
        case is Int64.Type: value
        case is UInt.Type: UInt(exactly: value)
        case is UInt8.Type: UInt8(exactly: value)
        case is UInt16.Type: UInt16(exactly: value)
        case is UInt32.Type: UInt32(exactly: value)
        case is UInt64.Type: UInt64(exactly: value)
        default: nil
        }
    }

    struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let values: [String: PositionValue]
        let allKeys: [Key]
        let codingPath: [any CodingKey]

        init(fields: [PositionValue.Field], codingPath: [any CodingKey]) {
            values = Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            allKeys = fields.compactMap { Key(stringValue: $0.key) }
            self.codingPath = codingPath
        }

        func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

        private func value(_ key: Key) throws -> PositionValue {
            guard let value = values[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no \(key.stringValue)"))
            }
            return value
        }

        func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try primitive(type, key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try primitive(type, key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try primitive(type, key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try primitive(type, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try primitive(type, key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try primitive(type, key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try primitive(type, key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try primitive(type, key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try primitive(type, key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try primitive(type, key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try primitive(type, key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try primitive(type, key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try primitive(type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try primitive(type, key) }

        private func primitive<T>(_ type: T.Type, _ key: Key) throws -> T {
            try PositionDecoder.primitive(type, try value(key), codingPath + [key])
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try PositionDecoder.decode(type, from: try value(key), codingPath: codingPath + [key])
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try PositionDecoder(value: try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw PositionDecoder.mismatch([Any].self, try value(key), codingPath + [key])
        }

        func superDecoder() throws -> any Decoder {
            PositionDecoder(value: .object(values.map { .init(key: $0.key, value: $0.value) }), codingPath: codingPath)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            PositionDecoder(value: try value(key), codingPath: codingPath + [key])
        }
    }

    struct SingleValueReader: SingleValueDecodingContainer {
        let value: PositionValue
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { value == .null }
        func decode(_ type: Bool.Type) throws -> Bool { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: String.Type) throws -> String { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: Double.Type) throws -> Double { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: Float.Type) throws -> Float { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: Int.Type) throws -> Int { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: Int8.Type) throws -> Int8 { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: Int16.Type) throws -> Int16 { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: Int32.Type) throws -> Int32 { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: Int64.Type) throws -> Int64 { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: UInt.Type) throws -> UInt { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try PositionDecoder.primitive(type, value, codingPath) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try PositionDecoder.primitive(type, value, codingPath) }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try PositionDecoder.decode(type, from: value, codingPath: codingPath)
        }
    }
}
