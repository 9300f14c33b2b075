import Foundation
import ServerKit
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
        try await read(viewer, on: [(ids, tables)], db)[0]
    }

    /// The flags of several lists, each of its own kind, in one statement (a feed page shows
    /// collections and flowers).
    static func read(_ viewer: UUID, on lists: [(ids: [UUID], tables: Tables)], _ db: any SQLDatabase) async throws -> [ReactionFlags] {
        let parts = lists.enumerated().filter { !$0.element.ids.isEmpty }.map { list, entry -> SQLQueryString in
            let (ids, tables) = entry
            return """
                SELECT \(literal: list) AS list, \(ident: tables.column) AS id, 1 AS liked FROM \(ident: tables.liked)
                    WHERE user_id = \(bind: viewer) AND \(ident: tables.column) IN (\(binds: ids))
                UNION ALL
                SELECT \(literal: list) AS list, \(ident: tables.column) AS id, 0 AS liked FROM \(ident: tables.saved)
                    WHERE user_id = \(bind: viewer) AND \(ident: tables.column) IN (\(binds: ids))
                """
        }
        var liked = [Set<UUID>](repeating: [], count: lists.count)
        var saved = liked
        if !parts.isEmpty {
            for row in try await db.raw("\(parts.joined(separator: " UNION ALL "))").all(decoding: Row.self) {
                if row.liked == 1 { liked[row.list].insert(row.id) } else { saved[row.list].insert(row.id) }
            }
        }
        return zip(liked, saved).map { ReactionFlags(liked: $0, saved: $1) }
    }

    private struct Row: Decodable {
        let list: Int
        let id: UUID
        let liked: Int
    }
}
