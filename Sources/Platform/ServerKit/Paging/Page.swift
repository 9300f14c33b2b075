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

    /// The same, for rows whose position is not part of the item (a timestamp as the database
    /// compares it, a place in a list): each fetched row comes with its position.
    public init<Position: Encodable>(
        fetched: [(item: Item, position: Position)],
        request: PageRequest,
        codec: CursorCodec,
        scope: String
    ) throws {
        let page = try Page<Int>(fetched: Array(fetched.indices), request: request, codec: codec, scope: scope) { fetched[$0].position }
        self.init(items: page.items.map { fetched[$0].item }, nextCursor: page.nextCursor)
    }
}

extension Page: Encodable, ResponseGenerator, ResponseEncodable where Item: Encodable {}
