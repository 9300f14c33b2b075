import Hummingbird

/// One page of a listing: `{ "items": [...], "nextCursor": "..." }`; `nextCursor` is absent on the last page.
public struct Page<Item: Sendable>: Sendable {
    public var items: [Item]
    public var nextCursor: String?

    public init(items: [Item], nextCursor: String?) {
        self.items = items
        self.nextCursor = nextCursor
    }

    /// Builds a page from rows fetched with `LIMIT request.limit + 1`: the extra row is not returned,
    /// it only proves there is a next page, whose cursor is the position of the last row returned.
    public init<Position: Encodable>(
        fetched: [Item],
        request: PageRequest,
        codec: CursorCodec,
        scope: String,
        position: (Item) -> Position
    ) throws {
        let hasMore = fetched.count > request.limit
        let items = Array(fetched.prefix(request.limit))
        self.items = items
        self.nextCursor = try hasMore ? items.last.map { try codec.encode(position($0), scope: scope) } : nil
    }
}

extension Page: Encodable, ResponseGenerator, ResponseEncodable where Item: Encodable {}
