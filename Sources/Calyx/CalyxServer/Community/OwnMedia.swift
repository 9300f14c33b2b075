import Foundation
import ServerKit
import SQLKit

/// Photos people attach (to a profile, a comment, a saved flower) must be their own uploads.
enum OwnMedia {
    /// Whether `user` uploaded every one of `ids`; a 404 naming `field` when one is no upload at all.
    /// Callers refuse `false` with a 422 naming `field`, alongside any other rule the request broke.
    ///
    /// With `lockingOn` (inside the transaction that records the use) the rows are locked until it
    /// ends on PostgreSQL, so the unused-media sweep cannot delete one in between
    /// (`MediaLibrary.delete(_:owner:unless:)`); SQLite's write transaction already excludes it.
    static func allOwned(
        _ ids: [UUID], by user: UUID, field: String, in db: any SQLDatabase, lockingOn backend: DatabaseBackend? = nil
    ) async throws -> Bool {
        let unique = Array(Set(ids))
        guard !unique.isEmpty else { return true }
        let lock: SQLQueryString = backend == .postgres ? "FOR SHARE" : ""
        let owners = try await db.raw("SELECT owner_id FROM media WHERE id IN (\(binds: unique)) \(lock)").all(decoding: Owner.self)
        guard owners.count == unique.count else { throw Problem.missingReference(field: field, "names something that is not an upload") }
        return owners.allSatisfy { $0.owner_id == user }
    }

    private struct Owner: Decodable { let owner_id: UUID }
}
