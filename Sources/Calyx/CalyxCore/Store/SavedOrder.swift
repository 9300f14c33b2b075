/// How the Saved tab orders and narrows the person's saved flowers (the server's `GET /saved`
/// options, applied to the on-device copy so they work offline and instantly).
public struct SavedOrder: Sendable, Equatable {
    public enum Sort: String, Sendable, CaseIterable {
        case recent, oldest, alphabetical
    }

    public enum Visibility: String, Sendable, CaseIterable {
        case all, `public`, `private`
    }

    public var sort: Sort
    public var visibility: Visibility
    /// Only flowers carrying this tag, compared ignoring case and accents.
    public var tag: String?

    public init(sort: Sort = .recent, visibility: Visibility = .all, tag: String? = nil) {
        self.sort = sort
        self.visibility = visibility
        self.tag = tag
    }

    /// Whether a privacy or tag filter hides some flowers (a sort alone hides none).
    public var isFiltered: Bool { visibility != .all || tag != nil }
}
