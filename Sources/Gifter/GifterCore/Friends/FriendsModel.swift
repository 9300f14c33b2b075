import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// The Friends screen (from Find): requests waiting for you (accept or decline), the ones you sent
/// (withdraw), and your friends. Each answer is the server's to make, so it is online only; the list
/// is read again after each, since accepting one may answer others between the same two people.
@MainActor @Observable
public final class FriendsModel {
    public typealias Incoming = Components.Schemas.IncomingFriendRequest
    public typealias Outgoing = Components.Schemas.OutgoingFriendRequest
    public typealias Friend = Components.Schemas.Friend

    public static var title: String { GifterCopy[.friendsTitle] }
    public static var incomingTitle: String { GifterCopy[.friendsIncoming] }
    public static var outgoingTitle: String { GifterCopy[.friendsOutgoing] }
    public static var friendsTitle: String { GifterCopy[.friendsList] }
    public static var acceptButton: String { GifterCopy[.friendsAccept] }
    public static var declineButton: String { GifterCopy[.friendsDecline] }
    public static var withdrawButton: String { GifterCopy[.friendsWithdraw] }
    public static var emptyLine: String { GifterCopy[.friendsEmpty] }
    public static var addButton: String { GifterCopy[.findAddFriend] }

    public private(set) var friends: [Friend] = []
    public private(set) var incoming: [Incoming] = []
    public private(set) var outgoing: [Outgoing] = []
    public private(set) var isLoaded = false
    public private(set) var failure: LoadFailure?
    /// What the last answer did ("You and Maya are friends now."), or why it could not be sent.
    public private(set) var notice: String?
    /// Requests being answered, so their buttons wait.
    public private(set) var answering: Set<String> = []

    private let client: GifterClient
    private let now: @Sendable () -> Date

    public init(client: GifterClient, now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.now = now
    }

    /// Nothing to show: no friends and no requests either way.
    public var isEmpty: Bool { isLoaded && friends.isEmpty && incoming.isEmpty && outgoing.isEmpty }

    public func load() async {
        do {
            let list = try await client.api.listFriends().ok.body.json
            friends = list.friends.sorted { $0.displayName.localizedCaseInsensitiveCompare($1.displayName) == .orderedAscending }
            incoming = list.incoming
            outgoing = list.outgoing
            isLoaded = true
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    /// The initials beside a name, as Find shows them.
    public static func initials(_ name: String) -> String { FindModel.initials(name) }

    /// "Sent 3 days ago" under a request you sent.
    public func sentLine(_ request: Outgoing) -> String {
        GifterCopy.format(.friendsSent, .text(FindModel.ago(request.sentAt, now: now())))
    }

    public func accept(_ request: Incoming) async {
        await answer(request.id) {
            let friend = try await self.client.api.acceptFriendRequest(path: .init(requestId: request.id)).ok.body.json
            return GifterCopy.format(.friendsAccepted, .text(friend.displayName))
        }
    }

    public func decline(_ request: Incoming) async {
        await answer(request.id) {
            _ = try await self.client.api.deleteFriendRequest(path: .init(requestId: request.id)).noContent
            return nil
        }
    }

    public func withdraw(_ request: Outgoing) async {
        await answer(request.id) {
            _ = try await self.client.api.deleteFriendRequest(path: .init(requestId: request.id)).noContent
            return nil
        }
    }

    /// Sends one answer, then reads the list again (a request already answered elsewhere just goes).
    private func answer(_ id: String, _ send: @MainActor () async throws -> String?) async {
        guard !answering.contains(id) else { return }
        answering.insert(id)
        defer { answering.remove(id) }
        notice = nil
        do {
            notice = try await send()
        } catch {
            notice = LoadFailure(error).kind == .offline ? GifterCopy[.errorNeedsConnection] : nil
        }
        await load()
    }
}
