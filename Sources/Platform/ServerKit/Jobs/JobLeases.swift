import Foundation
import SQLKit

/// The database side of job scheduling: a job's row says who holds it and when it is next due.
///
/// Taking a lease is one conditional `UPDATE`: on PostgreSQL a second instance updating the same row
/// waits for the first and then re-checks the condition, which no longer holds; on SQLite writes are
/// serialised. So exactly one instance wins each due run, and a crashed holder's lease simply expires.
public struct JobLeases: Sendable {
    public let database: Database
    /// This process: a fresh id per runner, so a restarted instance never mistakes an old lease for its own.
    public let holder: String

    public init(database: Database, holder: String = UUID().uuidString) {
        self.database = database
        self.holder = holder
    }

    /// How a job's runs went, as its row says.
    public struct Status: Sendable, Decodable, Equatable {
        public let name: String
        public let holder: String
        public let lease_until_us: Int64
        public let next_run_us: Int64
        public let last_started_us: Int64?
        public let last_finished_us: Int64?
        public let last_duration_us: Int64?
        public let runs: Int64
        public let failures: Int64
        public let last_error: String?
    }

    /// Takes `name`'s lease until `now + duration` when it is due (or `force`d) and nobody holds it.
    public func claim(_ name: String, now: Date, for duration: Duration, force: Bool = false) async throws -> Bool {
        let nowUS = TimestampKey.micros(of: now)
        try await database.sql.raw("""
            INSERT INTO job_leases (name, holder, lease_until_us, next_run_us, runs, failures) VALUES (\(bind: name), '', 0, 0, 0, 0)
            ON CONFLICT (name) DO NOTHING
            """).run()
        let due: SQLQueryString = force ? "1 = 1" : "next_run_us <= \(bind: nowUS)"
        return try await database.sql.raw("""
            UPDATE job_leases SET holder = \(bind: holder), lease_until_us = \(bind: nowUS + duration.microseconds), last_started_us = \(bind: nowUS)
            WHERE name = \(bind: name) AND lease_until_us <= \(bind: nowUS) AND \(due)
            RETURNING name
            """).all().count == 1
    }

    /// Extends a lease this process holds; false when it lost it (it expired and another took it).
    public func renew(_ name: String, now: Date, for duration: Duration) async throws -> Bool {
        try await database.sql.raw("""
            UPDATE job_leases SET lease_until_us = \(bind: TimestampKey.micros(of: now) + duration.microseconds)
            WHERE name = \(bind: name) AND holder = \(bind: holder) RETURNING name
            """).all().count == 1
    }

    /// Records a run's end, releases the lease and sets when the job is next due.
    public func finish(_ name: String, at now: Date, nextRun: Date, took duration: Duration, error: String?) async throws {
        try await database.sql.raw("""
            UPDATE job_leases SET lease_until_us = 0, next_run_us = \(bind: TimestampKey.micros(of: nextRun)),
                last_finished_us = \(bind: TimestampKey.micros(of: now)), last_duration_us = \(bind: duration.microseconds),
                runs = runs + 1, failures = failures + \(bind: error == nil ? 0 : 1), last_error = \(bind: error)
            WHERE name = \(bind: name) AND holder = \(bind: holder)
            """).run()
    }

    public func status(_ name: String) async throws -> Status? {
        try await database.sql.raw("SELECT * FROM job_leases WHERE name = \(bind: name)").first(decoding: Status.self)
    }
}
