import Foundation
import ServerKit
import SQLKit

/// The people you buy for who are not on Gifter: only ever visible to the one who made them.
struct GiftingProfiles: Sendable {
    let database: Database
    let wallClock: any WallClock

    struct Profile: Sendable {
        let id: UUID
        let ownerID: UUID
        var name: String
        var relationship: Relationship
        var threeWords: String
        var neverGift: [String]
        var answers: TasteAnswers
        let createdAt: Date
        /// Made, or last used: ideas asked or saved for them, their page opened.
        var lastUsedAt: Date
    }

    /// The owner's profiles, optionally only names containing `query` (any case), most recently made
    /// or used first.
    func list(owner: UUID, query: String? = nil) async throws -> [Profile] {
        let rows = try await database.sql.raw("""
            SELECT * FROM gifting_profiles WHERE owner_id = \(bind: owner) ORDER BY COALESCE(last_used_at, created_at) DESC, created_at DESC, id
            """).all(decoding: Row.self).map(\.profile)
        guard let query = query.map({ $0.trimmingCharacters(in: .whitespaces) }), !query.isEmpty else { return rows }
        return rows.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    /// The profile if `owner` made it; nil otherwise (someone else's profile does not exist for you).
    func find(_ id: UUID, owner: UUID, _ db: (any SQLDatabase)? = nil) async throws -> Profile? {
        try await (db ?? database.sql).raw("""
            SELECT * FROM gifting_profiles WHERE id = \(bind: id) AND owner_id = \(bind: owner)
            """).first(decoding: Row.self)?.profile
    }

    func create(owner: UUID, name: String, relationship: Relationship, threeWords: String, neverGift: [String]) async throws -> Profile {
        let now = wallClock.now()
        let profile = Profile(
            id: UUID(), ownerID: owner, name: name, relationship: relationship, threeWords: threeWords, neverGift: neverGift,
            answers: TasteAnswers(), createdAt: now, lastUsedAt: now
        )
        try await database.sql.raw("""
            INSERT INTO gifting_profiles (id, owner_id, name, relationship, three_words, never_gift, taste_answers, created_at, last_used_at)
            VALUES (\(bind: profile.id), \(bind: owner), \(bind: name), \(bind: relationship.rawValue), \(bind: threeWords),
                    \(bind: AnswersColumn.encodeList(neverGift)), '{}', \(bind: profile.createdAt), \(bind: profile.lastUsedAt))
            """).run()
        return profile
    }

    /// Marks the profile used now (for "Recent gifting profiles"); nothing when it is not the owner's.
    func markUsed(_ id: UUID, owner: UUID) async throws {
        try await database.sql.raw("""
            UPDATE gifting_profiles SET last_used_at = \(bind: wallClock.now()) WHERE id = \(bind: id) AND owner_id = \(bind: owner)
            """).run()
    }

    func save(_ profile: Profile) async throws {
        try await database.sql.raw("""
            UPDATE gifting_profiles SET name = \(bind: profile.name), relationship = \(bind: profile.relationship.rawValue),
                three_words = \(bind: profile.threeWords), never_gift = \(bind: AnswersColumn.encodeList(profile.neverGift)),
                taste_answers = \(bind: AnswersColumn.encode(profile.answers))
            WHERE id = \(bind: profile.id) AND owner_id = \(bind: profile.ownerID)
            """).run()
    }

    /// Deletes the profile with its occasions and the ideas saved for it; false if it is not the owner's.
    func delete(_ id: UUID, owner: UUID) async throws -> Bool {
        try await database.transaction { db in
            guard try await find(id, owner: owner, db) != nil else { return false }
            let person = PersonRef.profile(id).description
            try await db.raw("DELETE FROM gift_ideas WHERE owner_id = \(bind: owner) AND person = \(bind: person)").run()
            try await db.raw("DELETE FROM occasions WHERE owner_id = \(bind: owner) AND person = \(bind: person)").run()
            try await db.raw("DELETE FROM gifting_profiles WHERE id = \(bind: id)").run()
            return true
        }
    }

    private struct Row: Decodable {
        let id: UUID
        let owner_id: UUID
        let name: String
        let relationship: String
        let three_words: String
        let never_gift: String
        let taste_answers: String
        let created_at: Date
        let last_used_at: Date?

        var profile: Profile {
            Profile(
                id: id, ownerID: owner_id, name: name, relationship: Relationship(rawValue: relationship) ?? .other, threeWords: three_words,
                neverGift: AnswersColumn.decodeList(never_gift), answers: AnswersColumn.decode(taste_answers), createdAt: created_at,
                lastUsedAt: last_used_at ?? created_at
            )
        }
    }
}
