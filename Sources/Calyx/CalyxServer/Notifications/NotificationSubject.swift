import Foundation
import ServerKit

/// What a notification is about: a collection, a comment on a flower, or (for follows) the recipient.
struct NotificationSubject: Sendable, Equatable {
    var collection: UUID?
    var comment: UUID?
    var flower: UUID?
    var milestone: Int?

    /// New followers: all of them gather in one group while it is unread.
    static let you = NotificationSubject()

    static func collection(_ id: UUID) -> NotificationSubject { NotificationSubject(collection: id) }

    /// Replies to `comment` (the recipient's) on `flower`.
    static func replies(to comment: UUID, on flower: UUID) -> NotificationSubject { NotificationSubject(comment: comment, flower: flower) }

    /// `comment` (the recipient's) reaching `milestone` upvotes.
    static func upvotes(_ milestone: Int, of comment: UUID, on flower: UUID) -> NotificationSubject {
        NotificationSubject(comment: comment, flower: flower, milestone: milestone)
    }

    /// `comment`, the latest said about `flower`, which is in one of the recipient's public collections.
    static func comment(_ comment: UUID, on flower: UUID) -> NotificationSubject { NotificationSubject(comment: comment, flower: flower) }

    /// Within one recipient and kind, activity with the same key joins the same unread group.
    func key(for kind: NotificationKind) -> String {
        switch kind {
        case .follow: "you"
        case .collectionLike, .collectionSave, .collectionCopy: collection?.apiString ?? ""
        case .commentReply: comment?.apiString ?? ""
        case .commentUpvotes: "\(comment?.apiString ?? "")#\(milestone ?? 0)"
        case .flowerComment: flower?.apiString ?? ""
        }
    }

    /// The push `thread-id`: Notification Center stacks a subject's notifications together.
    func thread(for kind: NotificationKind) -> String {
        switch kind {
        case .follow: "followers"
        case .collectionLike, .collectionSave, .collectionCopy: "collection-\(collection?.apiString ?? "")"
        case .commentReply, .commentUpvotes: "comment-\(comment?.apiString ?? "")"
        case .flowerComment: "flower-\(flower?.apiString ?? "")"
        }
    }
}
