import CalyxCore

/// A screen a tab's navigation stack can push (§4.2), as a value: each tab's path is plain data, so
/// a notification, a card or a comment's author can push any page from anywhere in the tab.
enum CalyxRoute: Hashable {
    /// A flower's page; `searchQuery` is recorded in history when it was opened from a search, and
    /// `tab` is the section it opens on (the comment count opens Community).
    case flower(id: String, searchQuery: String? = nil, tab: FlowerDetailModel.Tab = .overview)
    case collection(id: String)
    case person(id: String)
    /// Someone by username: an `@mention`, or a profile link.
    case personNamed(username: String)
    /// Someone's followers and following, on `initial`'s list.
    case follows(userID: String, initial: FollowListView.Page)
    /// Who liked a collection, or one's blocked or muted accounts.
    case people(PeopleListModel.Source)
    case explore
    case notifications
    case settings
    case help

    /// A page opened from outside the tab's own buttons (a link, a push, a mention).
    init(_ page: CalyxPage) {
        switch page {
        case let .flower(id, commentID): self = .flower(id: id, tab: commentID == nil ? .overview : .community)
        case .collection(let id): self = .collection(id: id)
        case .person(let id): self = .person(id: id)
        case .username(let name): self = .personNamed(username: name)
        case .notifications: self = .notifications
        }
    }

    /// Whether the page brings its own bottom bar (the flower's sticky footer), so the floating tab
    /// bar steps aside for it.
    var hasOwnBottomBar: Bool {
        if case .flower = self { true } else { false }
    }
}
