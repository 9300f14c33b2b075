import SQLKit

/// Stored, generated `tsvector` columns with GIN indexes; `simple` configuration, because the text is
/// already normalized and names must not be stemmed ("rose" is not "ros").
struct PostgresFlowerTextIndex: FlowerTextIndex {
    func create(in db: any SQLDatabase) async throws {
        try await db.raw(
            "ALTER TABLE flowers ADD COLUMN names_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', names_text)) STORED"
        ).run()
        try await db.raw(
            "ALTER TABLE flowers ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED"
        ).run()
        try await db.raw("CREATE INDEX flowers_names_vector ON flowers USING GIN (names_vector)").run()
        try await db.raw("CREATE INDEX flowers_search_vector ON flowers USING GIN (search_vector)").run()
    }

    func matches(every terms: [String], in field: FlowerTextField) -> any SQLExpression {
        let column = field == .names ? "names_vector" : "search_vector"
        // Each term as a prefix (`rose:*`); terms are letters and digits, so nothing is tsquery syntax.
        let query = terms.map { "\($0.filter { $0.isLetter || $0.isNumber }):*" }.joined(separator: " & ")
        return SQLQueryString("\(ident: column) @@ to_tsquery('simple', \(bind: query))")
    }

    /// PostgreSQL's planner weighs the GIN index against an index walk from its statistics itself.
    func tests(every terms: [String], in field: FlowerTextField) -> any SQLExpression {
        matches(every: terms, in: field)
    }

    func count(every terms: [String], in field: FlowerTextField, on db: any SQLDatabase) async throws -> Int {
        let row = try await db.raw("SELECT count(*) AS n FROM flowers WHERE \(matches(every: terms, in: field))").first()
        return try row?.decode(column: "n", as: Int.self) ?? 0
    }
}
