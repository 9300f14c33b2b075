import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// An invite link opened (`…/gifter/invite/<token>`): "Maya invited you to be friends on Gifter" and
/// the way to say yes; once friends, the friend's page comes next. Your own link, a link that ran out
/// (or never was) and one from someone already your friend each get a clear line instead.
@MainActor @Observable
public final class FriendInviteModel {
    public enum Phase: Equatable, Sendable {
        case loading
        /// From someone you can befriend now.
        case invited
        /// From someone who is already your friend.
        case alreadyFriends
        /// Made by you.
        case yours
        /// Unknown or past its 14 days (the server does not say which).
        case expired
        case failed(LoadFailure)
    }

    public static var body: String { GifterCopy[.inviteBody] }
    public static var yoursLine: String { GifterCopy[.inviteYours] }
    public static var expiredLine: String { GifterCopy[.inviteExpired] }

    public let token: String
    public private(set) var phase = Phase.loading
    public private(set) var preview: Components.Schemas.FriendInvitePreview?
    public private(set) var isAccepting = false
    /// Why accepting did not work (no connection, the server).
    public private(set) var problem: String?
    /// Where to go once friends: the friend's page.
    public private(set) var next: GifterDeepLink?

    private let client: GifterClient

    public init(token: String, client: GifterClient) {
        self.token = token
        self.client = client
    }

    public var fromName: String { preview?.from.displayName ?? "" }

    /// "Maya invited you to be friends on Gifter."
    public var title: String { GifterCopy.format(.inviteTitle, .text(fromName)) }
    /// "Be friends with Maya".
    public var acceptButton: String { GifterCopy.format(.inviteAccept, .text(fromName)) }
    /// "You and Maya are already friends."
    public var alreadyFriendsLine: String { GifterCopy.format(.inviteAlreadyFriends, .text(fromName)) }
    /// "See Maya".
    public var openFriendButton: String { GifterCopy.format(.inviteOpenFriend, .text(fromName)) }

    public func load() async {
        do {
            switch try await client.api.getFriendInvite(path: .init(token: token)) {
            case .ok(let ok):
                let found = try ok.body.json
                preview = found
                phase = found.yours ? .yours : found.alreadyFriends ? .alreadyFriends : .invited
            case .default(let status, _) where status == 404:
                phase = .expired
            case .default:
                phase = .failed(LoadFailure(kind: .server))
            }
        } catch {
            phase = .failed(LoadFailure(error))
        }
    }

    /// Says yes. Friends (or friends already): the friend's page is `next`.
    public func accept() async {
        guard phase == .invited || phase == .alreadyFriends, !isAccepting else { return }
        isAccepting = true
        defer { isAccepting = false }
        problem = nil
        do {
            switch try await client.api.acceptFriendInvite(path: .init(token: token)) {
            case .ok(let ok):
                next = .friend(id: try ok.body.json.id)
            case .default(let status, _) where status == 404:
                phase = .expired
            case .default(let status, _) where status == 422:
                // Only your own link is refused this way.
                phase = .yours
            case .default(_, let response):
                problem = GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
            }
        } catch {
            problem = GifterErrorCopy.line(forActionFailure: error)
        }
    }

    /// Already friends: their page, without asking the server again.
    public func openFriend() {
        guard let preview, phase == .alreadyFriends else { return }
        next = .friend(id: preview.from.id)
    }
}
