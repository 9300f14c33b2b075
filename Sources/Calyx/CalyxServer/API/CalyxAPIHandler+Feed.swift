import CalyxAPI
import Foundation
import Identity
import ServerKit

/// The home feed, trending flowers, Explore, and finding people and collections.
extension CalyxAPIHandler {
    /// While you follow fewer than this many people, the feed's first page suggests some.
    static let suggestWhileFollowingFewerThan = 5

    func getFeed(_ input: Operations.GetFeed.Input) async throws -> Operations.GetFeed.Output {
        let viewer = try caller.id
        let request = try page(limit: input.query.limit, cursor: input.query.cursor)
        let page = try await feed.home.page(viewer: viewer, request: request)
        var suggested: [Components.Schemas.Person]?
        // A first page showing enough people you follow answers the question without counting them.
        let followedShown = Set(page.items.filter { $0.source == .following }.compactMap(\.actor)).count
        if request.cursor == nil, followedShown < Self.suggestWhileFollowingFewerThan,
            try await community.follows.followingCount(of: viewer) < Self.suggestWhileFollowingFewerThan {
            suggested = try await people(feed.suggestions.suggest(for: viewer, limit: 10))
        }
        return .ok(.init(body: .json(.init(items: try await feedItems(page.items), nextCursor: page.nextCursor, suggestedPeople: suggested))))
    }

    func getTrendingFlowers(_ input: Operations.GetTrendingFlowers.Input) async throws -> Operations.GetTrendingFlowers.Output {
        let window = TrendingWindow(rawValue: (input.query.window ?? .day).rawValue) ?? .day
        let request = try page(limit: input.query.limit, cursor: input.query.cursor)
        let scope = "trending|\(window.rawValue)|\(viewer?.uuidString ?? "")"
        let after = try request.position(TrendingPosition.self, codec: feed.cursors, scope: scope)
        // A generation gone since the last page starts the new one from its top.
        let ranked = try await feed.trending.ranking(
            window, pinned: after?.generation, viewer: viewer, offset: after?.offset ?? 0, count: request.limit + 1
        )
        guard let generation = ranked.generation else { return .ok(.init(body: .json(.init(items: [])))) }
        let rows = Dictionary(try await FlowerCardRow.find(ranked.flowers, in: catalog.database.sql).map { ($0.id, $0) }) { first, _ in first }
        let positioned = ranked.flowers.enumerated().compactMap { index, id in
            rows[id].map { ($0, TrendingPosition(generation: generation, offset: ranked.offset + index + 1)) }
        }
        let page = try Page(fetched: positioned, request: request, codec: feed.cursors, scope: scope)
        return .ok(.init(body: .json(.init(items: try await cards(page.items), nextCursor: page.nextCursor))))
    }

    func getExplore(_ input: Operations.GetExplore.Input) async throws -> Operations.GetExplore.Output {
        let popular = try await community.discovery.discover(viewer: viewer, page: PageRequest(limit: 10))
        let trendingIDs = try await feed.trending.ranking(.week, pinned: nil, viewer: viewer, offset: 0, count: 10).flowers
        let rows = Dictionary(try await FlowerCardRow.find(trendingIDs, in: catalog.database.sql).map { ($0.id, $0) }) { first, _ in first }
        return .ok(.init(body: .json(.init(
            collections: try await collectionSchemas(popular.items), collectionsCursor: popular.nextCursor,
            people: try await people(feed.suggestions.suggest(for: viewer, limit: 10)),
            trending: try await cards(trendingIDs.compactMap { rows[$0] })
        ))))
    }

    func searchPeople(_ input: Operations.SearchPeople.Input) async throws -> Operations.SearchPeople.Output {
        let ids = try await feed.people.search(input.query.query, viewer: viewer, page: try page(limit: input.query.limit, cursor: input.query.cursor))
        return .ok(.init(body: .json(try await personPage(ids))))
    }

    func searchCollections(_ input: Operations.SearchCollections.Input) async throws -> Operations.SearchCollections.Output {
        let ids = try await feed.collections.search(input.query.query, viewer: viewer, page: try page(limit: input.query.limit, cursor: input.query.cursor))
        let found = try await catalog.collections.find(ids.items, viewer: viewer)
        return .ok(.init(body: .json(.init(items: try await collectionSchemas(found), nextCursor: ids.nextCursor))))
    }

    // MARK: Shapes

    /// People in that order, with whether the caller follows each.
    private func people(_ ids: [UUID]) async throws -> [Components.Schemas.Person] {
        try await personPage(Page(items: ids, nextCursor: nil)).items
    }

    /// Feed items with their people, collections and flower cards read a page at a time: the flowers
    /// with the collections' covers, and the caller's flags on both in one statement. An item whose
    /// collection is no longer visible (made private a moment ago) is left out.
    private func feedItems(_ items: [HomeFeed.Item]) async throws -> [Components.Schemas.FeedItem] {
        let found = try await catalog.collections.find(items.compactMap(\.collection), viewer: viewer, withCards: items.compactMap(\.flower))
        let collections = Dictionary(found.collections.map { ($0.id, $0) }) { first, _ in first }
        let shownFlowers = items.compactMap { $0.flower ?? $0.collection.flatMap { collections[$0]?.cover?.id } }
        // Owners of collections are the items' actors: one read of people serves both.
        let people = try await community.people.find(items.compactMap(\.actor) + Self.peopleNamed(by: found.collections))
        let flags = try await viewer.asyncFlatMap {
            try await ReactionFlags.read($0, on: [(found.collections.map(\.id), ReactionFlags.collections), (shownFlowers, ReactionFlags.flowers)], catalog.database.sql)
        }
        let collectionSchemas = Dictionary(
            try await collectionSchemas(found.collections, people: people, flags: flags?[0]).map { ($0.id, $0) }
        ) { first, _ in first }
        return items.compactMap { item in
            let collection = item.collection.flatMap { collections[$0] }
            if item.collection != nil, collection == nil { return nil }
            guard let flowerID = item.flower ?? collection?.cover?.id, let row = found.cards[flowerID] else { return nil }
            return Components.Schemas.FeedItem(
                id: item.id.apiString, kind: .init(rawValue: item.kind.rawValue)!, source: .init(rawValue: item.kind == .discovery ? "discovery" : item.source.rawValue)!,
                person: item.actor.flatMap { people[$0] }.map { Components.Schemas.Person($0) },
                collection: collection.flatMap { collectionSchemas[$0.id.apiString] },
                flower: Components.Schemas.FlowerCard(row, viewer: flags?[1]), at: item.at
            )
        }
    }
}

/// A place in a trending ranking: the generation read and how far.
struct TrendingPosition: Codable {
    let generation: Int64
    let offset: Int
}
