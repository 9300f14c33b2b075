import Foundation

/// What a box is bound to: its kind, pair, day and author, as associated data. A box moved to another
/// day, author, pair or kind fails to open, so the server cannot shuffle what it stores.
public struct SealingContext: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case answer, photo, thumbnail
    }

    public var kind: Kind
    public var pairID: String
    public var day: String
    public var authorID: String

    public init(kind: Kind, pairID: String, day: String, authorID: String) {
        self.kind = kind
        self.pairID = pairID
        self.day = day
        self.authorID = authorID
    }

    /// `couples/v1|<kind>|<pair>|<YYYY-MM-DD>|<author>`, ids lower-case as the API writes them.
    public var associatedData: Data {
        Data("couples/v1|\(kind.rawValue)|\(pairID.lowercased())|\(day)|\(authorID.lowercased())".utf8)
    }

    public func with(kind: Kind) -> SealingContext {
        var copy = self
        copy.kind = kind
        return copy
    }
}
