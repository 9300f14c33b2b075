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

    /// For tests: runs between finding the candidates and deleting each (where a use may come in).
    var beforeDeleting: (@Sendable (UUID) async throws -> Void)?

    /// Returns how many uploads went. Each candidate is asked about again in its deleting transaction,
    /// after its row is locked, so a photo put to use since it was found stays.
    @discardableResult
    func sweep(now: Date) async throws -> Int {
        let rows = try await database.sql.raw("""
            SELECT m.id, m.owner_id FROM media m WHERE m.created_at < \(bind: now.addingTimeInterval(-Self.grace)) AND \(Self.unused)
            LIMIT \(literal: Self.batch)
            """).all(decoding: Row.self)
        var deleted = 0
        for row in rows {
            try await beforeDeleting?(row.id)
            let gone = try await library.delete(row.id, owner: row.owner_id) { db in
                try await db.raw("SELECT m.id FROM media m WHERE m.id = \(bind: row.id) AND \(Self.unused)").first() == nil
            }
            if gone { deleted += 1 }
        }
        return deleted
    }

    /// Nothing uses the upload `m`: no profile, comment, flower or saved flower names it.
    private static let unused: SQLQueryString = """
        NOT EXISTS (SELECT 1 FROM profiles p WHERE p.photo_id = m.id)
            AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.photo_id = m.id)
            AND NOT EXISTS (SELECT 1 FROM flowers f WHERE f.image_id = m.id)
            AND NOT EXISTS (SELECT 1 FROM saved_flowers s WHERE s.user_id = m.owner_id
                AND s.photo_ids LIKE '%' || LOWER(CAST(m.id AS TEXT)) || '%')
        """

    private struct Row: Decodable {
        let id: UUID
        let owner_id: UUID
    }
}
