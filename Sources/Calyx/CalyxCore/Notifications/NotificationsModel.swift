import CalyxAPI
import ClientKit
import Foundation
import Observation

/// Notifications: new followers, likes and saves of one's collections, replies and upvotes, grouped
/// by the server ("Anna and 3 others liked Spring Walk"), newest first, with the unread count for the
/// badge; opening one marks it read, and "Mark all as read" clears the badge.
@MainActor @Observable
public final class NotificationsModel {
    public typealias Item = Components.Schemas.Notification

    /// Where opening a notification leads.
    public enum Destination: Equatable, Sendable {
        case flower(id: String)
        case collection(id: String)
        case person(id: String)
    }

    public var items: [Item] { list.items }
    public private(set) var unreadCount = 0
    public private(set) var failure: LoadFailure?

    private let api: any APIProtocol
    /// The bell's and the icon's badge follow the inbox's unread count.
    private let push: PushModel?
    private var list = PagedList<Item, String> { $0.id }

    public init(client: CalyxClient, push: PushModel? = nil) {
        api = client.api
        self.push = push
    }

    private func setUnread(_ count: Int) async {
        unreadCount = count
        await push?.setUnread(count)
    }

    public func load() async { await fetch(cursor: nil) }

    public func itemAppeared(at index: Int) async {
        guard let cursor = list.cursorToFetch(appeared: index) else { return }
        await fetch(cursor: cursor)
    }

    /// The flower it is about (a comment's flower), else the collection, else the latest person who acted.
    nonisolated public static func destination(of item: Item) -> Destination? {
        if let flower = item.flower { return .flower(id: flower.id) }
        if let collection = item.collection { return .collection(id: collection.id) }
        return item.actors.first.map { .person(id: $0.id) }
    }

    /// Opening a notification: read at once here, and on the server.
    public func open(_ item: Item) async {
        guard !item.read, let index = list.items.firstIndex(where: { $0.id == item.id }) else { return }
        list.items[index].read = true
        unreadCount = max(0, unreadCount - 1)
        do {
            await setUnread(try await api.markNotificationRead(path: .init(notificationId: item.id)).ok.body.json.unreadCount)
        } catch {
            failure = LoadFailure(error)
        }
    }

    public func markAllRead() async {
        for index in list.items.indices { list.items[index].read = true }
        unreadCount = 0
        do {
            await setUnread(try await api.markAllNotificationsRead().ok.body.json.unreadCount)
        } catch {
            failure = LoadFailure(error)
        }
    }

    private func fetch(cursor: String?) async {
        do {
            let page = try await api.listNotifications(query: .init(cursor: cursor)).ok.body.json
            list.receive(page.items, next: page.nextCursor, for: cursor)
            if cursor == nil { await setUnread(page.unreadCount) }
            failure = nil
        } catch {
            if let cursor { list.failed(cursor) }
            failure = LoadFailure(error)
        }
    }
}
