/// The one line a notification reads as, in the inbox, on the lock screen and in the digest:
/// "Anna liked Spring Walk", "Anna and Ben liked Spring Walk", "Anna and 3 others liked Spring Walk".
enum NotificationText {
    /// `names`: the latest actors' names, latest first; `count`: how many acted in all.
    static func line(
        _ kind: NotificationKind, names: [String], count: Int, collection: String?, flower: String?, milestone: Int?
    ) -> String {
        let who = actors(names, count: count)
        let collection = collection ?? "your collection"
        let flower = flower ?? "a flower"
        switch kind {
        case .follow: return "\(who) started following you"
        case .collectionLike: return "\(who) liked \(collection)"
        case .collectionSave: return "\(who) saved \(collection)"
        case .collectionCopy: return "\(who) copied \(collection)"
        case .commentReply: return "\(who) replied to your comment on \(flower)"
        case .flowerComment: return "\(who) commented on \(flower), a flower in your collection"
        case .commentUpvotes:
            let upvotes = milestone ?? 1
            return upvotes == 1 ? "Your comment on \(flower) got its first upvote" : "Your comment on \(flower) reached \(upvotes) upvotes"
        }
    }

    /// "Anna", "Anna and Ben", "Anna and 2 others": two names at most, so the line stays one line.
    static func actors(_ names: [String], count: Int) -> String {
        guard let first = names.first else { return count == 1 ? "Someone" : "\(max(count, 0)) people" }
        switch count {
        case ...1: return first
        case 2: return names.count > 1 ? "\(first) and \(names[1])" : "\(first) and 1 other"
        default: return "\(first) and \(count - 1) others"
        }
    }
}
