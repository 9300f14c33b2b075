import Foundation
import ServerKit
import SQLKit

/// Photos people attach (to a profile, a comment, a saved flower) must be their own uploads.
enum OwnMedia {
    /// 404 naming `field` when there is no such upload; 422 when it is someone else's.
    static func require(_ id: UUID, of user: UUID, field: String, in db: any SQLDatabase) async throws {
        guard let row = try await db.raw("SELECT owner_id FROM media WHERE id = \(bind: id)").first(decoding: Owner.self) else {
            throw Problem.missingReference(field: field, "is not an upload")
        }
        guard row.owner_id == user else { throw Problem.validation(field: field, "must be a photo you uploaded") }
    }

    private struct Owner: Decodable { let owner_id: UUID }
}
