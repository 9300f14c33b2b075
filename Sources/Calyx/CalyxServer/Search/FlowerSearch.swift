import Foundation
import ServerKit
import SQLKit

/// Search and autocomplete over the catalog.
///
/// A query is normalized and its misspelt words corrected against the catalog's vocabulary; then every
/// word must begin a word of some name, the family or a colour (the text index answers that), the
/// filters narrow, and `FlowerRanking` (or the chosen sort) orders. Pages continue by keyset on the
/// sort's own columns plus `number`, so paging never skips or repeats a flower whose sort key did not
/// change, however many flowers are added, liked or removed meanwhile.
///
/// A text search sorted by relevance or name is ranked in memory (`FlowerSearchIndex`) unless the
/// search was made with `indexed: false`; the database ranking stays, for that setting
/// (`CALYX_SEARCH_INDEX=off`), for browsing without words and for the other sorts, and as what
/// the index is tested against. Autocomplete is answered from the index too, with the database's
/// suggestions as its reference.
struct FlowerSearch: Sendable {
    struct Query: Sendable {
        var text = ""
        var filters = FlowerFilters()
        var sort = FlowerSort.relevance
    }

    struct Result: Sendable {
        var cards: [FlowerCardRow]
        var nextCursor: String?
        /// The words searched for, when typo correction changed what was typed.
        var correctedQuery: String?
    }

    /// A flower's place in a text search's ranking.
    struct Ranked: Sendable {
        let number: Int
        let score: Int
    }

    let database: Database
    let index: any FlowerTextIndex
    let vocabulary: CatalogVocabulary
    /// The in-memory ranking; nil ranks in the database.
    let indexes: FlowerSearchIndexStore?
    let cursors: CursorCodec
    /// Recent rankings of text searches (query + filters + sort), relevance and alphabetical only:
    /// they depend on the catalog's text alone, so likes and saves never make them stale.
    let rankings: ExpiringCache<String, [Ranked]>
    /// The cards of recently served result pages and suggestions: counts on them may be this many
    /// seconds old (a flower's detail, and the caller's own liked/saved flags, are always current).
    let recentCards: ExpiringCache<String, [FlowerCardRow]>

    static let cardLifetime: Duration = .seconds(5)
    static let rankingLifetime: Duration = .seconds(600)
    /// The most matches a ranking keeps: 100 pages of 20. Deeper pages are ranked by the database.
    static let rankingDepth = 2_000
    /// How many flowers with a matching name, in catalog order, autocomplete ranks after the names
    /// that start with what was typed: a common prefix never ranks the whole catalog.
    static let suggestionCandidates = 64

    /// `cached: false` keeps no ranking or card between calls (to measure a query nobody asked before);
    /// `indexed: false` ranks in the database.
    init(database: Database, cursors: CursorCodec, cached: Bool, indexed: Bool = true) {
        self.database = database
        index = FlowerTextIndexes.forBackend(database.backend)
        vocabulary = CatalogVocabulary(database: database)
        indexes = indexed ? FlowerSearchIndexStore(database: database) : nil
        self.cursors = cursors
        rankings = ExpiringCache(capacity: cached ? 512 : 0, lifetime: Self.rankingLifetime)
        recentCards = ExpiringCache(capacity: cached ? 4_096 : 0, lifetime: Self.cardLifetime)
    }

    /// Where a page ends, in the sort's terms.
    struct Position: Codable, Sendable {
        var score: Int?
        var key: String?
        var count: Int?
        var number: Int
    }

    /// Builds the in-memory index now (at start), rather than at the first search.
    func prepare() async throws {
        _ = try await indexes?.latest()
    }

    /// The typo corrector of the catalog as it is now, and the index it came with.
    private func currentCorrector() async throws -> (TypoCorrector, FlowerSearchIndex?) {
        guard let indexes else { return (try await vocabulary.corrector, nil) }
        let index = try await indexes.current()
        return (index.corrector, index)
    }

