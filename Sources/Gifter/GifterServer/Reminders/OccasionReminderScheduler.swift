import Foundation
import Logging
import Push
import ServerKit
import ServiceLifecycle
import SQLKit

/// Sends occasion reminders when due. Every instance of the server runs one; a reminder is claimed by
/// moving the occasion's `next_reminder_us` on with a compare-and-set, so it goes out exactly once per
/// occasion, year and kind however many instances run.
struct OccasionReminderScheduler: Service {
    let database: Database
    let wallClock: any WallClock
    /// Nil without APNs configuration: reminders are still claimed and moved on, and logged.
    let push: PushService?
    let interval: Duration
    let logger: Logger

    /// A reminder overdue by more than this (the server was down) is skipped, not sent late.
    static let staleAfter: TimeInterval = 6 * 3600
    static let batch = 500

    func run() async throws {
        // Cancellation ends the loop too: a cancelled sleep returns at once, so checking shutdown alone spins.
        while !Task.isShuttingDownGracefully, !Task.isCancelled {
            do {
                let sent = try await sendDue()
                if !sent.isEmpty { logger.info("occasion reminders sent", metadata: ["count": "\(sent.count)"]) }
            } catch {
                logger.error("occasion reminders failed; trying again", metadata: ["error": "\(String(reflecting: error))"])
            }
            try? await cancelWhenGracefulShutdown { try await ShortSleeps.sleep(for: interval) }
        }
    }

    /// Sends the reminders due now and plans each occasion's next; returns what this instance sent.
    @discardableResult
    func sendDue() async throws -> [(owner: UUID, reminder: OccasionReminder)] {
        let now = wallClock.now()
        let due = try await database.sql.raw("""
            SELECT o.*, m.time_zone, m.remind_week_before, m.remind_on_day FROM occasions o JOIN members m ON m.user_id = o.owner_id
            WHERE o.next_reminder_us <= \(bind: ReminderPlan.microseconds(now))
            ORDER BY o.next_reminder_us LIMIT \(unsafeRaw: String(Self.batch))
            """).all()
        var sent: [(UUID, OccasionReminder)] = []
        for result in due {
            let row = try result.decodeModel(Due.self)
            guard let occasion = try result.decodeModel(Occasions.Row.self).occasion, let kind = row.next_reminder_kind.flatMap(ReminderPlan.Kind.init(rawValue:)),
                  let scheduledUS = row.next_reminder_us else { continue }
            let zone = TimeZone(identifier: row.time_zone) ?? .gmt
            let scheduled = ReminderPlan.date(microseconds: scheduledUS)
            let next = ReminderPlan.next(
                after: max(scheduled, now.addingTimeInterval(-Self.staleAfter)), date: occasion.date, timeZone: zone,
                weekBefore: row.remind_week_before, onTheDay: row.remind_on_day
            )
            let claimed = try await database.sql.raw("""
                UPDATE occasions SET next_reminder_us = \(bind: next.map { ReminderPlan.microseconds($0.at) }), next_reminder_kind = \(bind: next?.kind.rawValue)
                WHERE id = \(bind: occasion.id) AND next_reminder_us = \(bind: scheduledUS) RETURNING id
                """).all().count == 1
            guard claimed, now.timeIntervalSince(scheduled) <= Self.staleAfter else { continue }
            let reminder = OccasionReminder(
                name: try await name(of: occasion.person, owner: occasion.ownerID), kind: occasion.kind, customTitle: occasion.customTitle, reminder: kind
            )
            let date = CalendarDay(scheduled, in: zone).adding(days: kind.daysAhead)
            if let push {
                await push.send(reminder.notification(occasionID: occasion.id, date: date), to: occasion.ownerID)
            } else {
                logger.info("occasion reminder (no APNs configured)", metadata: ["occasion": "\(occasion.id)", "text": "\(reminder.body)"])
            }
            sent.append((occasion.ownerID, reminder))
        }
        return sent
    }

    private func name(of person: PersonRef, owner: UUID) async throws -> String? {
        switch person {
        case .me: return nil
        case .profile(let id):
            return try await database.sql.raw("SELECT name FROM gifting_profiles WHERE id = \(bind: id) AND owner_id = \(bind: owner)")
                .first(decoding: NameRow.self)?.name
        case .friend(let id):
            return try await database.sql.raw("SELECT display_name AS name FROM users WHERE id = \(bind: id)").first(decoding: NameRow.self)?.name
        }
    }

    private struct NameRow: Decodable { let name: String }

    /// What a due reminder's planning needs besides the occasion (read from the same row).
    private struct Due: Decodable {
        let next_reminder_us: Int64?
        let next_reminder_kind: String?
        let time_zone: String
        let remind_week_before: Bool
        let remind_on_day: Bool
    }
}
