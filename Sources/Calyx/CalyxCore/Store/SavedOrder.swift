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
    /// Only flowers in this collection of the person's (§5.3 "filter by collection").
    public var collectionID: String?

    public init(sort: Sort = .recent, visibility: Visibility = .all, tag: String? = nil, collectionID: String? = nil) {
        self.sort = sort
        self.visibility = visibility
        self.tag = tag
        self.collectionID = collectionID
    }

    /// Whether a privacy, tag or collection filter hides some flowers (a sort alone hides none).
    public var isFiltered: Bool { visibility != .all || tag != nil || collectionID != nil }
}
