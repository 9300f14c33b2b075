import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// A friend on Gifter (§5.2 "FriendContextView"): their taste chips, their wishlist with who is
/// getting what ("I’m getting this" claims an item; the friend never sees claims), their next
/// occasion, the way to ideas for them, and "Remove friend" (asked first, naming what ends).
@MainActor @Observable
public final class FriendContextModel {
    public typealias Item = Components.Schemas.FriendWishlistItem

    public let friendID: String
    public private(set) var context: Components.Schemas.FriendContext?
    public private(set) var failure: LoadFailure?
    /// A claim refused because someone else got there first, or a claim that needs a connection.
    public private(set) var notice: String?
    /// "Remove friend" was tapped: the dialog that names what ends is showing.
    public private(set) var isConfirmingRemoval = false
    public private(set) var isRemoving = false
    /// No longer friends: the page goes back.
    public private(set) var removed = false

    private let client: GifterClient

    public init(friendID: String, client: GifterClient) {
        self.friendID = friendID
        self.client = client
    }

    public var name: String { context?.friend.displayName ?? "" }
    public var person: String { context?.friend.person ?? "friend:\(friendID)" }

    /// "Mia’s wishlist".
    public var wishlistTitle: String { GifterCopy.format(.friendWishlist, .text(Possessive.of(name))) }
    public static var emptyWishlistLine: String { GifterCopy[.friendEmptyWishlist] }
    public static var tasteTitle: String { GifterCopy[.friendTaste] }

    /// "Next: Birthday · In 6 days".
    public var nextOccasionLine: String? {
        context?.nextOccasion.map { GifterCopy.format(.friendNextOccasion, .text($0.title), .text($0.countdown)) }
    }

    /// "Find ideas for Mia".
    public var ideasButton: String { GifterCopy.format(.friendIdeas, .text(name)) }

    /// The button or line under an item: claim it, your claim, or someone else's.
    public static func claimLine(_ item: Item) -> String {
        switch item.claim {
        case .none: GifterCopy[.friendClaim]
        case .you: GifterCopy[.friendClaimedByYou]
        case .someone: GifterCopy[.friendClaimedBySomeone]
        }
    }

    public func load() async {
        do {
            context = try await client.api.getFriend(path: .init(friendId: friendID)).ok.body.json
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    /// "I’m getting this", or giving the claim back. Online only: whether another friend claimed it
    /// first is the server's to say, and a refused claim reloads the list to show who has it.
    public func toggleClaim(_ productID: String) async {
        guard let index = context?.wishlist.firstIndex(where: { $0.product.id == productID }), let item = context?.wishlist[index] else { return }
        notice = nil
        do {
            switch item.claim {
            case .none:
                switch try await client.api.claimItem(path: .init(friendId: friendID, productId: productID)) {
                case .noContent: context?.wishlist[index].claim = .you
                case .default:
                    notice = GifterCopy[.friendClaimedBySomeone]
                    await load()
                }
            case .you:
                _ = try await client.api.releaseClaim(path: .init(friendId: friendID, productId: productID)).noContent
                context?.wishlist[index].claim = Components.Schemas.FriendWishlistItem.ClaimPayload.none
            case .someone:
                return
            }
        } catch {
            notice = GifterErrorCopy.line(forActionFailure: error)
        }
    }

    public static var removeButton: String { GifterCopy[.friendRemove] }

    /// "Remove Mia as a friend?"
    public var removalTitle: String { GifterCopy.format(.friendRemoveTitle, .text(name)) }
    /// What ends with the friendship, as the server ends it: both wishlists, your claims on theirs,
    /// your plans and dates for them (and theirs for you).
    public var removalMessage: String { GifterCopy.format(.friendRemoveMessage, .text(Possessive.of(name)), .text(name)) }
    /// "Remove Mia".
    public var removalConfirmButton: String { GifterCopy.format(.friendRemoveConfirm, .text(name)) }

    public func askToRemove() {
        notice = nil
        isConfirmingRemoval = true
    }

    /// The dialog went away without a yes: nothing changes.
    public func cancelRemoval() { isConfirmingRemoval = false }

    /// The yes: the friendship ends on the server (both ways), then the page goes. (SwiftUI may close
    /// the dialog, and so cancel it here, before it runs the button's action: the yes stands alone.)
    public func confirmRemoval() async {
        guard !isRemoving, !removed else { return }
        isConfirmingRemoval = false
        isRemoving = true
        defer { isRemoving = false }
        do {
            switch try await client.api.removeFriend(path: .init(friendId: friendID)) {
            case .noContent: removed = true
            case .default(let status, _) where status == 404: removed = true
            case .default(_, let response): notice = GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
            }
        } catch {
            notice = GifterErrorCopy.line(forActionFailure: error)
        }
    }

    /// Ideas for this friend.
    public func recommendations() -> RecommendationsModel {
        RecommendationsModel(person: person, name: name, client: client)
    }
}
