import CalyxAPI

// The words Settings shows for the API's values.

extension Components.Schemas.NotificationKind {
    /// The switch's words in Settings (§3.6's notifications).
    public var settingsTitle: String {
        switch self {
        case .follow: "New followers"
        case .collectionLike: "Likes of your collections"
        case .collectionSave: "Saves of your collections"
        case .collectionCopy: "Copies of your collections"
        case .commentReply: "Replies to your comments"
        case .commentUpvotes: "Upvotes on your comments"
        case .flowerComment: "Comments on flowers in your public collections"
        }
    }
}

extension Components.Schemas.SignInMethod {
    public var title: String {
        switch self {
        case .apple: "Apple"
        case .google: "Google"
        case .facebook: "Facebook"
        case .dev: "Developer sign-in"
        }
    }

    public var systemImage: String {
        switch self {
        case .apple: "apple.logo"
        case .google, .facebook: "person.crop.circle.badge.checkmark"
        case .dev: "hammer"
        }
    }
}
