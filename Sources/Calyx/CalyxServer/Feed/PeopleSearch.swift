import CalyxAPI
import Foundation
import ServerKit
import SQLKit

/// Finding people by username or name: an exact username first, then usernames starting with the
/// words, then names starting with them, then names containing them; the most-followed first within
/// each. People separated from the viewer by a block are not found.
struct PeopleSearch: Sendable {
    let database: Database
    let cursors: CursorCodec


    struct Position: Codable {
        let offset: Int
    }

    func search(_ query: String, viewer: UUID?, page: PageRequest) async throws -> Page<UUID> {
        guard let key = try Self.key(query) else { return Page(items: [], nextCursor: nil) }
        let pattern = Self.escaped(key)
        let scope = "people-search|\(key)|\(viewer?.uuidString ?? "")"
        let offset = try page.position(Position.self, codec: cursors, scope: scope)?.offset ?? 0
        let rows = try await database.sql.raw("""
            SELECT u.id AS person,
                CASE WHEN u.username_key = \(bind: key) THEN 0
                     WHEN u.username_key LIKE \(bind: pattern + "%") ESCAPE '\\' THEN 1
                     WHEN u.display_name_key LIKE \(bind: pattern + "%") ESCAPE '\\' THEN 2
                     ELSE 3 END AS tier
            FROM users u LEFT JOIN profiles p ON p.user_id = u.id
            WHERE u.id <> \(bind: CatalogIllustrator.catalogAccount)
                AND (u.username_key LIKE \(bind: "%" + pattern + "%") ESCAPE '\\' OR u.display_name_key LIKE \(bind: "%" + pattern + "%") ESCAPE '\\')
                AND \(Relations.notSeparated("u.id", from: viewer))
            ORDER BY tier, COALESCE(p.follower_count, 0) DESC, u.display_name, u.id
            LIMIT \(literal: page.limit + 1) OFFSET \(literal: offset)
            """).all(decoding: Row.self)
        let positioned = rows.enumerated().map { index, row in (row.person, Position(offset: offset + index + 1)) }
        return try Page(fetched: positioned, request: page, codec: cursors, scope: scope)
    }

    /// The query as searches compare it: trimmed, folded like the names it is compared with
    /// (`SearchKey`), without a leading `@`; a 422 naming `query` when it is empty or too long. Nil when
    /// nothing is left (white space, a lone `@`): a valid query that matches nothing, so an empty
    /// page, as the document promises for any 1–100 characters.
    static func key(_ query: String) throws -> String? {
        let words = SearchKey.of(query.trimmingCharacters(in: .whitespacesAndNewlines))
        let key = words.hasPrefix("@") ? String(words.dropFirst()) : words
        guard !query.isEmpty, words.count <= CalyxLimits.searchQueryMaxLength else {
            throw Problem.validation(field: "query", "must be 1–\(CalyxLimits.searchQueryMaxLength) characters")
        }
        return key.isEmpty ? nil : key
    }

    /// `text` with `LIKE`'s wildcards taken literally.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
    }

    private struct Row: Decodable {
        let person: UUID
        let tier: Int
    }
}
