import Foundation
import Logging
import ServerKit
import Testing

@Suite("Server configuration")
struct ConfigurationTests {
    @Test("defaults: loopback:8080, ./.greenhouse, SQLite per app")
    func defaults() throws {
        let configuration = try ServerConfiguration(environment: [:])
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.dataDirectory.lastPathComponent == ".greenhouse")
        #expect(configuration.databaseURL == nil)
        #expect(try configuration.databaseLocation(forApp: "calyx") == .sqlite(path: configuration.dataDirectory.appendingPathComponent("calyx.sqlite").path))
    }

    @Test("environment variables are read")
    func environment() throws {
        let configuration = try ServerConfiguration(environment: [
            "GREENHOUSE_HOST": "0.0.0.0", "GREENHOUSE_PORT": "9000", "GREENHOUSE_DATA_DIR": "/var/lib/greenhouse",
            "DATABASE_URL": "postgres://app:s3cret@db.internal:6432/greenhouse", "GREENHOUSE_SCHEMA_PREFIX": "staging_",
            "LOG_LEVEL": "debug", "GREENHOUSE_LOG_FORMAT": "json", "GREENHOUSE_TRUST_PROXY": "1",
        ])
        #expect(configuration.host == "0.0.0.0")
        #expect(configuration.port == 9000)
        #expect(configuration.dataDirectory.path == "/var/lib/greenhouse")
        #expect(configuration.logLevel == .debug)
        #expect(configuration.logFormat == .json)
        #expect(configuration.trustProxyHeaders)
        guard case .postgres(let url, let schema) = try configuration.databaseLocation(forApp: "calyx") else {
            Issue.record("expected PostgreSQL")
            return
        }
        #expect(schema == "staging_calyx")
        #expect(url.host == "db.internal" && url.port == 6432 && url.username == "app" && url.password == "s3cret")
        #expect(url.database == "greenhouse" && url.tls == .prefer)
    }

    @Test("connection limits: defaults, and each variable read")
    func connectionLimits() throws {
        let defaults = try ServerConfiguration(environment: [:]).connectionLimits
        #expect(defaults == ConnectionLimits())
        #expect(defaults.headerTimeout == .seconds(20) && defaults.connectionsPerAddress == 64 && !defaults.capsLoopback)
        let set = try ServerConfiguration(environment: [
            "GREENHOUSE_HEADER_TIMEOUT": "5", "GREENHOUSE_MIN_BODY_RATE": "4096", "GREENHOUSE_BODY_GRACE": "3",
            "GREENHOUSE_CONNECTIONS_PER_ADDRESS": "16",
        ]).connectionLimits
        #expect(set.headerTimeout == .seconds(5) && set.minimumBodyBytesPerSecond == 4_096 && set.bodyGracePeriod == .seconds(3))
        #expect(set.connectionsPerAddress == 16 && set.capsLoopback)
        #expect(try ServerConfiguration(environment: ["GREENHOUSE_CONNECTIONS_PER_ADDRESS": "off"]).connectionLimits.connectionsPerAddress == nil)
    }

    @Test("a bad value names its variable", arguments: [
        ("GREENHOUSE_PORT", "eighty"), ("GREENHOUSE_PORT", "70000"), ("LOG_LEVEL", "loud"),
        ("GREENHOUSE_LOG_FORMAT", "xml"), ("GREENHOUSE_SCHEMA_PREFIX", "Staging-"), ("GREENHOUSE_HEADER_TIMEOUT", "0"),
        ("GREENHOUSE_MIN_BODY_RATE", "fast"), ("GREENHOUSE_BODY_GRACE", "-1"), ("GREENHOUSE_CONNECTIONS_PER_ADDRESS", "none"),
    ])
    func badValue(variable: String, value: String) {
        #expect(throws: ConfigurationError.self) {
            try ServerConfiguration(environment: [variable: value])
        }
        do {
            _ = try ServerConfiguration(environment: [variable: value])
        } catch {
            #expect(error.variable == variable)
        }
    }

    @Test("dev sign-in is only ever enabled on loopback", arguments: [
        ("127.0.0.1", true), ("localhost", true), ("::1", true), ("127.0.0.53", true),
        ("0.0.0.0", false), ("192.168.1.20", false), ("::", false), ("example.com", false),
    ])
    func devAuthLoopbackOnly(host: String, enabled: Bool) {
        let configuration = ServerConfiguration(host: host, devAuthRequested: true)
        #expect(configuration.devAuthEnabled == enabled)
        #expect(ServerConfiguration(host: host, devAuthRequested: false).devAuthEnabled == false)
    }

    @Test("PostgreSQL URLs: credentials, defaults, TLS modes, sockets, pool size")
    func postgresURLs() throws {
        let minimal = try PostgresURL("postgresql://me@localhost")
        #expect(minimal.port == 5432 && minimal.database == nil && minimal.password == nil && minimal.tls == .prefer)
        let encoded = try PostgresURL("postgres://me:p%40ss%2Fword@h/db?sslmode=require")
        #expect(encoded.password == "p@ss/word" && encoded.tls == .require)
        #expect(try PostgresURL("postgres://me@h/db?sslmode=disable").tls == .disable)
        let socket = try PostgresURL("postgres://me@/db?host=/var/run/postgresql")
        #expect(socket.unixSocketPath == "/var/run/postgresql/.s.PGSQL.5432")
        #expect(minimal.maximumConnections == nil)
        #expect(try PostgresURL("postgres://me@h/db?sslmode=disable&pool_max_conns=8").maximumConnections == 8)
        for bad in [
            "mysql://me@h/db", "postgres://h/db", "not a url", "postgres://me@h/db?sslmode=sometimes",
            "postgres://me@h/db?pool_max_conns=0", "postgres://me@h/db?pool_max_conns=many",
        ] {
            #expect(throws: ConfigurationError.self, "\(bad)") { try PostgresURL(bad) }
        }
    }
}
