import Foundation
import ServerKit
import SQLKit

/// The home feed: what people you follow made public, what people with your taste made public, and
/// trending flowers, mixed by `FeedMix` on every page. When trending runs dry (a young server, or a
/// person who has met every trending flower), its share is discovery: flowers new to the person, in
/// season where they live (`Discovery`), so a newcomer's Home is never empty.
///
/// Pages are stable under new activity: the first page fixes the moment the feed is read at (later
/// events wait for a refresh) and the trending generation; each source continues after the last item
/// it gave. Items already shown are remembered in the cursor (`ShownSet`) so none repeats, even when
/// someone becomes a person you follow while you scroll.
struct HomeFeed: Sendable {
    let database: Database
    let trending: Trending
    let discovery: Discovery
    let wallClock: any WallClock
    let cursors: CursorCodec

    struct Item: Sendable, Equatable {
        /// The event's id, or the flower's for a trending flower.
        let id: UUID
        let kind: FeedItemKind
        let source: FeedSource
        let actor: UUID?
        /// The saved or trending flower; nil for a collection (its cover is shown).
        let flower: UUID?
        let collection: UUID?
        let at: Date
    }

    struct Position: Codable {
        var asOf: Int64
        var following: FeedEvent.Key?
        var similar: FeedEvent.Key?
        var trendingGeneration: Int64?
        var trendingOffset = 0
        /// Where the discovery order goes on; nil until it was first read (older cursors lack it).
        var discoveryOffset: Int?
        var shown: String
    }

    /// Trending in the feed is today's.
    static let trendingWindow = TrendingWindow.day

    /// How far back from where a page starts its events are read first, then next, before all of
    /// them. When every source finds as many events as it asked for in a stretch, they are exactly the
    /// newest (everything outside is older), and the page has touched that stretch of its people's
    /// news instead of their whole history. For someone following 200 people with two months of
    /// history each, a week is a tenth of the index entries, and a day a seventh of the week's: the
    /// benchmark's first page's events read in 1.9 ms instead of 3.1 on PostgreSQL (`EXPLAIN
    /// ANALYZE`); on SQLite, where the 200 index seeks cost most, 0.43 instead of 0.48 ms. A quieter
    /// circle finds too few in a day and reads the week.
    static let recentStretches: [Int64] = [86_400 * 1_000_000, 7 * 86_400 * 1_000_000]

    func page(viewer: UUID, request: PageRequest) async throws -> Page<Item> {
        let scope = "feed|\(viewer)"
        let now = wallClock.now()
        var position = try request.position(Position.self, codec: cursors, scope: scope)
            ?? Position(asOf: TimestampKey.micros(of: now), shown: ShownSet().encoded)
        guard var shown = ShownSet(encoded: position.shown) else { throw Problem.unknownCursor }

        // Ask each source for its share (and one more, to know whether it has more), people's events
        // from the shortest recent stretch; while theirs run dry, read them again from the next (trending
        // is the same whatever the stretch). When any source is still dry, ask every source for the
        // whole page from all time.
        let count = request.limit
        var asked: (FeedSource) -> Int = { FeedMix.quota($0, count: count) + 1 }
        func dry(_ sources: [FeedSource], in candidates: [FeedSource: [Candidate]]) -> Bool {
            sources.contains { candidates[$0]!.count < asked($0) }
        }
        var candidates = try await fetch(viewer: viewer, position: &position, limit: asked, stretch: Self.recentStretches[0])
        for stretch in Self.recentStretches.dropFirst() where dry(Self.eventSources, in: candidates) {
            candidates.merge(try await events(viewer: viewer, position: position, limit: asked, stretch: stretch)) { $1 }
        }
        if dry(FeedSource.allCases, in: candidates) {
            asked = { _ in count + 1 }
            candidates = try await fetch(viewer: viewer, position: &position, limit: asked, stretch: nil)
        }
        // Position by position, each source gives its next candidate not shown yet (on earlier pages
        // or earlier on this one); what is passed over still moves its source on.
        var next: [FeedSource: Int] = [:]
        let items = FeedMix.fill(count: count) { source -> Item? in
            let list = candidates[source]!
            while next[source, default: 0] < list.count {
                let index = next[source, default: 0]
                next[source] = index + 1
                guard !shown.contains(list[index].shownKey) else { continue }
                for key in list[index].keys { shown.insert(key) }
                return list[index].item
            }
            return nil
        }
        for source in FeedSource.allCases {
            guard let passed = next[source], passed > 0 else { continue }
            let last = passed - 1
            let list = candidates[source]!
            switch source {
            case .following: position.following = list[last].eventKey
            case .similar: position.similar = list[last].eventKey
            case .trending:
                // The trending slot's list is the ranking, then discovery: each goes on after its own last.
                let passedOnes = list[...last]
                if let rank = passedOnes.compactMap(\.rank).max() { position.trendingOffset = rank + 1 }
                if let rank = passedOnes.compactMap(\.discoveryRank).max() { position.discoveryOffset = rank + 1 }
            }
        }
        position.shown = shown.encoded
        let more = FeedSource.allCases.contains { next[$0, default: 0] < candidates[$0]!.count || candidates[$0]!.count == asked($0) }
        return Page(items: items, nextCursor: more && !items.isEmpty ? try cursors.encode(position, scope: scope) : nil)
    }

