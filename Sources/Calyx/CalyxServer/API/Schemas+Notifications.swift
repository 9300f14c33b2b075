import CalyxAPI
import Foundation
import ServerKit

/// Notifications and their settings in the shapes `openapi.yaml` gives them.
extension Components.Schemas.Notification {
    init(_ item: NotificationItem) {
        self.init(
            id: item.id.apiString, kind: .init(item.kind), actors: item.actors.map { Components.Schemas.Person($0) }, actorCount: item.actorCount,
            collection: item.collection.map(Components.Schemas.NotificationSubjectRef.init), commentId: item.commentID?.apiString,
            flower: item.flower.map(Components.Schemas.NotificationSubjectRef.init), milestone: item.milestone, text: item.text,
            read: item.isRead, updatedAt: item.updatedAt
        )
    }
}

extension Components.Schemas.NotificationSubjectRef {
    init(_ named: NotificationItem.Named) {
        self.init(id: named.id.apiString, name: named.name)
    }
}

extension Components.Schemas.NotificationKind {
    init(_ kind: NotificationKind) {
        self = Self(rawValue: kind.rawValue)!
    }
}

extension Components.Schemas.NotificationKindSettings {
    init(_ settings: UserSettings) {
        func channels(_ kind: NotificationKind) -> Components.Schemas.NotificationChannels {
            let channels = settings.channels(for: kind)
            return .init(inbox: channels.inbox, push: channels.push)
        }
        self.init(
            follow: channels(.follow), collectionLike: channels(.collectionLike), collectionSave: channels(.collectionSave),
            collectionCopy: channels(.collectionCopy), commentReply: channels(.commentReply), commentUpvotes: channels(.commentUpvotes),
            flowerComment: channels(.flowerComment)
        )
    }
}

extension Components.Schemas.NotificationKindsUpdate {
    /// The changes asked for, by kind.
    var changes: [(NotificationKind, Components.Schemas.NotificationChannelsUpdate)] {
        let all: [(NotificationKind, Components.Schemas.NotificationChannelsUpdate?)] = [
            (.follow, follow), (.collectionLike, collectionLike), (.collectionSave, collectionSave), (.collectionCopy, collectionCopy),
            (.commentReply, commentReply), (.commentUpvotes, commentUpvotes), (.flowerComment, flowerComment),
        ]
        return all.compactMap { kind, change in change.map { (kind, $0) } }
    }
}
