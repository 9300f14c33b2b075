import Foundation
import ServerKit
import SQLKit

/// A flower as lists show it (search results, suggestions, saved flowers, collections), with its
/// thumbnail's placeholder when it has a picture.
struct FlowerCardRow: Decodable, Sendable {
    let number: Int
    let id: UUID
    let common_name: String
    let scientific_name: String
    let family: String
    let name_key: String
    let like_count: Int
    let save_count: Int
    let comment_count: Int
    let interactions: Int
    var score: Int
    let content_key: String?
    let blurhash: String?
    let average_color: String?
}

extension FlowerCardRow {
    /// The columns a `FlowerCardRow` decodes, from `flowers f LEFT JOIN media m ON m.id = f.image_id`.
    static let columns: SQLQueryString = """
        f.number, f.id, f.common_name, f.scientific_name, f.family, f.name_key, f.like_count, f.save_count, f.comment_count,
        (f.like_count + f.save_count + f.comment_count) AS interactions, 0 AS score, m.content_key, m.blurhash, m.average_color
        """
    static let source: SQLQueryString = "flowers f LEFT JOIN media m ON m.id = f.image_id"

    /// `JOIN flowers f ON <condition> LEFT JOIN media m …`, after another table in a `FROM`.
    static func joined(on condition: SQLQueryString) -> SQLQueryString {
        "JOIN flowers f ON \(condition) LEFT JOIN media m ON m.id = f.image_id"
    }
}

extension FlowerCardRow {
    /// The cards of `ids` that exist, in no particular order.
    static func find(_ ids: some Collection<UUID>, in db: any SQLDatabase) async throws -> [FlowerCardRow] {
        let unique = Array(Set(ids))
        guard !unique.isEmpty else { return [] }
        return try await db.raw("SELECT \(columns) FROM \(source) WHERE f.id IN (\(binds: unique))").all(decoding: FlowerCardRow.self)
    }
}
