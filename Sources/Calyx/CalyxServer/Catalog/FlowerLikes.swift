import Foundation
import ServerKit
import SQLKit

/// Likes: a user's Favorites, always public. `like_count` on the flower moves in the same transaction.
struct FlowerLikes: Sendable {
    let database: Database
    let wallClock: any WallClock
    let cursors: CursorCodec

    /// The flower's like state after liking (idempotent); nil for a flower not in the catalog.
    func like(_ flower: UUID, user: UUID) async throws -> (liked: Bool, count: Int)? {
        let now = wallClock.now()
        return try await database.transaction { db in
            guard try await CatalogFlower.exists(flower, in: db) else { return nil }
            let inserted = try await db.raw("""
                INSERT INTO flower_likes (user_id, flower_id, liked_at) VALUES (\(bind: user), \(bind: flower), \(bind: now))
                ON CONFLICT (user_id, flower_id) DO NOTHING RETURNING flower_id
                """).all().count > 0
            if inserted { try await db.raw("UPDATE flowers SET like_count = like_count + 1 WHERE id = \(bind: flower)").run() }
            return (true, try await count(flower, db))
        }
    }

    func unlike(_ flower: UUID, user: UUID) async throws -> (liked: Bool, count: Int)? {
        try await database.transaction { db in
            guard try await CatalogFlower.exists(flower, in: db) else { return nil }
            let deleted = try await db.raw("DELETE FROM flower_likes WHERE user_id = \(bind: user) AND flower_id = \(bind: flower) RETURNING flower_id")
                .all().count > 0
            if deleted { try await db.raw("UPDATE flowers SET like_count = like_count - 1 WHERE id = \(bind: flower) AND like_count > 0").run() }
            return (false, try await count(flower, db))
        }
    }

    struct Position: Codable {
        let micros: Int64
        let flower: UUID
    }

    /// What `user` liked, newest first.
    func favorites(of user: UUID, page: PageRequest) async throws -> Page<FlowerCardRow> {
        let scope = "favorites|\(user)"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        let micros = TimestampKey.micros("l.liked_at", backend: database.backend)
        let continuation: SQLQueryString = after.map {
            "(\(micros) < \(bind: $0.micros) OR (\(micros) = \(bind: $0.micros) AND l.flower_id < \(bind: $0.flower)))"
        } ?? "1 = 1"
        let rows = try await database.sql.raw("""
            SELECT \(micros) AS liked_micros, \(FlowerCardRow.columns) FROM flower_likes l \(FlowerCardRow.joined(on: "f.id = l.flower_id"))
            WHERE l.user_id = \(bind: user) AND \(continuation)
            ORDER BY l.liked_at DESC, l.flower_id DESC LIMIT \(literal: page.limit + 1)
            """).all()
        let liked = try rows.map { row in
            let card = try row.decodeModel(FlowerCardRow.self)
            return (card, Position(micros: try row.decodeModel(LikedAt.self).liked_micros, flower: card.id))
        }
        return try Page(fetched: liked, request: page, codec: cursors, scope: scope)
    }

    private func count(_ flower: UUID, _ db: any SQLDatabase) async throws -> Int {
        try await db.raw("SELECT like_count FROM flowers WHERE id = \(bind: flower)").first(decoding: Count.self)?.like_count ?? 0
    }

    private struct LikedAt: Decodable { let liked_micros: Int64 }
    private struct Count: Decodable { let like_count: Int }
}
