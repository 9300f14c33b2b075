import PostgresNIO

/// SQLKit's bound values as PostgresNIO bindings, with the type each is sent as: NULL, or a value that
/// encodes itself for PostgreSQL (strings, numbers, dates, UUIDs, bytes, arrays of them) — what
/// PostgresKit's translation does first. Anything else (a structure sent as JSON) gives nil, and the
/// statement goes to PostgresKit whole.
enum PostgresBinds {
    static func encode(_ binds: [any Encodable & Sendable]) throws -> (PostgresBindings, [PostgresDataType])? {
        var bindings = PostgresBindings(capacity: binds.count)
        var types: [PostgresDataType] = []
        types.reserveCapacity(binds.count)
        for bind in binds {
            if let optional = bind as? any OptionalProbe, optional.isNone {
                bindings.appendNull()
                types.append(.null)
            } else if let value = bind as? any PostgresThrowingDynamicTypeEncodable {
                try bindings.append(value, context: .default)
                types.append(value.psqlType)
            } else {
                return nil
            }
        }
        return (bindings, types)
    }
}

/// Tells a nil optional inside an existential from a value.
protocol OptionalProbe {
    var isNone: Bool { get }
}

extension Optional: OptionalProbe {
    var isNone: Bool { self == nil }
}
