import NIOConcurrencyHelpers

/// One value an app builds once per running server (its identity service, its job runner) and shares
/// between its routes, sockets and background services. Keyed by the database, so an app value that
/// serves twice (seeding, then serving) never reuses one bound to a closed database.
public final class PerDatabase<Value: Sendable>: Sendable {
    private let stored = NIOLockedValueBox<(database: ObjectIdentifier, value: Value)?>(nil)

    public init() {}

    /// The value built for `database`, if any.
    public func value(for database: Database) -> Value? {
        stored.withLockedValue { stored in stored.flatMap { $0.database == ObjectIdentifier(database) ? $0.value : nil } }
    }

    public func set(_ value: Value, for database: Database) {
        stored.withLockedValue { $0 = (ObjectIdentifier(database), value) }
    }

    /// The value for `database`, made under the lock the first time.
    public func value(for database: Database, orMake make: () throws -> Value) throws -> Value {
        try stored.withLockedValue { stored in
            if let stored, stored.database == ObjectIdentifier(database) { return stored.value }
            let made = try make()
            stored = (ObjectIdentifier(database), made)
            return made
        }
    }

    /// The same for a value made asynchronously: the server asks for it from its routes, sockets and
    /// services in turn, never at once, so it is made once.
    public func value(for database: Database, orMake make: () async throws -> Value) async throws -> Value {
        if let existing = value(for: database) { return existing }
        let made = try await make()
        set(made, for: database)
        return made
    }

    /// The value built last, whichever database: tests reach what the server they started built.
    public var latest: Value? { stored.withLockedValue { $0?.value } }
}
