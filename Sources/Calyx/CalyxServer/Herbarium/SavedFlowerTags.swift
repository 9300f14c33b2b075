import Foundation
import SQLKit

/// The tags of saved flowers as rows keyed by their lowercased text, so filtering by a tag is an
/// exact comparison that SQLite and PostgreSQL answer alike.
enum SavedFlowerTags {
    /// How a tag is compared: whole, ignoring case.
    static func key(_ tag: String) -> String {
        tag.lowercased()
    }

    static func replace(saved: UUID, user: UUID, with tags: [String], _ db: any SQLDatabase) async throws {
        try await db.raw("DELETE FROM saved_flower_tags WHERE saved_id = \(bind: saved)").run()
        for key in Set(tags.map(key)) {
            try await db.raw("INSERT INTO saved_flower_tags (saved_id, user_id, tag_key) VALUES (\(bind: saved), \(bind: user), \(bind: key))").run()
        }
    }
}
