/// What a notification is about. The raw values are stored and are the keys of the API's per-kind settings.
enum NotificationKind: String, Sendable, CaseIterable, Codable {
    case follow
    case collectionLike
    case collectionSave
    case collectionCopy
    case commentReply
    case commentUpvotes
    case flowerComment

    /// Upvote counts that notify the comment's author, once each.
    static let upvoteMilestones: Set<Int> = [1, 10, 100]

    /// Whether the kind appears in the inbox (and digest) and is pushed, for someone who never changed
    /// it. Comments on flowers in one's collections are optional in the spec: off until turned on.
    var defaultChannels: NotificationChannels {
        self == .flowerComment ? NotificationChannels(inbox: false, push: false) : NotificationChannels(inbox: true, push: true)
    }

    /// A state someone can take back (a follow, a like): the same person doing it again while any
    /// notification of it survives is not news, so like/unlike/like never notifies twice.
    var isToggle: Bool {
        switch self {
        case .follow, .collectionLike, .collectionSave, .collectionCopy: true
        case .commentReply, .commentUpvotes, .flowerComment: false
        }
    }

    /// Milestones are about a count, not about who: they carry no actors.
    var hasActors: Bool { self != .commentUpvotes }
}

/// Where one kind of notification reaches a person.
struct NotificationChannels: Sendable, Equatable, Codable {
    /// Recorded and shown in the inbox (and so in the email digest).
    var inbox: Bool
    /// Also pushed to their phones (only when it appears in the inbox and notifications are on).
    var push: Bool
}
