/// Where one app's tables live.
public enum DatabaseLocation: Sendable, Equatable {
    /// An SQLite file (created if missing), opened in WAL mode with foreign keys on.
    case sqlite(path: String)
    /// A schema inside a PostgreSQL database; created by the migrator if missing.
    case postgres(PostgresURL, schema: String)

    public var backend: DatabaseBackend {
        switch self {
        case .sqlite: .sqlite
        case .postgres: .postgres
        }
    }
}

/// The SQL engine behind a `Database`, for the few statements whose dialects differ.
public enum DatabaseBackend: String, Sendable, CaseIterable, CustomStringConvertible {
    case sqlite
    case postgres

    public var description: String { rawValue }
}
