/// Column types whose spelling differs between SQLite and PostgreSQL. Values of these Swift types bind
/// and decode natively on both: `UUID`, `Date` (PostgreSQL `timestamptz`; SQLite seconds since 1970 as
/// REAL), `Bool`.
public struct SQLColumnTypes: Sendable {
    public let backend: DatabaseBackend

    public init(_ backend: DatabaseBackend) {
        self.backend = backend
    }

    public var uuid: String { backend == .postgres ? "UUID" : "TEXT" }
    public var timestamp: String { backend == .postgres ? "TIMESTAMPTZ" : "REAL" }
    public var boolean: String { backend == .postgres ? "BOOLEAN" : "INTEGER" }
    public var bytes: String { backend == .postgres ? "BYTEA" : "BLOB" }
}
