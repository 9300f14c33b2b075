import ServerKit
import SQLKit

/// Full-text matching of flowers behind one interface: SQLite FTS5, PostgreSQL tsvector + GIN.
///
/// Both index the same `SearchText`-normalized columns (`names_text`: every name; `search_text`: names,
/// family and colours) and answer the same question, "does every term begin a word here?", so search
/// returns the same flowers on both backends. Ranking happens outside, in SQL both share.
protocol FlowerTextIndex: Sendable {
    /// Creates the index over `flowers` and whatever keeps it current as rows change.
    func create(in db: any SQLDatabase) async throws

    /// A predicate on `flowers`: every term begins a word of `field`. `terms` are non-empty normalized words.
    func matches(every terms: [String], in field: FlowerTextField) -> any SQLExpression

    /// The same predicate, phrased so that the database tests rows it reaches another way (walking an
    /// index in order) against the matches, rather than starting from the matches.
    func tests(every terms: [String], in field: FlowerTextField) -> any SQLExpression

    /// How many flowers match: read from the text index alone.
    func count(every terms: [String], in field: FlowerTextField, on db: any SQLDatabase) async throws -> Int
}

/// What a query is matched against.
enum FlowerTextField: Sendable {
    /// Common, regional and scientific names and synonyms (autocomplete).
    case names
    /// Names, family and colours (search).
    case everything
}

enum FlowerTextIndexes {
    static func forBackend(_ backend: DatabaseBackend) -> any FlowerTextIndex {
        switch backend {
        case .sqlite: SQLiteFlowerTextIndex()
        case .postgres: PostgresFlowerTextIndex()
        }
    }
}
