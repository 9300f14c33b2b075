import Foundation
import HTTPTypes
import ServerKit
import SQLKit

/// Named, ordered groups of a user's saved flowers. Privacy is decided in the queries: a private
/// collection is invisible (404) to everyone but its owner; a public one can be read by anyone and
/// changed only by its owner (403 for others).
struct Collections: Sendable {
    struct Collection: Sendable {
        let id: UUID
        let ownerID: UUID
        let name: String
        let description: String
        let isPublic: Bool
        /// Where the owner put it in their list.
        let position: Int
        let flowerCount: Int
        let coverFlowerID: UUID?
        let cover: FlowerCardRow?
        let likeCount: Int
        let saveCount: Int
        /// The collection this one was copied from, and its owner, while they exist.
        let copiedFrom: (collection: UUID?, owner: UUID?)
        let createdAt: Date
        let updatedAt: Date
    }

    struct Change: Sendable {
        var name: String?
        var description: String?
        var isPublic: Bool?
        var coverFlowerID: UUID?
        var useFirstFlowerAsCover = false
    }

    let database: Database
    let wallClock: any WallClock
    let cursors: CursorCodec
    let settings: UserSettingsStore
    /// Tells the owner of a collection that was copied.
    let notifications: NotificationRecorder

    static let nameMaxLength = 60
    static let descriptionMaxLength = 500
    static let bulkMax = 500

    // MARK: Reading

    /// The collection if `viewer` may see it.
    func find(_ id: UUID, viewer: UUID?) async throws -> Collection? {
        try await select(where: "c.id = \(bind: id) AND \(Self.visible(to: viewer))").first
    }

    /// The collections of `ids` `viewer` may see, in that order.
    func find(_ ids: [UUID], viewer: UUID?) async throws -> [Collection] {
        try await find(ids, viewer: viewer, withCards: []).collections
    }

    /// The same, with the cards of `flowers` read alongside the covers (a page showing collections
    /// and flowers reads its flowers once).
    func find(_ ids: [UUID], viewer: UUID?, withCards flowers: [UUID]) async throws -> (collections: [Collection], cards: [UUID: FlowerCardRow]) {
        guard !ids.isEmpty else {
            return ([], Dictionary(try await FlowerCardRow.find(flowers, in: database.sql).map { ($0.id, $0) }) { first, _ in first })
        }
        let (found, cards) = try await select(where: "c.id IN (\(binds: ids)) AND \(Self.visible(to: viewer))", limit: ids.count, withCards: flowers)
        let byID = Dictionary(found.map { ($0.id, $0) }) { first, _ in first }
        return (ids.compactMap { byID[$0] }, cards)
    }

    struct Position: Codable {
        let position: Int
        let id: UUID
    }

    /// `owner`'s collections in the owner's order (newest first unless they reordered them): all of them
    /// for the owner, the public ones for anyone else.
    func list(owner: UUID, viewer: UUID?, page: PageRequest) async throws -> Page<Collection> {
        let scope = "collections|\(owner)|\(viewer == owner)"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        var conditions: [SQLQueryString] = ["c.user_id = \(bind: owner)", Self.visible(to: viewer)]
        if let after { conditions.append("(c.position, c.id) > (\(bind: after.position), \(bind: after.id))") }
        let rows = try await select(where: conditions.joined(separator: " AND "), order: "c.position, c.id", limit: page.limit + 1)
        return try Page(fetched: rows.map { ($0, Position(position: $0.position, id: $0.id)) }, request: page, codec: cursors, scope: scope)
    }

    struct EntryPosition: Codable {
        let position: Int
        let flower: UUID
    }

    /// The collection's flowers in their order.
    func flowers(of collection: UUID, page: PageRequest) async throws -> Page<FlowerCardRow> {
        let scope = "collection-flowers|\(collection)"
        let after = try page.position(EntryPosition.self, codec: cursors, scope: scope)
        let continuation: SQLQueryString = after.map {
            "(cf.position > \(bind: $0.position) OR (cf.position = \(bind: $0.position) AND cf.flower_id > \(bind: $0.flower)))"
        } ?? "1 = 1"
        let rows = try await database.sql.raw("""
            SELECT cf.position AS entry_position, \(FlowerCardRow.columns)
            FROM collection_flowers cf \(FlowerCardRow.joined(on: "f.id = cf.flower_id"))
            WHERE cf.collection_id = \(bind: collection) AND \(continuation)
            ORDER BY cf.position, cf.flower_id LIMIT \(literal: page.limit + 1)
            """).all()
        let entries = try rows.map { row in
            let card = try row.decodeModel(FlowerCardRow.self)
            return (card, EntryPosition(position: try row.decodeModel(Ordered.self).entry_position, flower: card.id))
        }
        return try Page(fetched: entries, request: page, codec: cursors, scope: scope)
    }

