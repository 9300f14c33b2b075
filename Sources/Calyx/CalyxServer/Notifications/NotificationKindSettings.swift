import Foundation
import ServerKit
import SQLKit

/// The per-kind channels a person changed (`notification_kind_settings`); kinds without a row have
/// their defaults, so a row equal to the default is removed rather than kept.
enum NotificationKindSettings {
    static func read(_ user: UUID, in db: any SQLDatabase) async throws -> [NotificationKind: NotificationChannels] {
        let rows = try await db.raw("SELECT kind, inbox, push FROM notification_kind_settings WHERE user_id = \(bind: user)")
            .all(decoding: Row.self)
        return Dictionary(rows.compactMap { row in
            NotificationKind(rawValue: row.kind).map { ($0, NotificationChannels(inbox: row.inbox, push: row.push)) }
        }) { first, _ in first }
    }

    static func write(_ kinds: [NotificationKind: NotificationChannels], of user: UUID, in db: any SQLDatabase) async throws {
        for kind in NotificationKind.allCases {
            if let channels = kinds[kind], channels != kind.defaultChannels {
                try await db.raw("""
                    INSERT INTO notification_kind_settings (user_id, kind, inbox, push)
                    VALUES (\(bind: user), \(bind: kind.rawValue), \(bind: channels.inbox), \(bind: channels.push))
                    ON CONFLICT (user_id, kind) DO UPDATE SET inbox = excluded.inbox, push = excluded.push
                    """).run()
            } else {
                try await db.raw("DELETE FROM notification_kind_settings WHERE user_id = \(bind: user) AND kind = \(bind: kind.rawValue)").run()
            }
        }
    }

    /// The kinds `user` keeps out of their inbox.
    static func hiddenKinds(of user: UUID, in db: any SQLDatabase) async throws -> [NotificationKind] {
        let settings = try await read(user, in: db)
        return NotificationKind.allCases.filter { !(settings[$0] ?? $0.defaultChannels).inbox }
    }

    private struct Row: Decodable {
        let kind: String
        let inbox: Bool
        let push: Bool
    }
}
