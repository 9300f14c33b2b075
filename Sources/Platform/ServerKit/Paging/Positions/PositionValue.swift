import Foundation

/// A cursor's position as the few kinds of value positions hold, and their byte form.
///
/// Positions are sealed into every next-page cursor, on the hottest paths (search, feeds), and opened
/// on every later page. Foundation's JSONEncoder cost more than the query it paged; this form is
/// written and read by a few lines of code: a tag byte, then the value. Integers are zigzag LEB128,
/// doubles their IEEE bits, strings and keys a length and UTF-8, UUIDs their 16 bytes, objects a
/// count and their fields in the order they were encoded.
enum PositionValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case uuid(UUID)
    case object([Field])

    struct Field: Sendable, Equatable {
        let key: String
        let value: PositionValue
    }

    private enum Tag: UInt8 {
        case null, `false`, `true`, int, double, string, uuid, object
    }

    /// Deeper nesting than any position has: a bound on what a reader recurses into.
    static let maximumDepth = 16

    func write(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(Tag.null.rawValue)
        case .bool(let value): bytes.append(value ? Tag.true.rawValue : Tag.false.rawValue)
        case .int(let value):
            bytes.append(Tag.int.rawValue)
            Self.writeVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &bytes)
        case .double(let value):
            bytes.append(Tag.double.rawValue)
            withUnsafeBytes(of: value.bitPattern.bigEndian) { bytes.append(contentsOf: $0) }
        case .string(let value):
            bytes.append(Tag.string.rawValue)
            Self.writeText(value, to: &bytes)
        case .uuid(let value):
            bytes.append(Tag.uuid.rawValue)
            withUnsafeBytes(of: value.uuid) { bytes.append(contentsOf: $0) }
        case .object(let fields):
            bytes.append(Tag.object.rawValue)
            Self.writeVarint(UInt64(fields.count), to: &bytes)
            for field in fields {
                Self.writeText(field.key, to: &bytes)
                field.value.write(to: &bytes)
            }
        }
    }

    /// The value at the start of `bytes`; what follows it (a cursor's padding) is left unread.
    static func read(_ bytes: some Collection<UInt8>) throws -> PositionValue {
        var reader = Reader(bytes: Array(bytes))
        return try reader.value(depth: 0)
    }

    private static func writeVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    private static func writeText(_ text: String, to bytes: inout [UInt8]) {
        writeVarint(UInt64(text.utf8.count), to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    struct Malformed: Error {}

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func value(depth: Int) throws -> PositionValue {
            guard depth <= PositionValue.maximumDepth, let tag = Tag(rawValue: try byte()) else { throw Malformed() }
            switch tag {
            case .null: return .null
            case .false: return .bool(false)
            case .true: return .bool(true)
            case .int:
                let zigzag = try varint()
                return .int(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
            case .double:
                var bits: UInt64 = 0
                for byte in try take(8) { bits = bits << 8 | UInt64(byte) }
                return .double(Double(bitPattern: bits))
            case .string: return .string(try text())
            case .uuid:
                let raw = Array(try take(16))
                return .uuid(UUID(uuid: (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                                         raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15])))
            case .object:
                let count = try varint()
                // Each field takes at least two bytes: a count beyond what is left is a lie.
                guard count <= UInt64(bytes.count - offset) / 2 else { throw Malformed() }
                var fields: [Field] = []
                fields.reserveCapacity(Int(count))
                for _ in 0..<count { fields.append(Field(key: try text(), value: try value(depth: depth + 1))) }
                return .object(fields)
            }
        }

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw Malformed() }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
            guard count <= bytes.count - offset else { throw Malformed() }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func varint() throws -> UInt64 {
            var value: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 7) {
                let byte = try byte()
                value |= UInt64(byte & 0x7F) << UInt64(shift)
                if byte < 0x80 { return value }
            }
            throw Malformed()
        }

        mutating func text() throws -> String {
            let length = try varint()
            guard length <= UInt64(bytes.count - offset) else { throw Malformed() }
            guard let text = String(bytes: try take(Int(length)), encoding: .utf8) else { throw Malformed() }
            return text
        }
    }
}
