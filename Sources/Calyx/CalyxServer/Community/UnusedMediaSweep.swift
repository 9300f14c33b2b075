import Foundation
import Media
import ServerKit
import SQLKit

/// Deletes uploads nothing uses a day after they were made (a photo picked and then not posted, a
/// profile photo replaced), files included, through `MediaLibrary`.
struct UnusedMediaSweep: Sendable {
    let database: Database
    let library: MediaLibrary

    /// An upload stays this long unused before it goes: time enough to finish what it was for.
    static let grace: TimeInterval = 86_400
    static let batch = 500

    /// Returns how many uploads went.
    @discardableResult
    func sweep(now: Date) async throws -> Int {
        let rows = try await database.sql.raw("""
            SELECT m.id, m.owner_id FROM media m WHERE m.created_at < \(bind: now.addingTimeInterval(-Self.grace))
                AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.photo_id = m.id)
                AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.photo_id = m.id)
                AND NOT EXISTS (SELECT 1 FROM flowers f WHERE f.image_id = m.id)
                AND NOT EXISTS (SELECT 1 FROM saved_flowers s WHERE s.user_id = m.owner_id
                    AND s.photo_ids LIKE '%' || LOWER(CAST(m.id AS TEXT)) || '%')
            LIMIT \(literal: Self.batch)
            """).all(decoding: Row.self)
        var deleted = 0
        for row in rows where try await library.delete(row.id, owner: row.owner_id) { deleted += 1 }
        return deleted
    }

    private struct Row: Decodable {
        let id: UUID
        let owner_id: UUID
    }
}
