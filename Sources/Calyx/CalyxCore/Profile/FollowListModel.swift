import CalyxAPI
import ClientKit
import Foundation
import Observation

/// Followers or Following: people with a Follow button each, paged ahead of the scroll. A person who
/// keeps their lists private shows the message instead.
@MainActor @Observable
public final class FollowListModel {
    public enum Kind: Sendable { case followers, following }
    public typealias Person = Components.Schemas.Person

    public let kind: Kind
    public var people: [Person] { list.items }
    public private(set) var failure: LoadFailure?
    /// Their lists are private (the server answers 404, as for anything it does not show).
    public private(set) var isPrivate = false

    private let userID: String
    private let api: any APIProtocol
    private var list = PagedList<Person, String> { $0.id }

    public init(userID: String, kind: Kind, client: CalyxClient) {
        self.userID = userID
        self.kind = kind
        api = client.api
    }

    public var title: String { kind == .followers ? "Followers" : "Following" }
    public static let privateMessage = "This person keeps who they follow and who follows them private."

    public func load() async { await fetch(cursor: nil) }

    public func personAppeared(at index: Int) async {
        guard let cursor = list.cursorToFetch(appeared: index) else { return }
        await fetch(cursor: cursor)
    }

    public func toggleFollow(_ person: Person) async {
        guard let following = person.youFollow else { return }
        do {
            if following {
                _ = try await api.unfollowUser(path: .init(userId: person.id)).ok
            } else {
                _ = try await api.followUser(path: .init(userId: person.id)).ok
            }
            if let index = list.items.firstIndex(where: { $0.id == person.id }) { list.items[index].youFollow = !following }
        } catch {
            failure = LoadFailure(error)
        }
    }

    private func fetch(cursor: String?) async {
        do {
            let output: Components.Schemas.PersonPage
            switch kind {
            case .followers:
                switch try await api.listFollowers(path: .init(userId: userID), query: .init(cursor: cursor)) {
                case .ok(let ok): output = try ok.body.json
                case .default(let status, _): return refused(status)
                }
            case .following:
                switch try await api.listFollowing(path: .init(userId: userID), query: .init(cursor: cursor)) {
                case .ok(let ok): output = try ok.body.json
                case .default(let status, _): return refused(status)
                }
            }
            list.receive(output.items, next: output.nextCursor, for: cursor)
            failure = nil
        } catch {
            if let cursor { list.failed(cursor) }
            failure = LoadFailure(error)
        }
    }

    private func refused(_ status: Int) {
        // The lists of someone whose profile just opened are 404 only when they keep them private.
        if status == 404 || status == 403 { isPrivate = true } else { failure = LoadFailure(kind: .server) }
    }
}
