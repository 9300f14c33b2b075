import CalyxAPI
import Foundation
import HTTPTypes
import Identity
import Push
import ServerKit

/// Your notifications, the devices they are pushed to, and the email digest's unsubscribe link.
extension CalyxAPIHandler {
    func listNotifications(_ input: Operations.ListNotifications.Input) async throws -> Operations.ListNotifications.Output {
        let (page, unread) = try await notifications.inbox.page(
            of: try caller.id, page: try page(limit: input.query.limit, cursor: input.query.cursor)
        )
        return .ok(.init(body: .json(.init(items: page.items.map(Components.Schemas.Notification.init), unreadCount: unread, nextCursor: page.nextCursor))))
    }

    func markNotificationRead(_ input: Operations.MarkNotificationRead.Input) async throws -> Operations.MarkNotificationRead.Output {
        let me = try caller.id
        // Someone else's notification is answered as one that does not exist.
        guard try await notifications.inbox.markRead(try uuid(input.path.notificationId, "notificationId"), of: me) else {
            throw Problem.notFound("No such notification.")
        }
        return .ok(.init(body: .json(.init(unreadCount: try await notifications.inbox.unreadCount(of: me)))))
    }

    func markAllNotificationsRead(_ input: Operations.MarkAllNotificationsRead.Input) async throws -> Operations.MarkAllNotificationsRead.Output {
        let me = try caller.id
        try await notifications.inbox.markAllRead(of: me)
        return .ok(.init(body: .json(.init(unreadCount: try await notifications.inbox.unreadCount(of: me)))))
    }

    func registerDevice(_ input: Operations.RegisterDevice.Input) async throws -> Operations.RegisterDevice.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let environment: APNsEnvironment = body.environment == .development ? .development : .production
        try await notifications.devices.register(try deviceToken(body.token, "token"), account: try caller.id, environment: environment)
        return .noContent(.init())
    }

    func unregisterDevice(_ input: Operations.UnregisterDevice.Input) async throws -> Operations.UnregisterDevice.Output {
        try await notifications.devices.unregister(try deviceToken(input.path.deviceToken, "deviceToken"), account: try caller.id)
        return .noContent(.init())
    }

    func unsubscribeEmail(_ input: Operations.UnsubscribeEmail.Input) async throws -> Operations.UnsubscribeEmail.Output {
        guard let user = notifications.tokens.user(from: input.query.token) else {
            let detail = "is not an unsubscribe link this server made"
            throw Problem(status: .forbidden, slug: "forbidden", title: "Forbidden", detail: "token: \(detail)", errors: [FieldIssue(field: "token", detail: detail)])
        }
        try await notifications.unsubscribe(user)
        return .ok(.init(body: .json(.init(emailNotifications: false))))
    }

    private func deviceToken(_ text: String, _ field: String) throws -> DeviceToken {
        do { return try DeviceToken(text) } catch { throw Problem.invalidField(field, error.description) }
    }
}