    /// A candidate from one source.
    private struct Candidate {
        let item: Item
        let eventKey: FeedEvent.Key?
        let rank: Int?
        /// A discovered flower's place in the person's discovery order.
        var discoveryRank: Int?

        /// What repeats it: the same item, or for a trending or discovered flower, the same flower shown any way.
        var shownKey: String { item.kind == .trending || item.kind == .discovery ? "flower:\(item.id)" : "item:\(item.id)" }

        /// What showing it rules out later.
        var keys: [String] { ["item:\(item.id)"] + (item.flower.map { ["flower:\($0)"] } ?? []) }
    }

    /// The sources read from people's events.
    private static let eventSources: [FeedSource] = [.following, .similar]

    /// Each source's candidates after `position`: people's events from `stretch` before where each
    /// source goes on (nil: from all time), and the trending slot.
    private func fetch(
        viewer: UUID, position: inout Position, limit: (FeedSource) -> Int, stretch: Int64?
    ) async throws -> [FeedSource: [Candidate]] {
        var candidates = try await events(viewer: viewer, position: position, limit: limit, stretch: stretch)
        candidates[.trending] = try await trendingSlot(viewer: viewer, position: &position, limit: limit(.trending))
        return candidates
    }

    /// The following and similar sources' candidates after `position`, from `stretch` (nil: all time).
    private func events(
        viewer: UUID, position: Position, limit: (FeedSource) -> Int, stretch: Int64?
    ) async throws -> [FeedSource: [Candidate]] {
        let hidden = Relations.hiddenFrom(viewer)
        let following: SQLQueryString = """
            SELECT f.followee_id AS person FROM follows f WHERE f.follower_id = \(bind: viewer) AND f.followee_id NOT IN (\(hidden))
            """
        let similar: SQLQueryString = """
            SELECT n.neighbour_id AS person FROM taste_neighbours n WHERE n.user_id = \(bind: viewer)
                AND n.neighbour_id NOT IN (SELECT followee_id FROM follows WHERE follower_id = \(bind: viewer))
                AND n.neighbour_id NOT IN (\(hidden))
            """
        func since(_ after: FeedEvent.Key?) -> Int64? {
            stretch.map { (after?.at ?? position.asOf) - $0 }
        }
        let events = try await FeedEvent.pages([
            .init(actors: following, asOf: position.asOf, after: position.following, limit: limit(.following), since: since(position.following)),
            .init(actors: similar, asOf: position.asOf, after: position.similar, limit: limit(.similar), since: since(position.similar)),
        ], in: database)
        return [.following: events[0].map { Self.candidate($0, .following) }, .similar: events[1].map { Self.candidate($0, .similar) }]
    }

    /// The trending slot's candidates after `position`, then discovery's when trending runs dry; pins
    /// the trending generation read (from its top when the one pinned is gone).
    private func trendingSlot(viewer: UUID, position: inout Position, limit: Int) async throws -> [Candidate] {
        let ranked = try await trending.ranking(
            Self.trendingWindow, pinned: position.trendingGeneration, viewer: viewer, offset: position.trendingOffset, count: limit
        )
        position.trendingGeneration = ranked.generation
        position.trendingOffset = ranked.offset
        let trendingAt = ranked.generation.map(TimestampKey.date(micros:)) ?? wallClock.now()
        var slot = ranked.flowers.enumerated().map { index, flower in
            Candidate(
                item: Item(id: flower, kind: .trending, source: .trending, actor: nil, flower: flower, collection: nil, at: trendingAt),
                eventKey: nil, rank: ranked.offset + index
            )
        }
        if slot.count < limit {
            let asOf = TimestampKey.date(micros: position.asOf)
            let offset = position.discoveryOffset ?? 0
            let found = try await discovery.flowers(for: viewer, now: asOf, offset: offset, count: limit - slot.count)
            slot += found.enumerated().map { index, flower in
                Candidate(
                    item: Item(id: flower, kind: .discovery, source: .trending, actor: nil, flower: flower, collection: nil, at: asOf),
                    eventKey: nil, rank: nil, discoveryRank: offset + index
                )
            }
        }
        return slot
    }

    private static func candidate(_ event: FeedEvent, _ source: FeedSource) -> Candidate {
        Candidate(
            item: Item(
                id: event.id, kind: FeedItemKind(rawValue: event.kind) ?? .saved, source: source, actor: event.actor_id,
                flower: event.flower_id, collection: event.collection_id, at: TimestampKey.date(micros: event.created_us)
            ),
            eventKey: event.key, rank: nil
        )
    }
}
