import Foundation
import Logging
import ServerKit
import SQLKit

/// Pushes written down in the same transaction as the change they tell of, and sent by a scheduled
/// job: a change that rolls back leaves no push, and a push for a change that stuck is not lost to a
/// restart. A push may wait (quiet hours) and may be dropped before it goes (`cancel(subject:)`: the
/// request it announced was withdrawn).
///
/// Every server instance may send at once: a row is claimed with a compare-and-set on
/// `claimed_until_us` before it is sent, so each push goes out once. A claim lapses after `lease`, so
/// a push claimed by an instance that died is sent by another.
public struct PushOutbox: Sendable {
    /// Asked just before a push goes, on the push's account and subject: false drops it. A push may wait
    /// hours (quiet hours); by then the person may have turned such pushes off, or what it tells of may
    /// have been undone (a friendship ended, an account deleted).
    public typealias StillWanted = @Sendable (_ account: UUID, _ subject: String?, _ database: Database) async throws -> Bool

    let database: Database
    /// Nil without APNs configuration: due pushes are still claimed and removed, and logged instead.
    let push: PushService?
    let logger: Logger
    let stillWanted: StillWanted?

    /// The scheduled job's name (apps run `job(every:)` in their `JobRunner`).
    public static let jobName = "push-outbox"
    static let lease: TimeInterval = 5 * 60
    static let batch = 200

    public init(database: Database, push: PushService?, logger: Logger, stillWanted: StillWanted? = nil) {
        self.database = database
        self.push = push
        self.logger = logger
        self.stillWanted = stillWanted
    }

    /// Queues `notification` for `account` on `db` (the caller's transaction). It goes at `now`, or at
    /// 08:00 in `quietHoursIn` when `now` falls in that zone's quiet hours.
    public static func enqueue(
        _ notification: PushNotification, to account: UUID, subject: String? = nil, now: Date, quietHoursIn zone: TimeZone?,
        on db: any SQLDatabase
    ) async throws {
        let due = zone.map { QuietHours.release(now, in: $0) } ?? now
        let text = String(decoding: try JSONEncoder().encode(notification), as: UTF8.self)
        try await db.raw("""
            INSERT INTO push_outbox (id, account_id, subject, notification, queued_us, due_us)
            VALUES (\(bind: UUID()), \(bind: account), \(bind: subject), \(bind: text),
                    \(bind: TimestampKey.micros(of: now)), \(bind: TimestampKey.micros(of: due)))
            """).run()
    }

    /// Drops the pushes about `subject` not sent yet.
    public static func cancel(subject: String, on db: any SQLDatabase) async throws {
        try await db.raw("DELETE FROM push_outbox WHERE subject = \(bind: subject) AND claimed_until_us IS NULL").run()
    }

    /// Drops every push waiting for `account` (the account is being deleted).
    public static func forgetAll(of account: UUID, on db: any SQLDatabase) async throws {
        try await db.raw("DELETE FROM push_outbox WHERE account_id = \(bind: account)").run()
    }

    /// The job that sends what is due, every `interval`.
    public func job(every interval: Duration) -> ScheduledJob {
        ScheduledJob(Self.jobName, every: interval) { now in _ = try await sendDue(now: now) }
    }

    /// Sends the pushes due at `now` that are still wanted; how many this instance sent (or logged).
    @discardableResult
    public func sendDue(now: Date) async throws -> Int {
        let nowUS = TimestampKey.micros(of: now)
        var handled = 0
        while true {
            let due = try await database.sql.raw("""
                SELECT id, account_id, subject, notification, claimed_until_us FROM push_outbox
                WHERE due_us <= \(bind: nowUS) AND (claimed_until_us IS NULL OR claimed_until_us < \(bind: nowUS))
                ORDER BY due_us, id LIMIT \(literal: Self.batch)
                """).all(decoding: Row.self)
            for row in due {
                guard try await claim(row, now: now) else { continue }
                if try await stillWanted?(row.account_id, row.subject, database) ?? true {
                    await send(row)
                    handled += 1
                }
                try await database.sql.raw("DELETE FROM push_outbox WHERE id = \(bind: row.id)").run()
            }
            if due.count < Self.batch { return handled }
        }
    }

    /// Takes `row` for this instance until `lease` has passed; false when another instance took it first.
    private func claim(_ row: Row, now: Date) async throws -> Bool {
        let until = TimestampKey.micros(of: now.addingTimeInterval(Self.lease))
        return try await database.sql.raw("""
            UPDATE push_outbox SET claimed_until_us = \(bind: until)
            WHERE id = \(bind: row.id) AND COALESCE(claimed_until_us, 0) = \(bind: row.claimed_until_us ?? 0) RETURNING id
            """).all().count == 1
    }

    private func send(_ row: Row) async {
        let notification: PushNotification
        do {
            notification = try JSONDecoder().decode(PushNotification.self, from: Data(row.notification.utf8))
        } catch {
            logger.error("queued push unreadable: dropped", metadata: ["account": "\(row.account_id)", "error": "\(error)"])
            return
        }
        if let push {
            await push.send(notification, to: row.account_id)
        } else {
            let payload = (try? notification.payload()).map { String(decoding: $0, as: UTF8.self) } ?? "?"
            logger.info("push (no APNs configured)", metadata: ["account": "\(row.account_id)", "payload": "\(payload)"])
        }
    }

    private struct Row: Decodable {
        let id: UUID
        let account_id: UUID
        let subject: String?
        let notification: String
        let claimed_until_us: Int64?
    }
}
