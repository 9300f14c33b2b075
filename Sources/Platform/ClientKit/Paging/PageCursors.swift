/// Where a cursor-paged list stands on the device: the next page's cursor, and which pages were
/// already asked for, so scrolling back and forth near the end asks for each page once.
///
/// The next page is asked when an item at or past `prefetchShare` of what is loaded comes on screen,
/// so it usually arrives before the person reaches the end.
public struct PageCursors: Sendable, Equatable {
    public static let prefetchShare = 0.8

    public private(set) var next: String?
    private var asked: Set<String> = []

    public init() {}

    /// A first page (again): forgets what was asked.
    public mutating func start(next: String?) {
        self.next = next
        asked = []
    }

    /// A later page arrived with the cursor after it.
    public mutating func received(next: String?) {
        self.next = next
    }

    /// The cursor to fetch now that the item at `index` of `count` loaded came on screen, marked as
    /// asked; nil when it is too early, there is no next page, or it was asked already.
    public mutating func cursorToFetch(appeared index: Int, of count: Int) -> String? {
        guard let next, !asked.contains(next), Double(index + 1) >= Double(count) * Self.prefetchShare else { return nil }
        asked.insert(next)
        return next
    }

    /// Fetching `cursor` failed: it may be asked again.
    public mutating func failed(_ cursor: String) {
        asked.remove(cursor)
    }
}
