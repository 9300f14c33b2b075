import Foundation
import ServerKit
import SQLKit

/// Finding public collections by name (anywhere in it) or by their owner's username (its start):
/// names starting with the words first, then the most liked and saved.
struct CollectionSearch: Sendable {
    let database: Database
    let cursors: CursorCodec

    struct Position: Codable {
        let offset: Int
    }

    func search(_ query: String, viewer: UUID?, page: PageRequest) async throws -> Page<UUID> {
        guard let key = try PeopleSearch.key(query) else { return Page(items: [], nextCursor: nil) }
        let pattern = PeopleSearch.escaped(key)
        let scope = "collection-search|\(key)|\(viewer?.uuidString ?? "")"
        let offset = try page.position(Position.self, codec: cursors, scope: scope)?.offset ?? 0
        let rows = try await database.sql.raw("""
            SELECT c.id FROM collections c JOIN users u ON u.id = c.user_id
            WHERE c.is_public = \(bind: true)
                AND (c.name_key LIKE \(bind: "%" + pattern + "%") ESCAPE '\\' OR u.username_key LIKE \(bind: pattern + "%") ESCAPE '\\')
                AND EXISTS (SELECT 1 FROM collection_flowers f WHERE f.collection_id = c.id)
                AND \(Relations.notSeparated("c.user_id", from: viewer))
            ORDER BY CASE WHEN c.name_key LIKE \(bind: pattern + "%") ESCAPE '\\' THEN 0 ELSE 1 END,
                c.like_count + c.save_count DESC, c.created_at DESC, c.id
            LIMIT \(literal: page.limit + 1) OFFSET \(literal: offset)
            """).all(decoding: ID.self)
        let positioned = rows.enumerated().map { index, row in (row.id, Position(offset: offset + index + 1)) }
        return try Page(fetched: positioned, request: page, codec: cursors, scope: scope)
    }

    private struct ID: Decodable { let id: UUID }
}
