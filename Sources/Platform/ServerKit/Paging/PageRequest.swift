import Hummingbird

/// The `limit` and `cursor` query parameters of a listing.
public struct PageRequest: Sendable, Equatable {
    public static let defaultLimit = 20
    public static let limitRange = 1...100

    public var limit: Int
    public var cursor: String?

    public init(limit: Int = PageRequest.defaultLimit, cursor: String? = nil) {
        self.limit = limit
        self.cursor = cursor
    }

    /// Reads `limit` (default 20; a non-number is a 400, outside 1–100 a 422) and `cursor`.
    public init(request: Request) throws(Problem) {
        try self.init(
            validatingLimit: try request.queryParameter("limit", as: Int.self), cursor: try request.queryParameter("cursor", as: String.self)
        )
    }

    /// `limit` as a client sent it (absent: 20; outside 1–100: a 422 naming `limit`) and `cursor`
    /// (text that is no cursor: a 400 naming `cursor`), for handlers whose parameters are already
    /// decoded (OpenAPI operations).
    public init(validatingLimit limit: Int?, cursor: String?) throws(Problem) {
        let limit = limit ?? Self.defaultLimit
        guard Self.limitRange.contains(limit) else {
            throw Problem.validation(field: "limit", "must be between \(Self.limitRange.lowerBound) and \(Self.limitRange.upperBound)")
        }
        if let cursor { try CursorCodec.checkShape(cursor) }
        self.init(limit: limit, cursor: cursor)
    }

    /// The position the cursor points after, or nil for the first page.
    public func position<Position: Decodable>(_ type: Position.Type, codec: CursorCodec, scope: String) throws(Problem) -> Position? {
        guard let cursor else { return nil }
        return try codec.decode(cursor, as: type, scope: scope)
    }
}
