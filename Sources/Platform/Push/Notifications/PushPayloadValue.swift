/// A JSON value for the app-defined keys beside `aps` (a deep link, an ID the app opens).
public enum PushPayloadValue: Sendable, Equatable, Codable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case array([PushPayloadValue])
    case object([String: PushPayloadValue])
    case null

    /// Reads what `encode(to:)` wrote (a queued notification read back from the outbox). Whole
    /// numbers come back as `.integer`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([PushPayloadValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: PushPayloadValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}

extension PushPayloadValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: PushPayloadValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, PushPayloadValue)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
}
