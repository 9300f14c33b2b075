import Foundation
import Logging
import ServerKit
import ServerKitTestSupport
import Testing

/// Rate limits that hold across instances (issue 20): on PostgreSQL, limiters of several instances
/// (here: several `RateLimiter`s on one database, as each instance makes its own) spend from one
/// bucket per caller.
@Suite("Shared rate limits")
struct SharedRateLimitTests {
    static let policy = RateLimitPolicy(burst: 3, refillPerSecond: 0.5)

    /// What one instance makes: a limiter on its own monotonic clock, sharing `database`'s buckets.
    static func instance(_ database: Database, wall: ManualWallClock, clock: ManualClock, name: String) -> RateLimiter {
        RateLimiter(
            policy: policy, clock: clock, shared: SharedRateLimits.forDatabase(database, wallClock: wall, clock: clock, logger: .quiet), name: name
        )
    }

    static func migrated(_ database: Database) async throws {
        try await Migrator(app: "limits", migrations: [RateLimitMigrations.buckets(name: "0001_rate_limit_buckets")]).migrate(database)
    }

    @Test("two instances share one budget per caller; another limiter's name has its own; time refills it")
    func sharedBudget() async throws {
        guard TestDatabases.backends.contains(.postgres) else { return }
        try await TestDatabases.withFreshDatabase(.postgres) { (database: Database) async throws in
            try await Self.migrated(database)
            // Each instance has its own monotonic clock; the wall clocks agree.
            let (clockA, clockB) = (ManualClock(), ManualClock())
            let wall = ManualWallClock()
            let first = Self.instance(database, wall: wall, clock: clockA, name: "auth")
            let second = Self.instance(database, wall: wall, clock: clockB, name: "auth")
            #expect(await first.take("addr|203.0.113.7") == .allowed(remaining: 2))
            #expect(await second.take("addr|203.0.113.7") == .allowed(remaining: 1))
            #expect(await first.take("addr|203.0.113.7") == .allowed(remaining: 0))
            // Spent on both: refused on either, with the time until a token is back (2 s at 0.5/s).
            #expect(await second.take("addr|203.0.113.7") == .limited(retryAfter: .seconds(2)))
            #expect(await first.take("addr|203.0.113.7").retryAfterSeconds == 2)
            // Another caller, and the same caller under another limiter, have budgets of their own.
            #expect(await second.take("addr|198.51.100.1") == .allowed(remaining: 2))
            let comments = Self.instance(database, wall: wall, clock: clockA, name: "comments")
            #expect(await comments.take("addr|203.0.113.7") == .allowed(remaining: 2))
            // 2 s later one token is back, on whichever instance asks.
            clockA.advance(by: .seconds(2))
            clockB.advance(by: .seconds(2))
            #expect(await second.take("addr|203.0.113.7") == .allowed(remaining: 0))
            #expect(await first.take("addr|203.0.113.7").retryAfterSeconds == 2)
        }
    }

    @Test("a clock behind the last use refills nothing and takes nothing away")
    func clockStepsBack() async throws {
        guard TestDatabases.backends.contains(.postgres) else { return }
        try await TestDatabases.withFreshDatabase(.postgres) { (database: Database) async throws in
            try await Self.migrated(database)
            let ahead = ManualWallClock(Date(timeIntervalSince1970: 1_795_254_010))
            let behind = ManualWallClock(Date(timeIntervalSince1970: 1_795_254_000))
            let a = Self.instance(database, wall: ahead, clock: ManualClock(), name: "x")
            let b = Self.instance(database, wall: behind, clock: ManualClock(), name: "x")
            #expect(await a.take("k") == .allowed(remaining: 2))
            #expect(await b.take("k") == .allowed(remaining: 1))
            #expect(await b.take("k") == .allowed(remaining: 0))
            #expect(await b.take("k").retryAfterSeconds == 2)
        }
    }

    @Test("SQLite keeps buckets in memory; a shared store that fails falls back to this instance's own")
    func memoryAndFallback() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { (database: Database) async throws in
            #expect(SharedRateLimits.forDatabase(database, wallClock: ManualWallClock(), clock: ManualClock(), logger: .quiet) == nil)
        }
        guard TestDatabases.backends.contains(.postgres) else { return }
        try await TestDatabases.withFreshDatabase(.postgres) { (database: Database) async throws in
            // No table: every shared decision fails, and the limiter still limits, on its own.
            let clock = ManualClock()
            let shared = SharedRateLimits.forDatabase(database, wallClock: ManualWallClock(), clock: clock, logger: .quiet)
            let limiter = RateLimiter(policy: Self.policy, clock: clock, shared: shared, name: "auth")
            for remaining in [2, 1, 0] { #expect(await limiter.take("k") == .allowed(remaining: remaining)) }
            #expect(await limiter.take("k").retryAfterSeconds == 2)
        }
    }
}
