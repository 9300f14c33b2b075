import Foundation
import ServerKit
import SQLKit

/// What the recorder needs of the recipient, read in the action's transaction: whether they exist,
/// their switches for one kind, and their zone.
struct RecipientSettings: Sendable {
    let notificationsEnabled: Bool
    let timeZone: String?
    let channels: NotificationChannels

    /// Nil when `user` does not exist.
    static func read(_ user: UUID, kind: NotificationKind, in db: any SQLDatabase) async throws -> RecipientSettings? {
        guard let row = try await db.raw("""
            SELECT s.notifications_enabled, s.time_zone, k.inbox, k.push FROM users u
            LEFT JOIN user_settings s ON s.user_id = u.id
            LEFT JOIN notification_kind_settings k ON k.user_id = u.id AND k.kind = \(bind: kind.rawValue)
            WHERE u.id = \(bind: user)
            """).first(decoding: Row.self)
        else { return nil }
        let defaults = kind.defaultChannels
        return RecipientSettings(
            notificationsEnabled: row.notifications_enabled ?? UserSettings().notificationsEnabled, timeZone: row.time_zone,
            channels: NotificationChannels(inbox: row.inbox ?? defaults.inbox, push: row.push ?? defaults.push)
        )
    }

    private struct Row: Decodable {
        let notifications_enabled: Bool?
        let time_zone: String?
        let inbox: Bool?
        let push: Bool?
    }
}