    func search(_ query: Query, page: PageRequest) async throws -> Result {
        let typed = SearchText.words(query.text)
        var words: [String] = [], memory: FlowerSearchIndex?
        if !typed.isEmpty {
            let (corrector, index) = try await currentCorrector()
            words = corrector.correct(query: query.text)
            memory = index
        }
        let q = words.joined(separator: " ")
        let sort = q.isEmpty && query.sort == .relevance ? .alphabetical : query.sort
        let scope = "flowers.search|\(q)|\(query.filters.scope)|\(sort.rawValue)"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        if let memory, !words.isEmpty, sort == .relevance || sort == .alphabetical {
            let ranked = memory.rank(words, q: q, filters: query.filters, sort: sort, after: after, limit: page.limit + 1)
            let rows = try await cards(ranked, key: scope)
            let built = try Page(fetched: rows, request: page, codec: cursors, scope: scope) { Self.position(of: $0, sort: sort) }
            return Result(cards: built.items, nextCursor: built.nextCursor, correctedQuery: words == typed ? nil : q)
        }

        let match: SQLQueryString = words.isEmpty ? "1 = 1" : "\(index.matches(every: words, in: .everything))"
        let score: SQLQueryString = sort == .relevance ? FlowerRanking.score(q, namesMatch: index.matches(every: words, in: .names)) : "0"
        if !words.isEmpty, sort == .relevance || sort == .alphabetical,
           let cached = try await cachedPage(scope: scope, words: words, q: q, filters: query.filters, sort: sort, after: after, page: page) {
            return Result(cards: cached.items, nextCursor: cached.nextCursor, correctedQuery: words == typed ? nil : q)
        }
        let ranked: SQLQueryString = """
            SELECT number, id, common_name, scientific_name, family, name_key, like_count, save_count, comment_count,
                (like_count + save_count + comment_count) AS interactions, image_id, \(score) AS score
            FROM flowers WHERE \(match) AND \(query.filters.predicate)
            """
        let (order, continuation) = Self.ordering(sort, after: after)
        let rows = try await database.sql.raw("""
            SELECT p.*, m.content_key, m.blurhash, m.average_color FROM (
                SELECT * FROM (\(ranked)) ranked WHERE \(continuation) ORDER BY \(order) LIMIT \(literal: page.limit + 1)
            ) p LEFT JOIN media m ON m.id = p.image_id
            ORDER BY \(order)
            """).all(decoding: FlowerCardRow.self)
        let built = try Page(fetched: rows, request: page, codec: cursors, scope: scope) { Self.position(of: $0, sort: sort) }
        return Result(cards: built.items, nextCursor: built.nextCursor, correctedQuery: words == typed ? nil : q)
    }

    static func position(of row: FlowerCardRow, sort: FlowerSort) -> Position {
        switch sort {
        case .relevance: Position(score: row.score, key: row.name_key, number: row.number)
        case .alphabetical: Position(key: row.name_key, number: row.number)
        case .popular: Position(count: row.like_count, number: row.number)
        case .interactions: Position(count: row.interactions, number: row.number)
        }
    }

    /// The page from the cached ranking of this search, reading only the page's cards; nil when the
    /// page lies beyond the cached depth (or the cursor's flower is not in it), for the database to rank.
    private func cachedPage(
        scope: String, words: [String], q: String, filters: FlowerFilters, sort: FlowerSort, after: Position?, page: PageRequest
    ) async throws -> Page<FlowerCardRow>? {
        let database = database
        let ranking = try await rankings.value(for: scope) { [index] in
            try await TextSearchRanking(database: database, index: index).rank(words, q: q, filters: filters, sort: sort, depth: Self.rankingDepth)
        }
        var start = 0
        if let after {
            guard let index = ranking.firstIndex(where: { $0.number == after.number }) else { return nil }
            start = index + 1
        }
        let end = min(start + page.limit + 1, ranking.count)
        // The last cached flower's successor is unknown unless the ranking holds every match.
        guard end < ranking.count || ranking.count < Self.rankingDepth else { return nil }
        let slice = start < end ? Array(ranking[start..<end]) : []
        guard !slice.isEmpty else { return Page(items: [], nextCursor: nil) }
        let rows = try await recentCards.value(for: "\(scope)#\(start)#\(slice.count)") { try await Self.cards(slice, in: database) }
        return try Page(fetched: rows, request: page, codec: cursors, scope: scope) { Self.position(of: $0, sort: sort) }
    }

    /// The cards of a ranked page (kept for `cardLifetime` under `key` and the ranking).
    private func cards(_ ranked: [Ranked], key: String) async throws -> [FlowerCardRow] {
        guard !ranked.isEmpty else { return [] }
        let database = database
        return try await recentCards.value(for: "\(key)#" + ranked.map { String($0.number) }.joined(separator: ",")) {
            try await Self.cards(ranked, in: database)
        }
    }

