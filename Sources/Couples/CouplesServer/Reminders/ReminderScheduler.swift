import CouplesAPI
import Foundation
import Logging
import ServerKit
import ServiceLifecycle
import SQLKit

/// Sends each person's daily reminder at their chosen local time, while their part of the pair's
/// day is still open. Every instance of the server runs one; a reminder is claimed by moving the
/// person's `next_reminder_us` on with a compare-and-set, so two instances never both send it.
struct ReminderScheduler: Service {
    let database: Database
    let wallClock: any WallClock
    let notifier: CouplesNotifier
    /// How often due reminders are looked for: the latest a reminder can be.
    let interval: Duration
    let logger: Logger

    /// A reminder overdue by more than this (the server was down) is skipped, not sent late.
    static let staleAfter: TimeInterval = 3600
    /// Reminders handled per look; the rest wait for the next one.
    static let batch = 500

    func run() async throws {
        try await schedulePeopleWithoutNext()
        // Cancellation ends the loop too: a cancelled sleep returns at once, so checking shutdown alone spins.
        while !Task.isShuttingDownGracefully, !Task.isCancelled {
            do {
                let sent = try await sendDue()
                if sent > 0 { logger.info("reminders sent", metadata: ["count": "\(sent)"]) }
            } catch {
                logger.error("reminders failed; trying again", metadata: ["error": "\(String(reflecting: error))"])
            }
            // Shutdown ends the wait at once rather than after a whole interval.
            try? await cancelWhenGracefulShutdown { try await ShortSleeps.sleep(for: interval) }
        }
    }

    /// Sends the reminders due now and moves each person's next one on; returns how many were sent.
    @discardableResult
    func sendDue() async throws -> Int {
        let now = wallClock.now()
        let due = try await database.sql.raw("""
            SELECT account_id, time_zone, reminder_minute, next_reminder_us FROM people
            WHERE next_reminder_us <= \(bind: TimestampKey.micros(of: now))
            ORDER BY next_reminder_us LIMIT \(unsafeRaw: String(Self.batch))
            """).all(decoding: DueRow.self)
        var sent = 0
        for row in due {
            guard try await claim(row, now: now) else { continue }
            let scheduled = Date(timeIntervalSince1970: TimeInterval(row.next_reminder_us) / 1_000_000)
            guard now.timeIntervalSince(scheduled) <= Self.staleAfter, let open = try await openDay(of: row.account_id, now: now) else { continue }
            await notifier.send(row.account_id, .reminder, pair: open.pair, day: open.date.description)
            sent += 1
        }
        return sent
    }

    /// Moves the person's reminder to its next time; false when another instance got there first.
    private func claim(_ row: DueRow, now: Date) async throws -> Bool {
        let next = row.reminder_minute.map {
            TimestampKey.micros(of: ReminderTime.next(after: now, minute: $0, in: TimeZone(identifier: row.time_zone) ?? .gmt))
        }
        return try await database.sql.raw("""
            UPDATE people SET next_reminder_us = \(bind: next)
            WHERE account_id = \(bind: row.account_id) AND next_reminder_us = \(bind: row.next_reminder_us)
            RETURNING account_id
            """).all().count == 1
    }

    /// The pair's day and pair when the person is paired and has not yet both answered and sent a photo.
    private func openDay(of person: UUID, now: Date) async throws -> (pair: UUID, date: DayDate)? {
        guard let membership = try await PairMembership.of(person, database.sql) else { return nil }
        let latest = try await database.sql.raw("SELECT latest_day FROM pairs WHERE id = \(bind: membership.pairID)").first(decoding: LatestRow.self)
        let computed = PairCalendar.date(at: now, zones: membership.zones)
        // The pair's day never goes back (a partner who moved west keeps the day already begun).
        let date = latest.map { max(computed, DayDate(ordinal: $0.latest_day)) } ?? computed
        let done = try await database.sql.raw("""
            SELECT author_id FROM entries WHERE pair_id = \(bind: membership.pairID) AND day = \(bind: date.ordinal)
            AND author_id = \(bind: person) AND answer IS NOT NULL AND upload_id IS NOT NULL
            """).all().count > 0
        return done ? nil : (membership.pairID, date)
    }

    /// People whose reminder time was set before reminders were scheduled get their next time.
    private func schedulePeopleWithoutNext() async throws {
        let now = wallClock.now()
        let rows = try await database.sql.raw("""
            SELECT account_id, time_zone, reminder_minute FROM people WHERE reminder_minute IS NOT NULL AND next_reminder_us IS NULL
            """).all(decoding: UnscheduledRow.self)
        for row in rows {
            let next = ReminderTime.next(after: now, minute: row.reminder_minute, in: TimeZone(identifier: row.time_zone) ?? .gmt)
            try await database.sql.raw("""
                UPDATE people SET next_reminder_us = \(bind: TimestampKey.micros(of: next))
                WHERE account_id = \(bind: row.account_id) AND next_reminder_us IS NULL
                """).run()
        }
    }

    private struct DueRow: Decodable {
        let account_id: UUID
        let time_zone: String
        let reminder_minute: Int?
        let next_reminder_us: Int64
    }

    private struct UnscheduledRow: Decodable {
        let account_id: UUID
        let time_zone: String
        let reminder_minute: Int
    }

    private struct LatestRow: Decodable { let latest_day: Int }
}
