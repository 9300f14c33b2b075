import Foundation
import SQLKit

enum CatalogFlower {
    /// Whether `id` is a flower of the catalog; on `db`, so a transaction sees its own view.
    static func exists(_ id: UUID, in db: any SQLDatabase) async throws -> Bool {
        try await db.raw("SELECT id FROM flowers WHERE id = \(bind: id)").first() != nil
    }
}
