import Foundation

/// Encodes a `Codable` position into a `PositionValue`: keyed containers become objects, single
/// values their value, and UUIDs their bytes rather than their text. Unkeyed containers (arrays) are
/// not positions and are refused.
struct PositionEncoder {
    static func encode(_ position: some Encodable) throws -> PositionValue {
        try Slot.encoding(position, codingPath: []).resolved()
    }

    /// Where one value goes: filled by a single-value container, or by a keyed one's fields.
    final class Slot {
        var value: PositionValue?
        var fields: [(key: String, slot: Slot)]?

        init(_ value: PositionValue? = nil) {
            self.value = value
        }

        static func encoding(_ value: some Encodable, codingPath: [any CodingKey]) throws -> Slot {
            if let uuid = value as? UUID { return Slot(.uuid(uuid)) }
            let slot = Slot()
            try value.encode(to: Writer(slot: slot, codingPath: codingPath))
            return slot
        }

        func resolved() throws -> PositionValue {
            if let fields { return .object(try fields.map { PositionValue.Field(key: $0.key, value: try $0.slot.resolved()) }) }
            guard let value else {
                throw EncodingError.invalidValue((), .init(codingPath: [], debugDescription: "a value encoded nothing"))
            }
            return value
        }
    }

    struct Writer: Encoder {
        let slot: Slot
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if slot.fields == nil { slot.fields = [] }
            return KeyedEncodingContainer(KeyedWriter<Key>(slot: slot, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            UnkeyedRefusal(codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleValueWriter(slot: slot, codingPath: codingPath)
        }
    }

    static func integer(_ value: some BinaryInteger, _ codingPath: [any CodingKey]) throws -> PositionValue {
        guard let exact = Int64(exactly: value) else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "beyond a 64-bit signed integer"))
        }
        return .int(exact)
    }

    struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        let codingPath: [any CodingKey]

        private func put(_ value: PositionValue, _ key: Key) {
            slot.fields?.append((key.stringValue, Slot(value)))
        }

        mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
        mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { put(.double(value), key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { put(.double(Double(value)), key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { put(.int(Int64(value)), key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { put(.int(Int64(value)), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { put(.int(Int64(value)), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { put(.int(Int64(value)), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { put(.int(value), key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { put(try PositionEncoder.integer(value, codingPath + [key]), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.int(Int64(value)), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.int(Int64(value)), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.int(Int64(value)), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { put(try PositionEncoder.integer(value, codingPath + [key]), key) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            slot.fields?.append((key.stringValue, try Slot.encoding(value, codingPath: codingPath + [key])))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = Slot()
            nested.fields = []
            slot.fields?.append((key.stringValue, nested))
            return KeyedEncodingContainer(KeyedWriter<NestedKey>(slot: nested, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            UnkeyedRefusal(codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder {
            Writer(slot: slot, codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let nested = Slot()
            slot.fields?.append((key.stringValue, nested))
            return Writer(slot: nested, codingPath: codingPath + [key])
        }
    }

    struct SingleValueWriter: SingleValueEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { slot.value = .null }
        mutating func encode(_ value: Bool) throws { slot.value = .bool(value) }
        mutating func encode(_ value: String) throws { slot.value = .string(value) }
        mutating func encode(_ value: Double) throws { slot.value = .double(value) }
        mutating func encode(_ value: Float) throws { slot.value = .double(Double(value)) }
        mutating func encode(_ value: Int) throws { slot.value = .int(Int64(value)) }
        mutating func encode(_ value: Int8) throws { slot.value = .int(Int64(value)) }
        mutating func encode(_ value: Int16) throws { slot.value = .int(Int64(value)) }
        mutating func encode(_ value: Int32) throws { slot.value = .int(Int64(value)) }
        mutating func encode(_ value: Int64) throws { slot.value = .int(value) }
        mutating func encode(_ value: UInt) throws { slot.value = try PositionEncoder.integer(value, codingPath) }
        mutating func encode(_ value: UInt8) throws { slot.value = .int(Int64(value)) }
        mutating func encode(_ value: UInt16) throws { slot.value = .int(Int64(value)) }
        mutating func encode(_ value: UInt32) throws { slot.value = .int(Int64(value)) }
        mutating func encode(_ value: UInt64) throws { slot.value = try PositionEncoder.integer(value, codingPath) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            let inner = try Slot.encoding(value, codingPath: codingPath)
            slot.value = inner.value
            slot.fields = inner.fields
        }
    }

    /// Arrays have no place in a position: encoding one fails with a clear error.
    struct UnkeyedRefusal: UnkeyedEncodingContainer {
        let codingPath: [any CodingKey]
        var count: Int { 0 }

        private func refuse() throws -> Never {
            throw EncodingError.invalidValue([Any](), .init(codingPath: codingPath, debugDescription: "a cursor position holds no arrays"))
        }

        mutating func encodeNil() throws { try refuse() }
        mutating func encode<T: Encodable>(_ value: T) throws { try refuse() }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(KeyedWriter<NestedKey>(slot: Slot(), codingPath: codingPath))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
        mutating func superEncoder() -> any Encoder { Writer(slot: Slot(), codingPath: codingPath) }
    }
}