    // MARK: Changing

    func create(owner: UUID, name: String, description: String?, isPublic: Bool?, cover: UUID?) async throws -> Collection {
        let name = try Self.validName(name)
        let description = try Self.validDescription(description ?? "")
        let isPublic = try await privacy(isPublic, of: owner)
        let id = UUID()
        let now = wallClock.now()
        try await database.transaction { db in
            if let cover, try await !CatalogFlower.exists(cover, in: db) {
                throw Problem.missingReference(field: "coverFlowerId", "is not a flower in the catalog")
            }
            try await insert(id, owner: owner, name: name, description: description, isPublic: isPublic, cover: cover, now: now, db)
            // A cover chosen at creation is the collection's first flower.
            if let cover { try await add([cover], to: id, owner: owner, now: now, db) }
        }
        return try await require(id, owner: owner)
    }

    /// `requested`, or the owner's default for new collections.
    func privacy(_ requested: Bool?, of owner: UUID) async throws -> Bool {
        if let requested { return requested }
        return try await settings.settings(of: owner).defaultCollectionPublic
    }

    /// A new collection at the top of the owner's list.
    func insert(
        _ id: UUID, owner: UUID, name: String, description: String, isPublic: Bool, cover: UUID?, copiedFrom: Collection? = nil,
        now: Date, _ db: any SQLDatabase
    ) async throws {
        let first = try await db.raw("SELECT COALESCE(MIN(position), 0) AS entry_position FROM collections WHERE user_id = \(bind: owner)")
            .first(decoding: Ordered.self)?.entry_position ?? 0
        try await db.raw("""
            INSERT INTO collections (id, user_id, name, name_key, description, is_public, cover_flower_id, position,
                copied_from_collection_id, copied_from_user_id, created_at, updated_at)
            VALUES (\(bind: id), \(bind: owner), \(bind: name), \(bind: SearchKey.of(name)), \(bind: description), \(bind: isPublic), \(bind: cover), \(bind: first - 1),
                \(bind: copiedFrom?.id), \(bind: copiedFrom?.ownerID), \(bind: now), \(bind: now))
            """).run()
        try await FeedEvents.sync(collection: id, now: now, db)
    }

    func update(_ id: UUID, owner: UUID, _ change: Change) async throws -> Collection {
        let name = try change.name.map(Self.validName)
        let description = try change.description.map(Self.validDescription)
        let now = wallClock.now()
        try await database.transaction { db in
            try await requireOwned(id, owner: owner, db)
            var sets: [SQLQueryString] = ["updated_at = \(bind: now)"]
            if let name { sets.append("name = \(bind: name), name_key = \(bind: SearchKey.of(name))") }
            if let description { sets.append("description = \(bind: description)") }
            if let isPublic = change.isPublic { sets.append("is_public = \(bind: isPublic)") }
            if let cover = change.coverFlowerID {
                guard try await db.raw("SELECT flower_id FROM collection_flowers WHERE collection_id = \(bind: id) AND flower_id = \(bind: cover)").first() != nil
                else { throw Problem.validation(field: "coverFlowerId", "must be a flower in the collection") }
                sets.append("cover_flower_id = \(bind: cover)")
            } else if change.useFirstFlowerAsCover {
                sets.append("cover_flower_id = NULL")
            }
            try await db.raw("UPDATE collections SET \(sets.joined(separator: ", ")) WHERE id = \(bind: id)").run()
            if change.isPublic != nil { try await FeedEvents.sync(collection: id, now: now, db) }
        }
        return try await require(id, owner: owner)
    }

    func delete(_ id: UUID, owner: UUID) async throws {
        try await database.transaction { db in
            try await requireOwned(id, owner: owner, db)
            try await db.raw("DELETE FROM collections WHERE id = \(bind: id)").run()
        }
    }

    /// Appends `flowers` (saving those not saved yet); flowers already in it keep their place.
    func add(_ flowers: [UUID], to id: UUID, owner: UUID) async throws -> Collection {
        try Self.validBulk(flowers)
        let now = wallClock.now()
        try await database.transaction { db in
            try await requireOwned(id, owner: owner, db)
            try await add(flowers, to: id, owner: owner, now: now, db)
        }
        return try await require(id, owner: owner)
    }

