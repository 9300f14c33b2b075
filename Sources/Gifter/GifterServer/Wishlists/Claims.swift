import Foundation
import ServerKit
import SQLKit

/// "I'm getting this": a friend's claim on an item of your wishlist. Only the wishlist owner's friends
/// ever read claims; nothing the owner is sent is built from this table.
struct Claims: Sendable {
    let database: Database
    let wallClock: any WallClock

    enum State: String, Sendable {
        case none, you, someone
    }

    /// For each item of `owner`'s wishlist, whether it is claimed and whether by `viewer`.
    func states(owner: UUID, viewer: UUID) async throws -> [String: State] {
        let rows = try await database.sql.raw("SELECT product_id, claimer_id FROM claims WHERE owner_id = \(bind: owner)")
            .all(decoding: Row.self)
        return Dictionary(rows.map { ($0.product_id, $0.claimer_id == viewer ? State.you : .someone) }) { first, _ in first }
    }

    /// Claims `productID` on `owner`'s wishlist for `claimer`; a claim by anyone else first is a 409.
    func claim(_ productID: String, owner: UUID, claimer: UUID) async throws {
        try await database.transaction { db in
            guard try await db.raw("""
                SELECT product_id FROM wishlist_items WHERE owner_id = \(bind: owner) AND product_id = \(bind: productID)
                """).first() != nil else { throw Problem.notFound("That isn’t on their wishlist.") }
            try await db.raw("""
                INSERT INTO claims (owner_id, product_id, claimer_id, claimed_at)
                VALUES (\(bind: owner), \(bind: productID), \(bind: claimer), \(bind: wallClock.now()))
                ON CONFLICT (owner_id, product_id) DO NOTHING
                """).run()
            let holder = try await db.raw("SELECT product_id, claimer_id FROM claims WHERE owner_id = \(bind: owner) AND product_id = \(bind: productID)")
                .first(decoding: Row.self)?.claimer_id
            guard holder == claimer else {
                throw Problem.conflict(
                    "already-claimed", title: "Already claimed", detail: "Someone else is already getting this one.", field: "productId"
                )
            }
        }
    }

    func release(_ productID: String, owner: UUID, claimer: UUID) async throws {
        try await database.sql.raw("""
            DELETE FROM claims WHERE owner_id = \(bind: owner) AND product_id = \(bind: productID) AND claimer_id = \(bind: claimer)
            """).run()
    }

    private struct Row: Decodable {
        let product_id: String
        let claimer_id: UUID
    }
}
