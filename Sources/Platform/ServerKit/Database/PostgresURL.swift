import Foundation

/// A parsed `postgres://user:password@host:port/database?sslmode=…` address.
///
/// `host=/path/to/socket/dir` in the query selects a Unix-domain socket, as libpq does;
/// `pool_max_conns=N` caps each app's connection pool.
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
        let mode = query["sslmode"] ?? "prefer"
        switch mode {
        case "disable", "allow": self.tls = .disable
        case "prefer": self.tls = .prefer
        case "require", "verify-ca", "verify-full": self.tls = .require
        default: throw invalid("has an unknown sslmode '\(mode)'")
        }
    }
}
