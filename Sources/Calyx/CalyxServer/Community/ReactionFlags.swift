import Foundation
import SQLKit

/// Which of a list of things (flowers, collections) a person liked and which they saved, read in one
/// statement: every list a signed-in person sees carries both flags, and one round trip instead of two
/// is a measurable share of a feed page (`Benchmarks/calyx-feed`).
struct ReactionFlags: Sendable {
    /// Where one kind of thing's likes and saves are kept: tables whose person column is `user_id` and
    /// whose `column` names the thing.
    struct Tables: Sendable {
        let liked: String
        let saved: String
        let column: String
    }

    let liked: Set<UUID>
    let saved: Set<UUID>

    static let flowers = Tables(liked: "flower_likes", saved: "saved_flowers", column: "flower_id")
    static let collections = Tables(liked: "collection_likes", saved: "saved_collections", column: "collection_id")

    static func read(_ viewer: UUID, on ids: [UUID], in tables: Tables, _ db: any SQLDatabase) async throws -> ReactionFlags {
        guard !ids.isEmpty else { return ReactionFlags(liked: [], saved: []) }
        let rows = try await db.raw("""
            SELECT \(ident: tables.column) AS id, 1 AS liked FROM \(ident: tables.liked) WHERE user_id = \(bind: viewer) AND \(ident: tables.column) IN (\(binds: ids))
            UNION ALL
            SELECT \(ident: tables.column) AS id, 0 AS liked FROM \(ident: tables.saved) WHERE user_id = \(bind: viewer) AND \(ident: tables.column) IN (\(binds: ids))
            """).all(decoding: Row.self)
        return ReactionFlags(liked: Set(rows.filter { $0.liked == 1 }.map(\.id)), saved: Set(rows.filter { $0.liked == 0 }.map(\.id)))
    }

    private struct Row: Decodable {
        let id: UUID
        let liked: Int
    }
}
