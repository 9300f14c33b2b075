import CalyxAPI
import ClientKit
import Foundation
import Observation

/// A list of people, paged ahead of the scroll: someone's followers or following (a Follow button
/// beside each), the people who liked a public collection (§3.6 "view who liked a collection"), or
/// the accounts one blocked or muted (Settings, each with Unblock or Unmute). A person who keeps
/// their follow lists private shows the message instead.
@MainActor @Observable
public final class PeopleListModel {
    public enum Source: Hashable, Sendable {
        case followers(userID: String)
        case following(userID: String)
        case collectionLikes(collectionID: String)
        case blocked
        case muted
    }

    /// What the button beside a person does in this list.
    public enum RowAction: Equatable, Sendable {
        case follow, unblock, unmute
    }

    public typealias Person = Components.Schemas.Person

    public let source: Source
    public var people: [Person] { list.items }
    public private(set) var failure: LoadFailure?
    /// Their lists are private (the server answers 404, as for anything it does not show).
    public private(set) var isPrivate = false
    /// A row action the server refused, shown as a banner.
    public private(set) var notice: String?
    /// Set once the first page arrived (an empty list says so only after that).
    public private(set) var hasLoaded = false

    private let api: any APIProtocol
    private var list = PagedList<Person, String> { $0.id }

    public init(source: Source, client: CalyxClient) {
        self.source = source
        api = client.api
    }

    public var title: String {
        switch source {
        case .followers: "Followers"
        case .following: "Following"
        case .collectionLikes: "Liked By"
        case .blocked: "Blocked Accounts"
        case .muted: "Muted Accounts"
        }
    }

    public var rowAction: RowAction {
        switch source {
        case .followers, .following, .collectionLikes: .follow
        case .blocked: .unblock
        case .muted: .unmute
        }
    }

    /// What an empty list says, once loaded.
    public var emptyTitle: String {
        switch source {
        case .followers: "No Followers Yet"
        case .following: "Not Following Anyone"
        case .collectionLikes: "No Likes Yet"
        case .blocked: "No Blocked Accounts"
        case .muted: "No Muted Accounts"
        }
    }

    public var emptyMessage: String {
        switch source {
        case .followers, .following: "People show here as they follow and are followed."
        case .collectionLikes: "People who like this collection show here."
        case .blocked: "People you block can't see your profile, collections or comments, and you won't see theirs."
        case .muted: "Muted people's activity stays out of your feed; they aren't told."
        }
    }

    public static let privateMessage = "This person keeps who they follow and who follows them private."

    public func dismissNotice() { notice = nil }

    public func load() async { await fetch(cursor: nil) }

    public func personAppeared(at index: Int) async {
        guard let cursor = list.cursorToFetch(appeared: index) else { return }
        await fetch(cursor: cursor)
    }

    /// Follow or unfollow from the list: the button flips at once, and back if the server says no.
    public func toggleFollow(_ person: Person) async {
        guard rowAction == .follow, let following = person.youFollow, let index = index(of: person) else { return }
        list.items[index].youFollow = !following
        do {
            try await Following.set(!following, personID: person.id, api: api)
        } catch {
            if let index = self.index(of: person) { list.items[index].youFollow = following }
            notice = LoadFailure(error).message
        }
    }

    /// Unblock or unmute: the person leaves this list once the server agrees.
    public func release(_ person: Person) async {
        do {
            switch rowAction {
            case .unblock: _ = try await api.unblockUser(path: .init(userId: person.id)).ok
            case .unmute: _ = try await api.unmuteUser(path: .init(userId: person.id)).ok
            case .follow: return
            }
            list.items.removeAll { $0.id == person.id }
        } catch {
            notice = LoadFailure(error).message
        }
    }

    private func index(of person: Person) -> Int? { list.items.firstIndex { $0.id == person.id } }

    private func fetch(cursor: String?) async {
        do {
            guard let page = try await page(after: cursor) else { return }
            list.receive(page.items, next: page.nextCursor, for: cursor)
            failure = nil
            hasLoaded = true
        } catch {
            if let cursor { list.failed(cursor) }
            failure = LoadFailure(error)
        }
    }

    /// One page from the source's operation; nil when the server refused (and that was noted).
    private func page(after cursor: String?) async throws -> Components.Schemas.PersonPage? {
        switch source {
        case .followers(let userID):
            switch try await api.listFollowers(path: .init(userId: userID), query: .init(cursor: cursor)) {
            case .ok(let ok): return try ok.body.json
            case .default(let status, _): return refused(status)
            }
        case .following(let userID):
            switch try await api.listFollowing(path: .init(userId: userID), query: .init(cursor: cursor)) {
            case .ok(let ok): return try ok.body.json
            case .default(let status, _): return refused(status)
            }
        case .collectionLikes(let collectionID):
            switch try await api.listCollectionLikes(path: .init(collectionId: collectionID), query: .init(cursor: cursor)) {
            case .ok(let ok): return try ok.body.json
            case .default(let status, _): return refused(status)
            }
        case .blocked:
            return try await api.listBlocked(query: .init(cursor: cursor)).ok.body.json
        case .muted:
            return try await api.listMuted(query: .init(cursor: cursor)).ok.body.json
        }
    }

    private func refused(_ status: Int) -> Components.Schemas.PersonPage? {
        switch (source, status) {
        // Someone's lists are 404 only when they keep them private.
        case (.followers, 404), (.following, 404), (.followers, 403), (.following, 403): isPrivate = true
        case (_, 404): failure = LoadFailure(kind: .notFound)
        default: failure = LoadFailure(kind: .server)
        }
        return nil
    }
}
