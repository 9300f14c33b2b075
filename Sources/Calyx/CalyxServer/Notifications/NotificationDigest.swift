import Foundation
import Logging
import Mail
import ServerKit
import SQLKit

/// The weekly email of unread activity, for people who turned email notifications on: at most one per
/// person per 7 days, listing only unread notifications with activity since their last digest (the
/// last 7 days for a first one), and nothing at all when there is none. Sent to Identity's
/// `users.email`, with a one-click unsubscribe link.
///
/// Every server instance may run it at once: a person's digest is claimed by moving their
/// `notification_digests.last_sent_us` with a compare-and-set before the mail goes out (and moved back
/// when sending fails, so the next run tries again).
public struct NotificationDigest: Sendable {
    let database: Database
    let inbox: NotificationInbox
    /// Nil without SMTP configuration: digests are still claimed, and logged instead of mailed.
    let smtp: SMTPClient?
    let tokens: UnsubscribeTokens
    let configuration: NotificationConfiguration
    let logger: Logger

    static let interval: TimeInterval = 7 * 24 * 3600
    static let batch = 200
    /// Unread notifications read for one digest (the email lists `DigestMessage.maximumLines`).
    static let itemLimit = 500

    /// Sends the digests due at `now`; returns how many this instance sent (or logged).
    @discardableResult
    public func sendDue(now: Date) async throws -> Int {
        let weekAgo = TimestampKey.micros(of: now.addingTimeInterval(-Self.interval))
        var sent = 0
        var after = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        while true {
            // People due a digest who have unread activity since their last one (a cheap first cut;
            // what they may see is decided per person below).
            let due = try await database.sql.raw("""
                SELECT u.id, u.email, u.display_name, d.last_sent_us FROM users u
                JOIN user_settings s ON s.user_id = u.id
                LEFT JOIN notification_digests d ON d.user_id = u.id
                WHERE s.email_notifications = \(bind: true) AND u.email IS NOT NULL AND u.id > \(bind: after)
                    AND (d.last_sent_us IS NULL OR d.last_sent_us <= \(bind: weekAgo))
                    AND EXISTS (SELECT 1 FROM notifications n WHERE n.recipient_id = u.id AND n.read_us IS NULL
                        AND n.updated_us > COALESCE(d.last_sent_us, \(bind: weekAgo)))
                ORDER BY u.id LIMIT \(literal: Self.batch)
                """).all(decoding: Row.self)
            for person in due {
                if try await sendDigest(person, now: now, weekAgo: weekAgo) { sent += 1 }
            }
            guard due.count == Self.batch, let last = due.last else { return sent }
            after = last.id
        }
    }

    /// Claims and sends `person`'s digest; false when there was nothing to send or another instance claimed it.
    private func sendDigest(_ person: Row, now: Date, weekAgo: Int64) async throws -> Bool {
        let since = TimestampKey.date(micros: person.last_sent_us ?? weekAgo)
        let items = try await inbox.unread(of: person.id, since: since, limit: Self.itemLimit)
        guard !items.isEmpty else { return false }
        let sender = smtp?.configuration.sender ?? MailAddress("calyx@localhost.localdomain")!
        guard let address = MailAddress(person.email, displayName: person.display_name),
              let message = DigestMessage.make(
                  from: sender, to: address, name: person.display_name, items: items, total: items.count,
                  unsubscribeLink: configuration.unsubscribeLink(tokens.token(for: person.id))
              )
        else {
            logger.warning("digest not sent: the address cannot be mailed", metadata: ["account": "\(person.id)"])
            return false
        }
        let nowUS = TimestampKey.micros(of: now)
        guard try await claim(person.id, from: person.last_sent_us, to: nowUS) else { return false }
        guard let smtp else {
            logger.info("notification digest (no CALYX_SMTP_URL: not mailed)", metadata: ["account": "\(person.id)", "text": "\(message.text)"])
            return true
        }
        do {
            _ = try await smtp.send(message, date: now)
            return true
        } catch {
            logger.error("notification digest failed; trying again on a later run", metadata: ["account": "\(person.id)", "error": "\(error)"])
            _ = try await claim(person.id, from: nowUS, to: person.last_sent_us)
            return false
        }
    }

    /// Moves `user`'s last digest from `old` to `new` (nil: none) if no one moved it since.
    private func claim(_ user: UUID, from old: Int64?, to new: Int64?) async throws -> Bool {
        let sql = database.sql
        switch (old, new) {
        case (nil, let new?):
            return try await sql.raw("""
                INSERT INTO notification_digests (user_id, last_sent_us) VALUES (\(bind: user), \(bind: new)) ON CONFLICT DO NOTHING RETURNING user_id
                """).all().count == 1
        case (let old?, let new?):
            return try await sql.raw("""
                UPDATE notification_digests SET last_sent_us = \(bind: new) WHERE user_id = \(bind: user) AND last_sent_us = \(bind: old) RETURNING user_id
                """).all().count == 1
        case (let old?, nil):
            return try await sql.raw("""
                DELETE FROM notification_digests WHERE user_id = \(bind: user) AND last_sent_us = \(bind: old) RETURNING user_id
                """).all().count == 1
        case (nil, nil):
            return true
        }
    }

    private struct Row: Decodable {
        let id: UUID
        let email: String
        let display_name: String
        let last_sent_us: Int64?
    }
}
