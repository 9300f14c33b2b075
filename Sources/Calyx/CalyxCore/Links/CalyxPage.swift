/// A page the app can open from outside a tab's own buttons: a shared link, a push, an `@username`
/// in a comment. The tabs' model hands it to the selected tab's navigation stack.
public enum CalyxPage: Hashable, Sendable {
    /// A flower's page; with `commentID`, on its Community tab (a reply or an upvote's thread).
    case flower(id: String, commentID: String? = nil)
    case collection(id: String)
    case person(id: String)
    /// Someone by username (an `@mention` or a profile link), looked up when the page opens.
    case username(String)
    case notifications
}
