import Foundation
import SQLKit

/// Which of a list of things (flowers, collections) a person liked and which they saved, read in one
/// statement: every list a signed-in person sees carries both flags, and one round trip instead of two
/// is a measurable share of a feed page (`Benchmarks/calyx-feed`).
struct ReactionFlags: Sendable {
    /// A table of one kind of reaction: its person column is `user_id`; `column` names the thing.
    struct Reaction: Sendable {
        let table: String
        let column: String
    }

    let liked: Set<UUID>
    let saved: Set<UUID>

    static let flowers = (liked: Reaction(table: "flower_likes", column: "flower_id"), saved: Reaction(table: "saved_flowers", column: "flower_id"))
    static let collections = (
        liked: Reaction(table: "collection_likes", column: "collection_id"), saved: Reaction(table: "saved_collections", column: "collection_id")
    )

    static func read(
        _ viewer: UUID, on ids: [UUID], liked: Reaction, saved: Reaction, in db: any SQLDatabase
    ) async throws -> ReactionFlags {
        guard !ids.isEmpty else { return ReactionFlags(liked: [], saved: []) }
        let rows = try await db.raw("""
            SELECT \(ident: liked.column) AS id, 1 AS liked FROM \(ident: liked.table) WHERE user_id = \(bind: viewer) AND \(ident: liked.column) IN (\(binds: ids))
            UNION ALL
            SELECT \(ident: saved.column) AS id, 0 AS liked FROM \(ident: saved.table) WHERE user_id = \(bind: viewer) AND \(ident: saved.column) IN (\(binds: ids))
            """).all(decoding: Row.self)
        return ReactionFlags(liked: Set(rows.filter { $0.liked == 1 }.map(\.id)), saved: Set(rows.filter { $0.liked == 0 }.map(\.id)))
    }

    private struct Row: Decodable {
        let id: UUID
        let liked: Int
    }
}
