import Foundation
import Logging
import Push
import ServerKit
import SQLKit

/// Sends the pushes of `notification_pushes` that are due: one per notification event, showing the
/// group's line as it is when sent (a `collapse-id` per group, so the phone keeps only its latest line).
/// Pushes held through quiet hours go at 08:00 local, the events of one group as one push; one whose
/// notification was read, removed or hidden by then, or whose person turned push off, is dropped.
///
/// Every server instance may run it at once: a row is claimed with a compare-and-set on
/// `claimed_until_us` before it is sent, so no push goes out twice. A claim lapses after `lease`, so a
/// push claimed by an instance that died is sent by another.
public struct NotificationPusher: Sendable {
    let database: Database
    let inbox: NotificationInbox
    let settings: UserSettingsStore
    /// Nil without APNs configuration: pushes are still claimed, and logged instead of sent.
    let push: PushService?
    let logger: Logger

    static let lease: TimeInterval = 5 * 60
    static let batch = 200

    /// Sends the pushes due at `now`; returns how many this instance sent (or logged).
    @discardableResult
    public func sendDue(now: Date) async throws -> Int {
        let nowUS = TimestampKey.micros(of: now)
        var handled = 0
        // Held pushes of one group share their 08:00: the first sends the group's line, the rest are dropped.
        var heldGroupsSent: Set<UUID> = []
        while true {
            let due = try await database.sql.raw("""
                SELECT id, notification_id, recipient_id, queued_us, due_us, claimed_until_us FROM notification_pushes
                WHERE due_us <= \(bind: nowUS) AND (claimed_until_us IS NULL OR claimed_until_us < \(bind: nowUS))
                ORDER BY due_us, id LIMIT \(literal: Self.batch)
                """).all(decoding: Row.self)
            for row in due {
                guard try await claim(row, now: now) else { continue }
                let held = row.due_us > row.queued_us
                if !(held && heldGroupsSent.contains(row.notification_id)), try await send(row) {
                    handled += 1
                    if held { heldGroupsSent.insert(row.notification_id) }
                }
                try await database.sql.raw("DELETE FROM notification_pushes WHERE id = \(bind: row.id)").run()
            }
            if due.count < Self.batch { return handled }
        }
    }

    /// Takes `row` for this instance until `lease` has passed; false when another instance took it first.
    private func claim(_ row: Row, now: Date) async throws -> Bool {
        let until = TimestampKey.micros(of: now.addingTimeInterval(Self.lease))
        return try await database.sql.raw("""
            UPDATE notification_pushes SET claimed_until_us = \(bind: until)
            WHERE id = \(bind: row.id) AND COALESCE(claimed_until_us, 0) = \(bind: row.claimed_until_us ?? 0) RETURNING id
            """).all().count == 1
    }

    /// Sends (or logs) the push for `row` when it is still wanted; false when it was dropped.
    private func send(_ row: Row) async throws -> Bool {
        guard let item = try await inbox.item(row.notification_id, of: row.recipient_id), !item.isRead else { return false }
        let preferences = try await settings.settings(of: row.recipient_id)
        let channels = preferences.channels(for: item.kind)
        guard preferences.notificationsEnabled, channels.inbox, channels.push else { return false }
        let notification = PushNotification(
            .alert(title: "Calyx", body: item.text),
            threadID: item.subject.thread(for: item.kind),
            collapseID: item.id.apiString,
            badge: try await inbox.unreadCount(of: row.recipient_id),
            custom: Self.custom(for: item)
        )
        if let push {
            await push.send(notification, to: row.recipient_id)
        } else {
            logger.info("notification push (no APNs configured)", metadata: [
                "account": "\(row.recipient_id)", "notification": "\(item.id)", "text": "\(item.text)",
            ])
        }
        return true
    }

    /// What the app needs to open the right page when the push is tapped: the notification (read on
    /// opening) and its subject: the flower (and the comment) a comment is about, else the collection,
    /// else, for new followers, the latest of them.
    static func custom(for item: NotificationItem) -> [String: PushPayloadValue] {
        var custom: [String: PushPayloadValue] = ["notificationId": .string(item.id.apiString), "kind": .string(item.kind.rawValue)]
        if let flower = item.flower { custom["flowerId"] = .string(flower.id.apiString) }
        if let comment = item.commentID { custom["commentId"] = .string(comment.apiString) }
        if let collection = item.collection { custom["collectionId"] = .string(collection.id.apiString) }
        if let actor = item.actors.first { custom["personId"] = .string(actor.id.apiString) }
        return custom
    }

    private struct Row: Decodable {
        let id: UUID
        let notification_id: UUID
        let recipient_id: UUID
        let queued_us: Int64
        let due_us: Int64
        let claimed_until_us: Int64?
    }
}
