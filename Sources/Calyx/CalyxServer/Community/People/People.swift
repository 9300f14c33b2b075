import Foundation
import Media
import ServerKit
import SQLKit

/// People as lists show them (authors, followers, owners of collections): name, username and photo,
/// read for a whole page at once. Never their email.
struct People: Sendable {
    struct Person: Sendable {
        let id: UUID
        let username: String?
        let displayName: String
        /// The photo they chose; when nil, `providerPhotoURL` (their sign-in provider's picture) if any.
        let photo: MediaRecord?
        let providerPhotoURL: String?
    }

    let database: Database
    let media: MediaLibrary

    /// Everyone of `ids` who exists.
    func find(_ ids: some Collection<UUID>) async throws -> [UUID: Person] {
        let unique = Array(Set(ids))
        guard !unique.isEmpty else { return [:] }
        let rows = try await database.sql.raw("""
            SELECT u.id, u.username, u.display_name, u.photo_url, p.photo_id
            FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id IN (\(binds: unique))
            """).all(decoding: Row.self)
        let photos = try await media.find(rows.compactMap(\.photo_id))
        return Dictionary(rows.map { row in
            (row.id, Person(
                id: row.id, username: row.username, displayName: row.display_name,
                photo: row.photo_id.flatMap { photos[$0] }, providerPhotoURL: row.photo_url
            ))
        }) { first, _ in first }
    }

    func find(_ id: UUID) async throws -> Person? {
        try await find([id])[id]
    }

    /// The people of `ids` in that order, leaving out any who no longer exist.
    func ordered(_ ids: [UUID]) async throws -> [Person] {
        let found = try await find(ids)
        return ids.compactMap { found[$0] }
    }

    private struct Row: Decodable {
        let id: UUID
        let username: String?
        let display_name: String
        let photo_url: String?
        let photo_id: UUID?
    }
}
