import SQLKit

// Rows decoded by `SQLModelDecoder` wherever handlers write `.all(decoding:)` or `.first(decoding:)` on
// the two builders nearly every read uses, `raw` and `select`: members of the builder's own type are
// chosen over SQLKit's, which are declared on the `SQLQueryFetcher` protocol, so handler code stays as
// it is. Other builders (`union`, `returning` on writes) and an explicit `SQLRowDecoder` keep SQLKit's
// decoder, which gives the same answers.

extension SQLRawBuilder {
    public func all<D: Decodable>(decoding type: D.Type) async throws -> [D] {
        try await decodedRows(D.self)
    }

    public func first<D: Decodable>(decoding type: D.Type) async throws -> D? {
        try await decodedFirst(D.self)
    }
}

extension SQLSelectBuilder {
    public func all<D: Decodable>(decoding type: D.Type) async throws -> [D] {
        try await decodedRows(D.self)
    }

    public func first<D: Decodable>(decoding type: D.Type) async throws -> D? {
        try await decodedFirst(D.self)
    }
}

extension SQLQueryFetcher {
    fileprivate func decodedRows<D: Decodable>(_: D.Type) async throws -> [D] {
        try await all().map { try D(from: SQLModelDecoder(row: $0)) }
    }

    /// SQLKit's `first()`: a builder that can is limited to one row.
    fileprivate func decodedFirst<D: Decodable>(_: D.Type) async throws -> D? {
        try await first().map { try D(from: SQLModelDecoder(row: $0)) }
    }
}

extension SQLRow {
    /// The row as `D`, decoded as `decode(model:)` decodes it with its default settings, by
    /// `SQLModelDecoder`: for rows read in parts (a model and its position, or two models side by side).
    public func decodeModel<D: Decodable>(_ type: D.Type) throws -> D {
        try D(from: SQLModelDecoder(row: self))
    }
}