    /// The cards of `ranked`, in its order, with its scores; a flower no longer there is left out.
    private static func cards(_ ranked: [Ranked], in database: Database) async throws -> [FlowerCardRow] {
        let cards = try await database.sql.raw("""
            SELECT \(FlowerCardRow.columns) FROM \(FlowerCardRow.source) WHERE f.number IN (\(binds: ranked.map(\.number)))
            """).all(decoding: FlowerCardRow.self)
        let byNumber = Dictionary(uniqueKeysWithValues: cards.map { ($0.number, $0) })
        return ranked.compactMap { ranked -> FlowerCardRow? in
            guard var card = byNumber[ranked.number] else { return nil }
            card.score = ranked.score
            return card
        }
    }

    /// `ORDER BY` terms and the predicate for "after this position".
    static func ordering(_ sort: FlowerSort, after: Position?) -> (order: SQLQueryString, after: SQLQueryString) {
        switch sort {
        case .relevance:
            let order: SQLQueryString = "score DESC, name_key, number"
            guard let after, let score = after.score, let key = after.key else { return (order, "1 = 1") }
            return (order, "(score < \(bind: score) OR (score = \(bind: score) AND (name_key > \(bind: key) OR (name_key = \(bind: key) AND number > \(bind: after.number)))))")
        case .alphabetical:
            let order: SQLQueryString = "name_key, number"
            guard let after, let key = after.key else { return (order, "1 = 1") }
            return (order, "(name_key > \(bind: key) OR (name_key = \(bind: key) AND number > \(bind: after.number)))")
        case .popular, .interactions:
            let column = sort == .popular ? "like_count" : "interactions"
            let order: SQLQueryString = "\(ident: column) DESC, number"
            guard let after, let count = after.count else { return (order, "1 = 1") }
            return (order, "(\(ident: column) < \(bind: count) OR (\(ident: column) = \(bind: count) AND number > \(bind: after.number)))")
        }
    }

    /// Up to `limit` flowers for what is being typed: names that start with it first (alphabetically),
    /// then names with a word that starts with it.
    func suggest(_ text: String, limit: Int = 8) async throws -> [FlowerCardRow] {
        let typed = SearchText.words(text)
        guard !typed.isEmpty else { return [] }
        let (corrector, memory) = try await currentCorrector()
        let words = corrector.correct(query: text)
        let q = words.joined(separator: " ")
        let database = database
        return try await recentCards.value(for: "suggest|\(q)|\(limit)") {
            guard let memory else { return try await suggestions(words, q: q, limit: limit) }
            let ranked = memory.suggest(words, q: q, limit: limit)
            return ranked.isEmpty ? [] : try await Self.cards(ranked, in: database)
        }
    }

    /// Autocomplete ranked by the database (no index, or `CALYX_SEARCH_INDEX=off`).
    private func suggestions(_ words: [String], q: String, limit: Int) async throws -> [FlowerCardRow] {
        // The shown name starts with the query: a range scan of the alphabetical index.
        let starting = try await database.sql.raw("""
            SELECT f.number, f.id, f.common_name, f.scientific_name, f.family, f.name_key, f.like_count, f.save_count,
                f.comment_count, 0 AS interactions, f.image_id, \(literal: FlowerRanking.namePrefix) AS score,
                m.content_key, m.blurhash, m.average_color
            FROM flowers f LEFT JOIN media m ON m.id = f.image_id
            WHERE f.name_key >= \(bind: q) AND f.name_key < \(bind: q + "\u{10FFFF}")
            ORDER BY f.name_key, f.number LIMIT \(literal: limit)
            """).all(decoding: FlowerCardRow.self)
        guard starting.count < limit else { return starting }
        // Otherwise any name with a word starting with it; the first candidates in catalog order
        // (curated species come first) are ranked.
        let candidates: SQLQueryString = """
            SELECT number FROM flowers WHERE \(index.matches(every: words, in: .names)) ORDER BY number LIMIT \(literal: Self.suggestionCandidates)
            """
        let others = try await database.sql.raw("""
            SELECT f.number, f.id, f.common_name, f.scientific_name, f.family, f.name_key, f.like_count, f.save_count,
                f.comment_count, 0 AS interactions, f.image_id, \(FlowerRanking.score(q)) AS score,
                m.content_key, m.blurhash, m.average_color
            FROM flowers f LEFT JOIN media m ON m.id = f.image_id
            WHERE f.number IN (\(candidates))
            ORDER BY score DESC, f.name_key, f.number LIMIT \(literal: limit)
            """).all(decoding: FlowerCardRow.self)
        let seen = Set(starting.map(\.number))
        return starting + others.filter { !seen.contains($0.number) }.prefix(limit - starting.count)
    }
}
