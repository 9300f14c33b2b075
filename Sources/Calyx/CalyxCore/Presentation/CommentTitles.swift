import CalyxAPI

// The words the Community tab shows for the API's values.

extension CommentsModel.Sort {
    public var title: String {
        switch self {
        case .interactions: "Top"
        case .newest: "Newest"
        case .oldest: "Oldest"
        }
    }
}

extension CommentsModel.ReportReason {
    public var title: String {
        switch self {
        case .spam: "Spam"
        case .harassment: "Harassment or bullying"
        case .hate: "Hate speech"
        case .sexual: "Sexual content"
        case .violence: "Violence"
        case .selfHarm: "Self-harm"
        case .misinformation: "False information"
        case .other: "Something else"
        }
    }
}

extension Components.Schemas.Comment.StatePayload {
    /// What a placeholder says in place of the words it no longer shows.
    public var placeholder: String {
        switch self {
        case .visible: ""
        case .deleted: "This comment was deleted."
        case .hidden: "Hidden while our moderators take a look."
        case .removed: "Removed by a moderator."
        }
    }
}
