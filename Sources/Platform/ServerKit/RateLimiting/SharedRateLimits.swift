import Crypto
import Foundation
import Logging
import SQLKit

/// Token buckets in the app's PostgreSQL database, so every instance behind a load balancer spends
/// from the same budget: a client cannot get N times its allowance by landing on N instances.
///
/// One statement per decision: an upsert that refills the bucket by the time since its last use,
/// takes a token only if a whole one is there, and says so by returning a row. Time is wall-clock
/// microseconds (instances share no monotonic clock), read as the wall clock when the limiter was
/// made plus the monotonic time since: the same as the wall clock on a server, and in tests it moves
/// with the monotonic clock the in-memory buckets use. A clock behind another instance's refills
/// nothing rather than taking tokens away. Rows of buckets that have refilled completely mean the
/// same as no row and are deleted now and then.
///
/// SQLite has one instance by nature, so its apps keep buckets in memory (`forDatabase` answers nil).
public struct SharedRateLimits: Sendable {
    let database: Database
    let clock: any MonotonicClock
    let logger: Logger
    /// Wall-clock microseconds when made, and the monotonic clock's reading then.
    private let originMicroseconds: Int64
    private let originMonotonic: Duration

    /// Shared buckets for `database` when it is PostgreSQL; nil for SQLite.
    public static func forDatabase(
        _ database: Database, wallClock: any WallClock, clock: any MonotonicClock, logger: Logger
    ) -> SharedRateLimits? {
        guard database.backend == .postgres else { return nil }
        return SharedRateLimits(database: database, wallClock: wallClock, clock: clock, logger: logger)
    }

    private init(database: Database, wallClock: any WallClock, clock: any MonotonicClock, logger: Logger) {
        self.database = database
        self.clock = clock
        self.logger = logger
        originMicroseconds = Int64((wallClock.now().timeIntervalSince1970 * 1_000_000).rounded())
        originMonotonic = clock.now()
    }

    private var nowMicroseconds: Int64 {
        let elapsed = (clock.now() - originMonotonic).components
        return originMicroseconds + elapsed.seconds * 1_000_000 + elapsed.attoseconds / 1_000_000_000_000
    }

    /// Rows are named by a digest of the limiter's name and the caller's key, so the table holds no
    /// account IDs or client addresses (a deleted account leaves no trace here, and a dump of the
    /// table names nobody).
    static func rowKey(_ key: String) -> String {
        SHA256.hash(data: Data(key.utf8)).prefix(16).map { String(format: "%02x", $0) }.joined()
    }

    func take(_ key: String, policy: RateLimitPolicy) async throws -> RateLimitDecision {
        let key = Self.rowKey(key)
        let now = nowMicroseconds
        let perMicrosecond = policy.refillPerSecond / 1_000_000
        let burst = Double(policy.burst)
        // The bucket's level now: refilled by the time since its last use, never above the burst.
        let level: SQLQueryString = "LEAST(\(bind: burst), b.tokens + GREATEST(0, \(bind: now) - b.updated_us) * \(bind: perMicrosecond))"
        let taken = try await database.sql.raw("""
            INSERT INTO rate_limit_buckets AS b (key, tokens, updated_us, full_us)
            VALUES (\(bind: key), \(bind: burst - 1), \(bind: now), \(bind: now + Int64(1 / perMicrosecond)))
            ON CONFLICT (key) DO UPDATE SET
                tokens = \(level) - 1,
                updated_us = \(bind: now),
                full_us = \(bind: now) + CAST((\(bind: burst) - (\(level) - 1)) / \(bind: perMicrosecond) AS BIGINT)
            WHERE \(level) >= \(bind: 1 - Self.tolerance)
            RETURNING tokens
            """).first()
        if Int.random(in: 0..<500) == 0 { try? await sweep(now: now) }
        if let taken {
            return .allowed(remaining: Int(try taken.decode(column: "tokens", as: Double.self)))
        }
        let row = try await database.sql.raw("""
            SELECT \(level) AS level FROM rate_limit_buckets AS b WHERE key = \(bind: key)
            """).first()
        let current = try row?.decode(column: "level", as: Double.self) ?? 0
        let seconds = max(0, 1 - Self.tolerance - current) / policy.refillPerSecond
        return .limited(retryAfter: .milliseconds(Int64((seconds * 1000).rounded(.up))))
    }

    /// A token refilled over exactly its interval adds up to a hair under 1 in floating point
    /// (6 s at 1/6 per second is 0.99999999…): within this much of a whole token counts as one.
    static let tolerance = 1e-6

    /// Deletes buckets that are full again: the same as having none.
    private func sweep(now: Int64) async throws {
        try await database.sql.raw("DELETE FROM rate_limit_buckets WHERE full_us < \(bind: now)").run()
    }
}

/// The table `SharedRateLimits` keeps its buckets in, for an app's migration list.
public enum RateLimitMigrations {
    public static func buckets(name: String) -> any Migration { Buckets(name: name) }

    struct Buckets: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            // SQLite apps never use it (their buckets are in memory); it exists there only so both
            // backends have the same schema.
            try await db.raw("""
                CREATE TABLE rate_limit_buckets (
                    key TEXT PRIMARY KEY,
                    tokens DOUBLE PRECISION NOT NULL,
                    updated_us BIGINT NOT NULL,
                    full_us BIGINT NOT NULL
                )
                """).run()
            if backend == .postgres {
                try await db.raw("CREATE INDEX rate_limit_buckets_full ON rate_limit_buckets (full_us)").run()
            }
        }
    }
}