    func remove(_ flowers: [UUID], from id: UUID, owner: UUID) async throws -> Collection {
        try Self.validBulk(flowers)
        let now = wallClock.now()
        try await database.transaction { db in
            try await requireOwned(id, owner: owner, db)
            try await db.raw("DELETE FROM collection_flowers WHERE collection_id = \(bind: id) AND flower_id IN (\(binds: flowers))").run()
            try await touch(id, now: now, db)
        }
        return try await require(id, owner: owner)
    }

    /// Moves `flowers` (all of them in `source`) to the end of `target`, in one transaction.
    func move(_ flowers: [UUID], from source: UUID, to target: UUID, owner: UUID) async throws -> (from: Collection, to: Collection) {
        try Self.validBulk(flowers)
        guard source != target else { throw Problem.validation(field: "toCollectionId", "must be another collection") }
        let now = wallClock.now()
        try await database.transaction { db in
            try await requireOwned(source, owner: owner, db)
            do {
                try await requireOwned(target, owner: owner, db)
            } catch let problem as Problem where problem.status == .notFound || problem.status == .forbidden {
                throw Problem.validation(field: "toCollectionId", "must be one of your collections")
            }
            let present = try await members(of: source, db)
            let missing = flowers.filter { !present.contains($0) }
            guard missing.isEmpty else {
                throw Problem.validation(field: "flowerIds", "\(missing.count) of these flowers are not in the collection")
            }
            try await add(flowers, to: target, owner: owner, now: now, db)
            try await db.raw("DELETE FROM collection_flowers WHERE collection_id = \(bind: source) AND flower_id IN (\(binds: flowers))").run()
            try await touch(source, now: now, db)
        }
        return (try await require(source, owner: owner), try await require(target, owner: owner))
    }

    /// Sets the order to exactly `flowers`, which must list every flower in the collection once.
    func reorder(_ id: UUID, to flowers: [UUID], owner: UUID) async throws -> Collection {
        try Self.validBulk(flowers)
        let now = wallClock.now()
        try await database.transaction { db in
            try await requireOwned(id, owner: owner, db)
            let present = try await members(of: id, db)
            guard flowers.count == present.count, Set(flowers) == present else {
                throw Problem.validation(field: "flowerIds", "must list each of the collection's \(present.count) flowers exactly once")
            }
            for (position, flower) in flowers.enumerated() {
                try await db.raw("""
                    UPDATE collection_flowers SET position = \(bind: position) WHERE collection_id = \(bind: id) AND flower_id = \(bind: flower)
                    """).run()
            }
            try await touch(id, now: now, db)
        }
        return try await require(id, owner: owner)
    }

    // MARK: Helpers

    func add(_ flowers: [UUID], to id: UUID, owner: UUID, now: Date, _ db: any SQLDatabase) async throws {
        let present = try await members(of: id, db)
        var position = try await db.raw("SELECT COALESCE(MAX(position), -1) AS entry_position FROM collection_flowers WHERE collection_id = \(bind: id)")
            .first(decoding: Ordered.self)?.entry_position ?? -1
        var added: Set<UUID> = []
        // Flowers saved by adding them here are as public as the collection.
        let isPublic = try await db.raw("SELECT is_public FROM collections WHERE id = \(bind: id)").first(decoding: Visibility.self)?.is_public
        for flower in flowers where !present.contains(flower) && added.insert(flower).inserted {
            do {
                _ = try await SavedFlowers.save(user: owner, flower: flower, isPublic: isPublic, now: now, db)
            } catch let problem as Problem where problem.status == .notFound {
                // 422, not 404: the path names a collection that exists; it is the list that is wrong.
                throw Problem.validation(field: "flowerIds", "\(flower.uuidString.lowercased()) is not a flower in the catalog")
            }
            position += 1
            try await db.raw("""
                INSERT INTO collection_flowers (collection_id, saved_id, flower_id, position, added_at)
                SELECT \(bind: id), s.id, s.flower_id, \(bind: position), \(bind: now) FROM saved_flowers s
                WHERE s.user_id = \(bind: owner) AND s.flower_id = \(bind: flower)
                """).run()
        }
        try await touch(id, now: now, db)
    }

    private func members(of id: UUID, _ db: any SQLDatabase) async throws -> Set<UUID> {
        Set(try await db.raw("SELECT flower_id FROM collection_flowers WHERE collection_id = \(bind: id)").all(decoding: Member.self).map(\.flower_id))
    }

    private func touch(_ id: UUID, now: Date, _ db: any SQLDatabase) async throws {
        try await db.raw("UPDATE collections SET updated_at = \(bind: now) WHERE id = \(bind: id)").run()
    }

