import Foundation
import Media
import ServerKit
import SQLKit

/// A user's catalogue: the flowers they saved, each with their notes, tags and own photos.
struct SavedFlowers: Sendable {
    struct Saved: Sendable {
        let id: UUID
        let notes: String
        let tags: [String]
        let photoIDs: [UUID]
        /// Shown to others in a public catalogue.
        let isPublic: Bool
        let savedAt: Date
        let flower: FlowerCardRow
    }

    enum Sort: String, Sendable { case recent, oldest, alphabetical }

    enum Visibility: String, Sendable { case all, `public`, `private` }

    struct Change: Sendable {
        var notes: String?
        var tags: [String]?
        var photoIDs: [UUID]?
        var isPublic: Bool?
    }

    let database: Database
    let wallClock: any WallClock
    let cursors: CursorCodec

    static let notesMaxLength = 2_000
    static let tagsMax = 20
    static let tagMaxLength = 30
    static let photosMax = 20

    /// Saves `flower` for `user` unless it is saved already; `created` says which.
    func save(user: UUID, flower: UUID) async throws -> (saved: Saved, created: Bool) {
        let created = try await database.transaction { db in
            try await Self.save(user: user, flower: flower, now: wallClock.now(), db) != nil
        }
        guard let saved = try await find(user: user, flower: flower) else { throw Problem.notFound("No such flower.") }
        return (saved, created)
    }

    /// Inside a transaction: saves if needed; the new saved id, or nil when it was saved already.
    /// A new saved flower is `isPublic` when given (saved into a collection: as public as it is), else
    /// as the user's default for new things says. Throws 404 for a flower not in the catalog.
    static func save(user: UUID, flower: UUID, isPublic: Bool? = nil, now: Date, _ db: any SQLDatabase) async throws -> UUID? {
        guard try await CatalogFlower.exists(flower, in: db) else {
            throw Problem.notFound("No such flower.")
        }
        let id = UUID()
        let inserted = try await db.raw("""
            INSERT INTO saved_flowers (id, user_id, flower_id, saved_at, updated_at, is_public)
            VALUES (\(bind: id), \(bind: user), \(bind: flower), \(bind: now), \(bind: now),
                COALESCE(\(bind: isPublic), (SELECT default_collection_public FROM user_settings WHERE user_id = \(bind: user)),
                    \(UserSettings().defaultCollectionPublic)))
            ON CONFLICT (user_id, flower_id) DO NOTHING RETURNING id
            """).all().count > 0
        guard inserted else { return nil }
        try await db.raw("UPDATE flowers SET save_count = save_count + 1 WHERE id = \(bind: flower)").run()
        try await FeedEvents.sync(saved: id, now: now, db)
        return id
    }

    func find(user: UUID, flower: UUID) async throws -> Saved? {
        try await select(where: "s.user_id = \(bind: user) AND s.flower_id = \(bind: flower)").first?.saved
    }

    /// `user`'s saved entries of `flowers`, by flower.
    func find(user: UUID, flowers: [UUID]) async throws -> [UUID: Saved] {
        guard !flowers.isEmpty else { return [:] }
        let rows = try await select(where: "s.user_id = \(bind: user) AND s.flower_id IN (\(binds: flowers))", limit: flowers.count)
        return Dictionary(rows.map { ($0.saved.flower.id, $0.saved) }) { first, _ in first }
    }

    func find(user: UUID, saved: UUID) async throws -> Saved? {
        try await select(where: "s.user_id = \(bind: user) AND s.id = \(bind: saved)").first?.saved
    }

    struct Position: Codable {
        var micros: Int64?
        var key: String?
        let id: UUID
    }

