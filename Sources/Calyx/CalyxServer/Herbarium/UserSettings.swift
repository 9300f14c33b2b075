import Foundation
import ServerKit
import SQLKit

/// A user's privacy settings and app preferences; a user who never changed them has the defaults.
struct UserSettings: Sendable, Equatable {
    enum View: String, Sendable { case grid, list }
    enum Units: String, Sendable { case metric, imperial }

    var cataloguePublic = true
    var followerListsPublic = true
    var defaultCollectionPublic = true
    var defaultView = View.grid
    var measurementUnit = Units.metric
    var notificationsEnabled = true
    var emailNotifications = false
    /// IANA identifier, validated when set (`NotificationTimeZone`); nil until set, which means UTC.
    var timeZone: String?
    /// Kinds whose channels differ from their defaults; read through `channels(for:)`.
    var notificationKinds: [NotificationKind: NotificationChannels] = [:]

    func channels(for kind: NotificationKind) -> NotificationChannels {
        notificationKinds[kind] ?? kind.defaultChannels
    }
}

struct UserSettingsStore: Sendable {
    let database: Database
    let wallClock: any WallClock

    func settings(of user: UUID, in db: (any SQLDatabase)? = nil) async throws -> UserSettings {
        guard let row = try await (db ?? database.sql).raw("SELECT * FROM user_settings WHERE user_id = \(bind: user)")
            .first(decoding: Row.self)
        else { return UserSettings() }
        let kinds = try await NotificationKindSettings.read(user, in: db ?? database.sql)
        return UserSettings(
            cataloguePublic: row.catalogue_public, followerListsPublic: row.follower_lists_public,
            defaultCollectionPublic: row.default_collection_public, defaultView: .init(rawValue: row.default_view) ?? .grid,
            measurementUnit: .init(rawValue: row.measurement_unit) ?? .metric, notificationsEnabled: row.notifications_enabled,
            emailNotifications: row.email_notifications, timeZone: row.time_zone,
            notificationKinds: kinds
        )
    }

    /// Applies `change` to the stored settings atomically and returns the result.
    func update(_ user: UUID, _ change: @Sendable (inout UserSettings) -> Void) async throws -> UserSettings {
        let now = wallClock.now()
        return try await database.transaction { db in
            var settings = try await settings(of: user, in: db)
            change(&settings)
            try await db.raw("""
                INSERT INTO user_settings (user_id, catalogue_public, follower_lists_public, default_collection_public,
                    default_view, measurement_unit, notifications_enabled, email_notifications, time_zone, updated_at)
                VALUES (\(bind: user), \(bind: settings.cataloguePublic), \(bind: settings.followerListsPublic),
                    \(bind: settings.defaultCollectionPublic), \(bind: settings.defaultView.rawValue),
                    \(bind: settings.measurementUnit.rawValue), \(bind: settings.notificationsEnabled),
                    \(bind: settings.emailNotifications), \(bind: settings.timeZone), \(bind: now))
                ON CONFLICT (user_id) DO UPDATE SET catalogue_public = excluded.catalogue_public,
                    follower_lists_public = excluded.follower_lists_public,
                    default_collection_public = excluded.default_collection_public, default_view = excluded.default_view,
                    measurement_unit = excluded.measurement_unit, notifications_enabled = excluded.notifications_enabled,
                    email_notifications = excluded.email_notifications, time_zone = excluded.time_zone, updated_at = excluded.updated_at
                """).run()
            try await NotificationKindSettings.write(settings.notificationKinds, of: user, in: db)
            return settings
        }
    }

    private struct Row: Decodable {
        let catalogue_public: Bool
        let follower_lists_public: Bool
        let default_collection_public: Bool
        let default_view: String
        let measurement_unit: String
        let notifications_enabled: Bool
        let email_notifications: Bool
        let time_zone: String?
    }
}
