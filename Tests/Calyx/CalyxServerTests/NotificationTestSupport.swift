import CalyxAPI
@testable import CalyxServer
import Foundation
import ServerKit

/// Reaching the notification jobs of the server a harness started, and reading inboxes through the API.
extension CalyxHarness {
    /// The pusher, digest and unsubscribe tokens of this harness's server (the job runner's view of them).
    func notifications() throws -> CalyxNotifications {
        guard let built = app.builtNotifications.latest else { throw NotificationTestError.notBuilt }
        return built
    }

    /// The token of `user`'s one-click unsubscribe link.
    func unsubscribeToken(for user: String) throws -> String {
        try notifications().tokens.token(for: UUID(uuidString: user)!)
    }

    /// A person signed in with dev sign-in: their id and a client carrying their token.
    func member(_ name: String) async throws -> Member {
        let session = try await devSignIn(name)
        return Member(id: session.user.id, name: name, client: client(token: session.accessToken), token: session.accessToken)
    }
}

struct Member: Sendable {
    let id: String
    let name: String
    let client: Client
    let token: String

    /// Every notification of theirs (up to 100), newest first, and the unread count.
    func inbox() async throws -> (items: [Components.Schemas.Notification], unread: Int) {
        let page = try await client.listNotifications(query: .init(limit: 100)).ok.body.json
        return (page.items, page.unreadCount)
    }

    /// The lines of their inbox, newest first.
    func lines() async throws -> [String] {
        try await inbox().items.map(\.text)
    }
}

enum NotificationTestError: Error {
    /// The server built no notifications: it did not start.
    case notBuilt
}