    /// `user`'s saved flowers; `tag` matches a whole tag, ignoring case.
    func list(user: UUID, sort: Sort, tag: String?, visibility: Visibility = .all, page: PageRequest) async throws -> Page<Saved> {
        let scope = "saved|\(user)|\(sort.rawValue)|\(visibility.rawValue)|\(tag.map(SavedFlowerTags.key) ?? "")"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        var conditions: [SQLQueryString] = ["s.user_id = \(bind: user)"]
        if let tag {
            conditions.append("EXISTS (SELECT 1 FROM saved_flower_tags t WHERE t.saved_id = s.id AND t.tag_key = \(bind: SavedFlowerTags.key(tag)))")
        }
        if visibility != .all { conditions.append("s.is_public = \(visibility == .public)") }
        let order: SQLQueryString
        let micros = savedMicros
        switch sort {
        case .recent:
            order = "s.saved_at DESC, s.id DESC"
            if let after, let at = after.micros { conditions.append("(\(micros) < \(bind: at) OR (\(micros) = \(bind: at) AND s.id < \(bind: after.id)))") }
        case .oldest:
            order = "s.saved_at, s.id"
            if let after, let at = after.micros { conditions.append("(\(micros) > \(bind: at) OR (\(micros) = \(bind: at) AND s.id > \(bind: after.id)))") }
        case .alphabetical:
            order = "f.name_key, s.id"
            if let after, let key = after.key { conditions.append("(f.name_key > \(bind: key) OR (f.name_key = \(bind: key) AND s.id > \(bind: after.id)))") }
        }
        let rows = try await select(where: conditions.joined(separator: " AND "), order: order, limit: page.limit + 1)
        let positioned = rows.map { saved, micros in
            (saved, sort == .alphabetical ? Position(key: saved.flower.name_key, id: saved.id) : Position(micros: micros, id: saved.id))
        }
        return try Page(fetched: positioned, request: page, codec: cursors, scope: scope)
    }

    /// Applies `change` to `user`'s saved flower; nil when there is no such saved flower of theirs.
    func update(user: UUID, saved: UUID, _ change: Change) async throws -> Saved? {
        var validation = Validation()
        let notes = change.notes.map {
            PlainText.check($0, field: "notes", maxLength: Self.notesMaxLength, lines: .many, required: false, into: &validation)
        }
        let tags = change.tags.map { Self.cleanTags($0, into: &validation) }
        if let photos = change.photoIDs {
            if photos.count > Self.photosMax {
                validation.fail(field: "photoIds", "must list at most \(Self.photosMax) photos")
            } else if Set(photos).count != photos.count {
                validation.fail(field: "photoIds", "must not repeat a photo")
            } else if try await !OwnMedia.allOwned(photos, by: user, field: "photoIds", in: database.sql) {
                validation.fail(field: "photoIds", "must be photos you uploaded")
            }
        }
        try validation.throwIfFailed()
        let now = wallClock.now()
        let updated = try await database.transaction { db in
            // Again, holding the photos until they are listed: the sweep may have taken one meanwhile.
            if let photos = change.photoIDs, try await !OwnMedia.allOwned(photos, by: user, field: "photoIds", in: db, lockingOn: database.backend) {
                throw Problem.validation(field: "photoIds", "must be photos you uploaded")
            }
            var sets: [SQLQueryString] = ["updated_at = \(bind: now)"]
            if let notes { sets.append("notes = \(bind: notes)") }
            if let tags { sets.append("tags = \(bind: Self.json(tags))") }
            if let photos = change.photoIDs { sets.append("photo_ids = \(bind: Self.json(photos.map { $0.uuidString.lowercased() }))") }
            if let isPublic = change.isPublic { sets.append("is_public = \(bind: isPublic)") }
            let updated = try await db.raw("""
                UPDATE saved_flowers SET \(sets.joined(separator: ", ")) WHERE id = \(bind: saved) AND user_id = \(bind: user) RETURNING id
                """).all().count > 0
            if updated, let tags { try await SavedFlowerTags.replace(saved: saved, user: user, with: tags, db) }
            if updated, change.isPublic != nil { try await FeedEvents.sync(saved: saved, now: now, db) }
            return updated
        }
        return updated ? try await find(user: user, saved: saved) : nil
    }

