/// Where a feed item comes from.
enum FeedSource: String, Sendable, Codable, CaseIterable {
    /// People you follow.
    case following
    /// People whose saved and liked flowers are most like yours.
    case similar
    /// Flowers in season everywhere.
    case trending
}

/// The home feed's mix: in every ten positions of a page, six from people you follow, three from
/// people with similar taste and one trending flower, spread through the page rather than in blocks.
/// A source that runs dry gives its positions to the others, in the order above.
enum FeedMix {
    static let pattern: [FeedSource] = [
        .following, .similar, .following, .following, .similar, .following, .trending, .following, .similar, .following,
    ]

    /// The source of each of a page's first `count` positions, given how many items each source can
    /// give; fewer than `count` when all of them run out.
    static func assign(count: Int, available: [FeedSource: Int]) -> [FeedSource] {
        var left = available
        return fill(count: count) { source in
            guard left[source, default: 0] > 0 else { return nil }
            left[source, default: 0] -= 1
            return source
        }
    }

    /// A page of up to `count` items: each position takes the next item of the first source in its
    /// preference that still has one (`take` answers nil when a source has run dry).
    static func fill<Item>(count: Int, take: (FeedSource) -> Item?) -> [Item] {
        var items: [Item] = []
        for position in 0..<count {
            var found: Item?
            for source in preference(at: position) where found == nil { found = take(source) }
            guard let item = found else { break }
            items.append(item)
        }
        return items
    }

    /// The sources position `position` of a page takes from, best first: its own, then the others.
    static func preference(at position: Int) -> [FeedSource] {
        let preferred = pattern[position % pattern.count]
        return [preferred] + FeedSource.allCases.filter { $0 != preferred }
    }

    /// How many items a page of `count` asks each source for when none runs dry.
    static func quota(_ source: FeedSource, count: Int) -> Int {
        (0..<count).filter { pattern[$0 % pattern.count] == source }.count
    }
}
