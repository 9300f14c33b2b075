import CalyxAPI
import Foundation
import Identity
import ServerKit

/// Privacy settings, preferences and the profile header's counts.
extension CalyxAPIHandler {
    func getSettings(_ input: Operations.GetSettings.Input) async throws -> Operations.GetSettings.Output {
        .ok(.init(body: .json(.init(try await catalog.settings.settings(of: try caller.id)))))
    }

    func updatePrivacy(_ input: Operations.UpdatePrivacy.Input) async throws -> Operations.UpdatePrivacy.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let settings = try await catalog.settings.update(try caller.id) { settings in
            if let value = body.cataloguePublic { settings.cataloguePublic = value }
            if let value = body.followerListsPublic { settings.followerListsPublic = value }
            if let value = body.defaultCollectionPublic { settings.defaultCollectionPublic = value }
        }
        return .ok(.init(body: .json(.init(settings))))
    }

    func updatePreferences(_ input: Operations.UpdatePreferences.Input) async throws -> Operations.UpdatePreferences.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let timeZone = try body.timeZone.map(NotificationTimeZone.validated)
        let kinds = body.notificationKinds?.changes ?? []
        let settings = try await catalog.settings.update(try caller.id) { settings in
            if let value = body.defaultView.flatMap({ UserSettings.View(rawValue: $0.rawValue) }) { settings.defaultView = value }
            if let value = body.measurementUnit.flatMap({ UserSettings.Units(rawValue: $0.rawValue) }) { settings.measurementUnit = value }
            if let value = body.notificationsEnabled { settings.notificationsEnabled = value }
            if let value = body.emailNotifications { settings.emailNotifications = value }
            if let timeZone { settings.timeZone = timeZone }
            for (kind, change) in kinds {
                var channels = settings.channels(for: kind)
                if let inbox = change.inbox { channels.inbox = inbox }
                if let push = change.push { channels.push = push }
                settings.notificationKinds[kind] = channels
            }
        }
        return .ok(.init(body: .json(.init(settings))))
    }

    func getStats(_ input: Operations.GetStats.Input) async throws -> Operations.GetStats.Output {
        let stats = try await UserStats.of(try caller.id, in: catalog.database)
        return .ok(.init(body: .json(.init(
            catalogueCount: stats.catalogue, collectionCount: stats.collections, favoriteCount: stats.favorites, historyCount: stats.history
        ))))
    }
}
