/// A cursor-paged list as a screen holds it: the items so far and where paging stands. A later page
/// that repeats an item already shown (it moved between pages while the person scrolled) adds it once.
public struct PagedList<Item: Sendable, ID: Hashable & Sendable>: Sendable {
    /// What is shown; screens may change items in place (a vote, a like, a read mark).
    public var items: [Item] = []
    public private(set) var cursors = PageCursors()
    private let id: @Sendable (Item) -> ID

    public init(id: @escaping @Sendable (Item) -> ID) {
        self.id = id
    }

    /// Whether there is a page after the last one received.
    public var hasMore: Bool { cursors.next != nil }

    /// A page arrived: the first one (`cursor` nil) replaces everything; a later one is appended.
    public mutating func receive(_ page: [Item], next: String?, for cursor: String?) {
        if cursor == nil {
            items = page
            cursors.start(next: next)
        } else {
            let known = Set(items.map(id))
            items += page.filter { !known.contains(id($0)) }
            cursors.received(next: next)
        }
    }

    /// The cursor to fetch now that the item at `index` came on screen (each page once, at 80%).
    public mutating func cursorToFetch(appeared index: Int) -> String? {
        cursors.cursorToFetch(appeared: index, of: items.count)
    }

    /// Fetching `cursor` failed: it may be asked again.
    public mutating func failed(_ cursor: String) {
        cursors.failed(cursor)
    }

    /// Forgets everything (a list cleared, a new search).
    public mutating func reset() {
        items = []
        cursors.start(next: nil)
    }
}
