import Logging

/// The shared pieces an app module builds its routes from.
public struct AppEnvironment: Sendable {
    public let configuration: ServerConfiguration
    /// The app's own database (its SQLite file or PostgreSQL schema).
    public let database: Database
    public let cursors: CursorCodec
    /// Time for rate limits and other elapsed-time rules; a manual clock in tests.
    public let clock: any MonotonicClock
    /// The date for what is stored and compared with stored dates (expiry); a manual clock in tests.
    public let wallClock: any WallClock
    public let metrics: HTTPMetrics
    public let logger: Logger

    public init(
        configuration: ServerConfiguration,
        database: Database,
        cursors: CursorCodec,
        clock: any MonotonicClock,
        wallClock: any WallClock,
        metrics: HTTPMetrics,
        logger: Logger
    ) {
        self.configuration = configuration
        self.database = database
        self.cursors = cursors
        self.clock = clock
        self.wallClock = wallClock
        self.metrics = metrics
        self.logger = logger
    }
}

extension AppEnvironment {
    /// Rate-limit buckets every instance shares: the app's PostgreSQL database; nil on SQLite (one
    /// instance), where limiters keep their buckets in memory.
    public var sharedRateLimits: SharedRateLimits? {
        SharedRateLimits.forDatabase(database, wallClock: wallClock, clock: clock, logger: logger)
    }
}
