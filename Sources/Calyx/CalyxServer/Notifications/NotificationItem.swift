import Foundation

/// One notification as its recipient sees it: a group of activity of one kind about one subject.
struct NotificationItem: Sendable {
    struct Named: Sendable, Equatable {
        let id: UUID
        let name: String
    }

    let id: UUID
    let kind: NotificationKind
    /// The latest actors the recipient may see, latest first (at most `NotificationInbox.shownActors`).
    let actors: [People.Person]
    /// Everyone in the group the recipient may see.
    let actorCount: Int
    let collection: Named?
    let commentID: UUID?
    let flower: Named?
    let milestone: Int?
    let isRead: Bool
    /// The latest activity.
    let updatedAt: Date

    var text: String {
        NotificationText.line(
            kind, names: actors.map(\.displayName), count: actorCount, collection: collection?.name, flower: flower?.name, milestone: milestone
        )
    }

    var subject: NotificationSubject {
        NotificationSubject(collection: collection?.id, comment: commentID, flower: flower?.id, milestone: milestone)
    }
}
