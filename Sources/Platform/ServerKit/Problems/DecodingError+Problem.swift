import Foundation

extension Problem {
    /// Turns a JSON decoding failure into a 400 that names the field and says what was expected.
    public init(decoding error: DecodingError) {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self = .malformedJSON()
        case .dataCorrupted(let context):
            self = .invalidField(Self.fieldPath(context.codingPath), context.debugDescription)
        case .keyNotFound(let key, let context):
            self = .invalidField(Self.fieldPath(context.codingPath + [key]), "is required")
        case .valueNotFound(_, let context):
            self = .invalidField(Self.fieldPath(context.codingPath), "must not be null")
        case .typeMismatch(let type, let context):
            self = .invalidField(Self.fieldPath(context.codingPath), "must be \(Self.jsonDescription(of: type))")
        @unknown default:
            self = .malformedJSON()
        }
    }

    /// `[items, 2, name]` → `items[2].name`; the empty path is the body itself.
    static func fieldPath(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "body" : text
    }

    /// What a JSON client should have sent, in JSON's terms rather than Swift's.
    static func jsonDescription(of type: Any.Type) -> String {
        switch type {
        case is String.Type, is Substring.Type, is UUID.Type, is URL.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int64.Type, is Int32.Type, is Int16.Type, is Int8.Type,
             is UInt.Type, is UInt64.Type, is UInt32.Type, is UInt16.Type, is UInt8.Type: "an integer"
        case is Double.Type, is Float.Type, is Decimal.Type: "a number"
        case is Date.Type: "a date"
        default:
            String(describing: type).hasPrefix("Array<") ? "an array" : "an object"
        }
    }
}
