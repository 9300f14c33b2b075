import Logging
import PostgresNIO
import ServiceLifecycle
import SQLKit

extension Database {
    /// PostgreSQL `NOTIFY`: sends `payload` (under 8000 bytes) to every connection listening on
    /// `channel`, in every server instance on this database. Outside a transaction it is sent at once.
    public func notify(channel: String, payload: String) async throws {
        precondition(backend == .postgres, "NOTIFY is PostgreSQL's")
        try await sql.raw("SELECT pg_notify(\(bind: channel), \(bind: payload))").run()
    }

    /// A channel name for `topic` that is this database's own (its schema's), so apps and test runs
    /// sharing one PostgreSQL server never hear each other.
    public func notificationChannel(_ topic: String) -> String {
        guard case .postgres(_, let schema) = location else { return topic }
        return "\(schema)_\(topic)"
    }
}

/// One dedicated PostgreSQL connection that `LISTEN`s on a channel for as long as the server runs,
/// handing each notification's payload to `deliver`.
///
/// A connection that cannot be made or drops is logged and made again with backoff (0.25 s doubling
/// to 30 s). `listening(true)` is called each time the channel is listened to, `listening(false)` when
/// that ends: notifications sent in between are lost, so callers can tell their own listeners to resync.
public struct NotificationListener: Service {
    let database: Database
    let channel: String
    let logger: Logger
    let listening: @Sendable (Bool) async -> Void
    let deliver: @Sendable (String) async -> Void

    static let firstRetryDelay: Duration = .milliseconds(250)
    static let maximumRetryDelay: Duration = .seconds(30)

    public init(
        database: Database,
        channel: String,
        logger: Logger,
        listening: @escaping @Sendable (Bool) async -> Void = { _ in },
        deliver: @escaping @Sendable (String) async -> Void
    ) {
        self.database = database
        self.channel = channel
        self.logger = logger
        self.listening = listening
        self.deliver = deliver
    }

    public func run() async throws {
        guard case .postgres(let url, let schema) = database.location else {
            preconditionFailure("LISTEN is PostgreSQL's")
        }
        let configuration = try Self.connectionConfiguration(url, schema: schema)
        await cancelWhenGracefulShutdown {
            var failures = 0
            while !Task.isCancelled {
                var wasListening = false
                do {
                    try await listenOnce(configuration) {
                        wasListening = true
                        if failures > 0 { logger.info("listening again", metadata: ["channel": "\(channel)"]) }
                        failures = 0
                    }
                } catch {
                    if Task.isCancelled { break }
                    failures += 1
                    logger.warning(
                        wasListening ? "notification connection lost" : "notification connection failed",
                        metadata: ["channel": "\(channel)", "error": "\(String(reflecting: error))", "attempt": "\(failures)"]
                    )
                }
                // Shutting down is not losing the connection: listeners are told only of the latter.
                if Task.isCancelled { break }
                if wasListening { await listening(false) }
                try? await Task.sleep(for: Self.retryDelay(after: max(failures, 1)), tolerance: .zero)
            }
        }
    }

    /// Connects, listens until the connection ends (throwing) or the task is cancelled, then closes.
    private func listenOnce(_ configuration: PostgresConnection.Configuration, started: () -> Void) async throws {
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        do {
            try await connection.listen(on: channel) { notifications in
                started()
                await listening(true)
                for try await notification in notifications {
                    await deliver(notification.payload)
                }
            }
            try? await connection.close()
            if !Task.isCancelled { throw ListenerEnded() }
        } catch {
            try? await connection.close()
            throw error
        }
    }

    static func retryDelay(after failures: Int) -> Duration {
        let doubled = firstRetryDelay * (1 << min(failures - 1, 10))
        return min(doubled, maximumRetryDelay)
    }

    /// The pool's settings (address, credentials, TLS, search path) for a connection of its own.
    static func connectionConfiguration(_ url: PostgresURL, schema: String) throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS =
            switch url.tls {
            case .disable: .disable
            case .prefer: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
        var configuration: PostgresConnection.Configuration
        if let socket = url.unixSocketPath {
            configuration = .init(unixSocketPath: socket, username: url.username, password: url.password, database: url.database)
        } else {
            configuration = .init(host: url.host, port: url.port, username: url.username, password: url.password, database: url.database, tls: tls)
        }
        configuration.options.additionalStartupParameters = [("search_path", schema)]
        return configuration
    }

    struct ListenerEnded: Error, CustomStringConvertible {
        var description: String { "the notification stream ended" }
    }
}
