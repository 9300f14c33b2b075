import Foundation
import ServerKit
import SQLKit

/// Likes and saves of other people's public collections. A save is a live reference to the
/// collection, never a copy: it shows the owner's flowers as they are now, and leaves the saver's
/// list while the owner keeps it private. The collection's `like_count` / `save_count` move in the same
/// transaction as the like or save.
struct CollectionReactions: Sendable {
    enum Kind: Sendable {
        case like, save

        var table: String { self == .like ? "collection_likes" : "saved_collections" }
        var timeColumn: String { self == .like ? "liked_at" : "saved_at" }
        var countColumn: String { self == .like ? "like_count" : "save_count" }
        var notification: NotificationKind { self == .like ? .collectionLike : .collectionSave }
    }

    let database: Database
    let wallClock: any WallClock
    let cursors: CursorCodec
    /// Tells the owner, in the transaction of the like or save (and takes it back with it).
    let notifications: NotificationRecorder

    /// Whether `user` now likes (or saved) the collection, and how many do. Taking a like or save back
    /// works whatever became of the collection since (made private, its owner blocked `user`).
    func set(_ kind: Kind, _ active: Bool, collection id: UUID, user: UUID) async throws -> (active: Bool, count: Int) {
        let now = TimestampKey.micros(of: wallClock.now())
        let count = SQLIdentifier(kind.countColumn)
        return try await database.transaction { db in
            if !active, try await db.raw("""
                DELETE FROM \(ident: kind.table) WHERE collection_id = \(bind: id) AND user_id = \(bind: user) RETURNING collection_id
                """).all().count > 0 {
                try await db.raw("UPDATE collections SET \(count) = \(count) - 1 WHERE id = \(bind: id)").run()
                if let owner = try await db.raw("SELECT user_id FROM collections WHERE id = \(bind: id)").first(decoding: Owner.self)?.user_id {
                    try await notifications.retract(kind.notification, to: owner, by: user, about: .collection(id), in: db)
                }
                return (false, try await total(count, id, db))
            }
            guard let owner = try await db.raw("SELECT c.user_id FROM collections c WHERE c.id = \(bind: id) AND \(Collections.visible(to: user))")
                .first(decoding: Owner.self)?.user_id
            else { throw Problem.notFound("No such collection.") }
            guard owner != user else {
                throw Problem.validation(field: "collectionId", kind == .like ? "is your own collection: you cannot like it" : "is your own collection: it is in your library already")
            }
            if active, try await db.raw("""
                INSERT INTO \(ident: kind.table) (collection_id, user_id, \(ident: kind.timeColumn)) VALUES (\(bind: id), \(bind: user), \(bind: now))
                ON CONFLICT DO NOTHING RETURNING collection_id
                """).all().count > 0 {
                try await db.raw("UPDATE collections SET \(count) = \(count) + 1 WHERE id = \(bind: id)").run()
                try await notifications.record(kind.notification, to: owner, by: user, about: .collection(id), in: db)
            }
            return (active, try await total(count, id, db))
        }
    }

    private func total(_ count: SQLIdentifier, _ id: UUID, _ db: any SQLDatabase) async throws -> Int {
        try await db.raw("SELECT \(count) AS n FROM collections WHERE id = \(bind: id)").first(decoding: Count.self)?.n ?? 0
    }

    struct Position: Codable {
        let micros: Int64
        let id: UUID
    }

    /// Who liked the collection, most recent first, leaving out people separated from `viewer` by a block.
    func likers(of collection: UUID, viewer: UUID?, page: PageRequest) async throws -> Page<UUID> {
        let scope = "collection-likes|\(collection)"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        let continuation: SQLQueryString = after.map { "(liked_at, user_id) < (\(bind: $0.micros), \(bind: $0.id))" } ?? "1 = 1"
        let rows = try await database.sql.raw("""
            SELECT user_id AS id, liked_at AS at_us FROM collection_likes
            WHERE collection_id = \(bind: collection) AND \(continuation) AND \(Relations.notSeparated("user_id", from: viewer))
            ORDER BY liked_at DESC, user_id DESC LIMIT \(literal: page.limit + 1)
            """).all(decoding: Listed.self)
        return try Page(fetched: rows.map { ($0.id, Position(micros: $0.at_us, id: $0.id)) }, request: page, codec: cursors, scope: scope)
    }

    /// The collections `user` saved that are still public, most recently saved first.
    func saved(by user: UUID, page: PageRequest) async throws -> Page<UUID> {
        let scope = "saved-collections|\(user)"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        let continuation: SQLQueryString = after.map { "(s.saved_at, s.collection_id) < (\(bind: $0.micros), \(bind: $0.id))" } ?? "1 = 1"
        let rows = try await database.sql.raw("""
            SELECT s.collection_id AS id, s.saved_at AS at_us FROM saved_collections s JOIN collections c ON c.id = s.collection_id
            WHERE s.user_id = \(bind: user) AND \(Collections.visible(to: user)) AND \(continuation)
            ORDER BY s.saved_at DESC, s.collection_id DESC LIMIT \(literal: page.limit + 1)
            """).all(decoding: Listed.self)
        return try Page(fetched: rows.map { ($0.id, Position(micros: $0.at_us, id: $0.id)) }, request: page, codec: cursors, scope: scope)
    }

    /// Which of `collections` `viewer` liked and saved.
    func flags(of viewer: UUID, on collections: [UUID]) async throws -> ReactionFlags {
        try await ReactionFlags.read(viewer, on: collections, in: ReactionFlags.collections, database.sql)
    }

    private struct Owner: Decodable { let user_id: UUID }
    private struct Count: Decodable { let n: Int }
    private struct ID: Decodable { let id: UUID }

    private struct Listed: Decodable {
        let id: UUID
        let at_us: Int64
    }
}
