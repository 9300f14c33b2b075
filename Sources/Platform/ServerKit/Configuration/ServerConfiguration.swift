import Foundation
import Logging

/// Everything `greenhouse serve` needs to know about where it runs.
///
/// Values come from the environment (`ServerConfiguration(environment:)`, the only place that reads
/// environment variables) and are then overridden by command-line flags.
public struct ServerConfiguration: Sendable {
    /// Interface to bind. Loopback by default: exposing the server is a deliberate choice.
    public var host: String
    public var port: Int
    /// Holds one SQLite file per app (when no PostgreSQL URL is given), generated secrets, and media.
    public var dataDirectory: URL
    /// `DATABASE_URL`: when set, every app uses this PostgreSQL database (one schema per app).
    public var databaseURL: String?
    /// Prepended to each app's PostgreSQL schema name, so several environments (or test runs) can
    /// share one database: `staging_` gives `staging_calyx`.
    public var schemaPrefix: String
    /// Allows `POST /<app>/v1/auth/dev`; honoured only on a loopback address (see `devAuthEnabled`).
    public var devAuthRequested: Bool
    public var logLevel: Logger.Level
    public var logFormat: LogFormat
    /// Take the client address from the last `X-Forwarded-For` hop. Only behind a proxy that sets it.
    public var trustProxyHeaders: Bool
    /// Per-client limit applied to every app route (ops endpoints are exempt). `nil` disables it.
    public var appRateLimit: RateLimitPolicy?
    /// `GREENHOUSE_RATE_LIMIT_EXEMPT_TOKEN`: the secret a client (a fuzzer) sends to pass every rate
    /// limiter (`RateLimitExemption`); nil: nobody passes.
    public var rateLimitExemptionToken: String?
    /// Base64 of 32 random bytes. Instances behind one load balancer must share it so cursors made by
    /// one instance are accepted by another; without it a key is generated into the data directory.
    public var cursorKeyBase64: String?
    /// Media and app files in an S3-compatible bucket instead of the data directory (several instances).
    public var objectStorage: ObjectStorageSettings?
    /// Header and body deadlines and the per-address connection cap (slow and greedy clients).
    public var connectionLimits = ConnectionLimits()
    /// How long SIGTERM waits for in-flight requests before the remaining work is cancelled.
    public var shutdownGracePeriod: Duration
    /// Where spans go (`OTEL_EXPORTER_OTLP_ENDPOINT` and the other `OTEL_` variables, `TraceSettings`);
    /// nil: no tracing, and no span is made.
    public var traces: TraceSettings?
    /// The environment this configuration was read from. App modules read their own variables
    /// (`CALYX_…`) from it, each in exactly one place: their configuration type.
    public var environment: [String: String]

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        dataDirectory: URL = URL(fileURLWithPath: ".greenhouse", isDirectory: true),
        databaseURL: String? = nil,
        schemaPrefix: String = "",
        devAuthRequested: Bool = false,
        logLevel: Logger.Level = .info,
        logFormat: LogFormat = .text,
        trustProxyHeaders: Bool = false,
        appRateLimit: RateLimitPolicy? = .defaultPerClient,
        cursorKeyBase64: String? = nil,
        shutdownGracePeriod: Duration = .seconds(25),
        environment: [String: String] = [:]
    ) {
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
        self.databaseURL = databaseURL
        self.schemaPrefix = schemaPrefix
        self.devAuthRequested = devAuthRequested
        self.logLevel = logLevel
        self.logFormat = logFormat
        self.trustProxyHeaders = trustProxyHeaders
        self.appRateLimit = appRateLimit
        self.cursorKeyBase64 = cursorKeyBase64
        self.shutdownGracePeriod = shutdownGracePeriod
        self.environment = environment
    }

    /// Reads `GREENHOUSE_HOST`, `GREENHOUSE_PORT`, `GREENHOUSE_DATA_DIR`, `DATABASE_URL`,
    /// `GREENHOUSE_SCHEMA_PREFIX`, `LOG_LEVEL`, `GREENHOUSE_LOG_FORMAT`, `GREENHOUSE_TRUST_PROXY`,
    /// `GREENHOUSE_CURSOR_KEY`, `GREENHOUSE_RATE_LIMIT` (`off` for load tests), the object store's
    /// (`ObjectStorageSettings`), the connection limits' (`ConnectionLimits`) and the traces' (`TraceSettings`).
    public init(environment: [String: String]) throws(ConfigurationError) {
        self.init(port: 8080, environment: environment)
        objectStorage = try ObjectStorageSettings(environment: environment)
        connectionLimits = try ConnectionLimits(environment: environment)
        traces = try TraceSettings(environment: environment)
        if let host = environment["GREENHOUSE_HOST"], !host.isEmpty { self.host = host }
        if let port = environment["GREENHOUSE_PORT"] {
            guard let value = Int(port), (0...65_535).contains(value) else {
                throw ConfigurationError(variable: "GREENHOUSE_PORT", message: "must be a port number, got '\(port)'")
            }
            self.port = value
        }
        if let directory = environment["GREENHOUSE_DATA_DIR"], !directory.isEmpty {
            self.dataDirectory = URL(fileURLWithPath: directory, isDirectory: true)
        }
        if let url = environment["DATABASE_URL"], !url.isEmpty { self.databaseURL = url }
        if let prefix = environment["GREENHOUSE_SCHEMA_PREFIX"] {
            guard SchemaName.isMadeOfAllowedCharacters(prefix) else {
                throw ConfigurationError(variable: "GREENHOUSE_SCHEMA_PREFIX", message: "may hold only lowercase letters, digits and _")
            }
            self.schemaPrefix = prefix
        }
        if let level = environment["LOG_LEVEL"] {
            guard let value = Logger.Level(rawValue: level.lowercased()) else {
                throw ConfigurationError(variable: "LOG_LEVEL", message: "must be trace, debug, info, notice, warning, error or critical")
            }
            self.logLevel = value
        }
        if let format = environment["GREENHOUSE_LOG_FORMAT"] {
            guard let value = LogFormat(rawValue: format.lowercased()) else {
                throw ConfigurationError(variable: "GREENHOUSE_LOG_FORMAT", message: "must be text or json")
            }
            self.logFormat = value
        }
        if let trust = environment["GREENHOUSE_TRUST_PROXY"] {
            self.trustProxyHeaders = ["1", "true", "yes"].contains(trust.lowercased())
        }
        if let key = environment["GREENHOUSE_CURSOR_KEY"], !key.isEmpty { self.cursorKeyBase64 = key }
        if let token = environment["GREENHOUSE_RATE_LIMIT_EXEMPT_TOKEN"], !token.isEmpty {
            guard token.count >= RateLimitExemption.minimumTokenLength else {
                throw ConfigurationError(
                    variable: "GREENHOUSE_RATE_LIMIT_EXEMPT_TOKEN", message: "must be at least \(RateLimitExemption.minimumTokenLength) characters"
                )
            }
            self.rateLimitExemptionToken = token
        }
        if let limit = environment["GREENHOUSE_RATE_LIMIT"] {
            // Off only for load tests from one address; production keeps the per-client limit.
            guard ["on", "off"].contains(limit.lowercased()) else {
                throw ConfigurationError(variable: "GREENHOUSE_RATE_LIMIT", message: "must be on or off")
            }
            self.appRateLimit = limit.lowercased() == "off" ? nil : .defaultPerClient
        }
    }

    /// Dev sign-in is a local convenience: it is never enabled on an address other hosts can reach.
    public var devAuthEnabled: Bool {
        devAuthRequested && Self.isLoopback(host)
    }

    static func isLoopback(_ host: String) -> Bool {
        let normalized = host.lowercased()
        return normalized == "localhost" || normalized == "::1" || normalized == "[::1]"
            || normalized.hasPrefix("127.")
    }

    /// Where an app's data lives: its schema in `DATABASE_URL`, else `<data-dir>/<app>.sqlite`.
    public func databaseLocation(forApp app: String) throws -> DatabaseLocation {
        if let databaseURL {
            return .postgres(try PostgresURL(databaseURL), schema: schemaPrefix + app)
        }
        return .sqlite(path: dataDirectory.appendingPathComponent("\(app).sqlite").path)
    }
}

/// A configuration value that cannot be used; the message names the variable or flag.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public var variable: String
    public var message: String

    public init(variable: String, message: String) {
        self.variable = variable
        self.message = message
    }

    public var description: String { "\(variable) \(message)" }
}