    /// 404 when the caller may not see it, 403 when they may see it but it is not theirs.
    private func requireOwned(_ id: UUID, owner: UUID, _ db: any SQLDatabase) async throws {
        guard let row = try await db.raw("SELECT user_id, is_public FROM collections WHERE id = \(bind: id)").first(decoding: Ownership.self)
        else { throw Problem.notFound("No such collection.") }
        let blocked = try await Relations.isBlocked(owner, by: row.user_id, in: db)
        guard row.user_id == owner || (row.is_public && !blocked) else { throw Problem.notFound("No such collection.") }
        guard row.user_id == owner else { throw Problem.forbidden("Only its owner can change a collection.") }
    }

    func require(_ id: UUID, owner: UUID) async throws -> Collection {
        guard let collection = try await find(id, viewer: owner) else { throw Problem.notFound("No such collection.") }
        return collection
    }

    /// Collections `viewer` may see: public ones of people who did not block them, and their own.
    static func visible(to viewer: UUID?) -> SQLQueryString {
        guard let viewer else { return "c.is_public = \(bind: true)" }
        return """
            (c.user_id = \(bind: viewer) OR (c.is_public = \(bind: true)
                AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.user_id = c.user_id AND b.blocked_id = \(bind: viewer))))
            """
    }

    /// Collections matching `condition` in `order`, with their counts and cover.
    func select(where condition: SQLQueryString, order: SQLQueryString = "c.id", limit: Int = 1) async throws -> [Collection] {
        try await select(where: condition, order: order, limit: limit, withCards: []).collections
    }

    private func select(
        where condition: SQLQueryString, order: SQLQueryString = "c.id", limit: Int, withCards flowers: [UUID]
    ) async throws -> (collections: [Collection], cards: [UUID: FlowerCardRow]) {
        // The cover: the chosen flower, else the first in order.
        let rows = try await database.sql.raw("""
            SELECT c.id AS collection_id, c.user_id, c.name, c.description, c.is_public, c.position, c.like_count, c.save_count,
                c.copied_from_collection_id, c.copied_from_user_id, c.created_at, c.updated_at,
                (SELECT COUNT(*) FROM collection_flowers n WHERE n.collection_id = c.id) AS flower_count,
                COALESCE(c.cover_flower_id, (SELECT e.flower_id FROM collection_flowers e WHERE e.collection_id = c.id
                    ORDER BY e.position, e.flower_id LIMIT 1)) AS cover_id
            FROM collections c WHERE \(condition)
            ORDER BY \(order) LIMIT \(literal: limit)
            """).all(decoding: Head.self)
        let covers = Dictionary(
            try await FlowerCardRow.find(rows.compactMap(\.cover_id) + flowers, in: database.sql).map { ($0.id, $0) }
        ) { first, _ in first }
        let collections = rows.map { row in
            Collection(
                id: row.collection_id, ownerID: row.user_id, name: row.name, description: row.description, isPublic: row.is_public,
                position: row.position, flowerCount: row.flower_count, coverFlowerID: row.cover_id, cover: row.cover_id.flatMap { covers[$0] },
                likeCount: row.like_count, saveCount: row.save_count, copiedFrom: (row.copied_from_collection_id, row.copied_from_user_id),
                createdAt: row.created_at, updatedAt: row.updated_at
            )
        }
        return (collections, covers)
    }

    static func validName(_ name: String) throws -> String {
        try PlainText.checked(name, field: "name", maxLength: nameMaxLength, lines: .one, required: true)
    }

    static func validDescription(_ description: String) throws -> String {
        try PlainText.checked(description, field: "description", maxLength: descriptionMaxLength, lines: .many, required: false)
    }

    static func validBulk(_ flowers: [UUID]) throws {
        guard (1...bulkMax).contains(flowers.count) else { throw Problem.validation(field: "flowerIds", "must list 1–\(bulkMax) flowers") }
    }

    struct Ordered: Decodable { let entry_position: Int }
    private struct Visibility: Decodable { let is_public: Bool }
    private struct Member: Decodable { let flower_id: UUID }
    private struct Ownership: Decodable {
        let user_id: UUID
        let is_public: Bool
    }

    private struct Head: Decodable {
        let collection_id: UUID
        let user_id: UUID
        let name: String
        let description: String
        let is_public: Bool
        let position: Int
        let like_count: Int
        let save_count: Int
        let copied_from_collection_id: UUID?
        let copied_from_user_id: UUID?
        let created_at: Date
        let updated_at: Date
        let flower_count: Int
        let cover_id: UUID?
    }
}
