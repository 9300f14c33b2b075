import Foundation
import Media
import ServerKit
import SQLKit

/// One flower with everything its detail screen shows, and what the viewer has done with it.
struct FlowerDetails: Sendable {
    struct Detail: Sendable {
        let id: UUID
        let species: FlowerSpecies
        let image: MediaRecord?
        let likeCount: Int
        let saveCount: Int
        let commentCount: Int
        let scentNotes: [ScentNotes.Note]
        let viewer: Viewer?
    }

    struct Viewer: Sendable {
        let liked: Bool
        let savedID: UUID?
        let collectionIDs: [UUID]
        let scentNote: String?
    }

    let database: Database
    let media: MediaLibrary
    let scentNotes: ScentNotes

    func detail(_ id: UUID, viewer: UUID?) async throws -> Detail? {
        guard let row = try await database.sql.raw("""
            SELECT d.details, f.image_id, f.like_count, f.save_count, f.comment_count
            FROM flowers f JOIN flower_details d ON d.flower_id = f.id WHERE f.id = \(bind: id)
            """).first(decoding: Row.self)
        else { return nil }
        let species = try JSONDecoder().decode(FlowerSpecies.self, from: Data(row.details.utf8))
        let image = try await row.image_id.asyncFlatMap { try await media.find($0) }
        return Detail(
            id: id, species: species, image: image, likeCount: row.like_count, saveCount: row.save_count,
            commentCount: row.comment_count, scentNotes: try await scentNotes.recent(for: id),
            viewer: try await viewer.asyncFlatMap { try await self.viewer($0, flower: id) }
        )
    }

    private func viewer(_ user: UUID, flower: UUID) async throws -> Viewer {
        let liked = try await database.sql.raw("SELECT flower_id FROM flower_likes WHERE user_id = \(bind: user) AND flower_id = \(bind: flower)")
            .first() != nil
        let saved = try await database.sql.raw("SELECT id FROM saved_flowers WHERE user_id = \(bind: user) AND flower_id = \(bind: flower)")
            .first(decoding: Saved.self)?.id
        let collections = try await database.sql.raw("""
            SELECT c.id FROM collection_flowers cf JOIN collections c ON c.id = cf.collection_id
            WHERE c.user_id = \(bind: user) AND cf.flower_id = \(bind: flower) ORDER BY c.created_at, c.id
            """).all(decoding: Saved.self).map(\.id)
        return Viewer(liked: liked, savedID: saved, collectionIDs: collections, scentNote: try await scentNotes.note(of: user, for: flower))
    }

    private struct Row: Decodable {
        let details: String
        let image_id: UUID?
        let like_count: Int
        let save_count: Int
        let comment_count: Int
    }

    private struct Saved: Decodable { let id: UUID }
}