    /// Removes it from the catalogue and from every collection; false when there is no such saved flower.
    func delete(user: UUID, saved: UUID) async throws -> Bool {
        try await database.transaction { db in
            guard let row = try await db.raw("DELETE FROM saved_flowers WHERE id = \(bind: saved) AND user_id = \(bind: user) RETURNING flower_id")
                .first(decoding: FlowerRef.self)
            else { return false }
            try await db.raw("UPDATE flowers SET save_count = save_count - 1 WHERE id = \(bind: row.flower_id) AND save_count > 0").run()
            return true
        }
    }

    /// Collections of `user` holding each of `saved`.
    func collections(of saved: [UUID]) async throws -> [UUID: [UUID]] {
        guard !saved.isEmpty else { return [:] }
        let rows = try await database.sql.raw("""
            SELECT cf.saved_id, cf.collection_id FROM collection_flowers cf JOIN collections c ON c.id = cf.collection_id
            WHERE cf.saved_id IN (\(binds: saved)) ORDER BY c.created_at, c.id
            """).all(decoding: Membership.self)
        return Dictionary(grouping: rows, by: \.saved_id).mapValues { $0.map(\.collection_id) }
    }

    /// Saved flowers with `saved_at` as the database compares it, for paging.
    private func select(
        where condition: SQLQueryString, order: SQLQueryString = "s.saved_at DESC", limit: Int = 1
    ) async throws -> [(saved: Saved, savedMicros: Int64)] {
        let rows = try await database.sql.raw("""
            SELECT s.id AS saved_id, s.notes, s.tags, s.photo_ids, s.is_public, s.saved_at, \(savedMicros) AS saved_micros, \(FlowerCardRow.columns)
            FROM saved_flowers s \(FlowerCardRow.joined(on: "f.id = s.flower_id"))
            WHERE \(condition) ORDER BY \(order) LIMIT \(literal: limit)
            """).all()
        return try rows.map { row in
            let head = try row.decodeModel(Head.self)
            let saved = Saved(
                id: head.saved_id, notes: head.notes, tags: Self.decode(head.tags), photoIDs: Self.decode(head.photo_ids).compactMap { UUID(uuidString: $0) },
                isPublic: head.is_public, savedAt: head.saved_at, flower: try row.decodeModel(FlowerCardRow.self)
            )
            return (saved, head.saved_micros)
        }
    }

    /// Each tag one line of at most 30 characters as sent, with something besides white space; kept
    /// trimmed with inner white space collapsed, duplicates (ignoring case) dropped, in order.
    static func cleanTags(_ tags: [String], into validation: inout Validation) -> [String] {
        if tags.count > tagsMax { validation.fail(field: "tags", "must be at most \(tagsMax) tags") }
        var seen: Set<String> = []
        var cleaned: [String] = []
        for (index, tag) in tags.enumerated() {
            var issues = Validation()
            PlainText.check(tag, field: "tags[\(index)]", maxLength: tagMaxLength, lines: .one, required: true, into: &issues)
            guard issues.isValid else {
                validation.fail(field: "tags", "each tag must be one line of 1–\(tagMaxLength) characters")
                return []
            }
            let collapsed = tag.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if seen.insert(SavedFlowerTags.key(collapsed)).inserted { cleaned.append(collapsed) }
        }
        return cleaned
    }

    static func json(_ strings: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(strings)) ?? Data("[]".utf8), as: UTF8.self)
    }

    static func decode(_ json: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }

    private var savedMicros: SQLQueryString { TimestampKey.micros("s.saved_at", backend: database.backend) }

    private struct Head: Decodable {
        let saved_micros: Int64
        let saved_id: UUID
        let notes: String
        let tags: String
        let photo_ids: String
        let is_public: Bool
        let saved_at: Date
    }

    private struct FlowerRef: Decodable { let flower_id: UUID }

    private struct Membership: Decodable {
        let saved_id: UUID
        let collection_id: UUID
    }
}
