import Foundation

/// A parsed `postgres://user:password@host:port/database?sslmode=…` address.
///
/// `host=/path/to/socket/dir` in the query selects a Unix-domain socket, as libpq does;
/// `pool_max_conns=N` caps each app's connection pool; `pool_max_conn_idle_time=30s` (or `500ms`, `5m`)
/// closes a pooled connection after that long unused.
public struct PostgresURL: Sendable, Equatable {
    public enum TLSMode: String, Sendable {
        case disable, prefer, require
    }

    public var host: String
    public var port: Int
    public var unixSocketPath: String?
    public var username: String
    public var password: String?
    public var database: String?
    public var tls: TLSMode
    /// The most connections one app's pool opens (`pool_max_conns`, as pgx spells it); nil: the default.
    public var maximumConnections: Int?
    /// How long a pooled connection may sit unused before it is closed (`pool_max_conn_idle_time`, as pgx
    /// spells it); nil: PostgresNIO's default, a minute.
    public var idleTimeout: Duration?

    public init(_ string: String) throws(ConfigurationError) {
        func invalid(_ reason: String) -> ConfigurationError {
            ConfigurationError(variable: "DATABASE_URL", message: reason)
        }
        guard let components = URLComponents(string: string),
              let scheme = components.scheme?.lowercased()
        else { throw invalid("is not a URL") }
        guard scheme == "postgres" || scheme == "postgresql" else {
            throw invalid("must start with postgres:// (got \(scheme)://)")
        }
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            uniquingKeysWith: { _, last in last }
        )
        self.host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "localhost"
        self.port = components.port ?? 5432
        if let socketDirectory = query["host"], socketDirectory.hasPrefix("/") {
            self.unixSocketPath = "\(socketDirectory)/.s.PGSQL.\(self.port)"
        }
        guard let user = components.user, !user.isEmpty else { throw invalid("must name a user (postgres://USER@host/db)") }
        self.username = user.removingPercentEncoding ?? user
        self.password = components.password.map { $0.removingPercentEncoding ?? $0 }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        self.database = path.isEmpty ? nil : path
        if let pool = query["pool_max_conns"] {
            guard let maximum = Int(pool), maximum > 0 else { throw invalid("has a pool_max_conns that is not a positive whole number") }
            self.maximumConnections = maximum
        }
        if let idle = query["pool_max_conn_idle_time"] {
            guard let timeout = Self.duration(idle) else {
                throw invalid("has a pool_max_conn_idle_time that is not a positive duration such as 500ms, 30s or 5m")
            }
            self.idleTimeout = timeout
        }
        let mode = query["sslmode"] ?? "prefer"
        switch mode {
        case "disable", "allow": self.tls = .disable
        case "prefer": self.tls = .prefer
        case "require", "verify-ca", "verify-full": self.tls = .require
        default: throw invalid("has an unknown sslmode '\(mode)'")
        }
    }

    /// A whole number of milliseconds, seconds or minutes (`500ms`, `30s`, `5m`), above zero.
    static func duration(_ text: String) -> Duration? {
        for (unit, make) in [("ms", Duration.milliseconds), ("s", Duration.seconds), ("m", { Duration.seconds($0 * 60) })] as [(String, (Int) -> Duration)] {
            guard text.hasSuffix(unit), let count = Int(text.dropLast(unit.count)), count > 0 else { continue }
            return make(count)
        }
        return nil
    }
}
