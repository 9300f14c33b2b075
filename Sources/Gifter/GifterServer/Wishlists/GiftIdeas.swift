import Foundation
import ServerKit
import SQLKit

/// Gift plans: products saved as ideas for someone, moving idea → bought → given.
struct GiftIdeas: Sendable {
    let database: Database
    let wallClock: any WallClock

    enum Status: String, Sendable, CaseIterable {
        case idea, bought, given
    }

    struct Idea: Sendable {
        let person: PersonRef
        let productID: String
        let occasionID: UUID?
        let status: Status
        let savedAt: Date
        let givenAt: Date?
    }

    func ideas(owner: UUID, person: PersonRef? = nil) async throws -> [Idea] {
        let rows: [Row]
        if let person {
            rows = try await database.sql.raw("""
                SELECT * FROM gift_ideas WHERE owner_id = \(bind: owner) AND person = \(bind: person.description) ORDER BY saved_at DESC, product_id
                """).all(decoding: Row.self)
        } else {
            rows = try await database.sql.raw("SELECT * FROM gift_ideas WHERE owner_id = \(bind: owner) ORDER BY saved_at DESC, product_id")
                .all(decoding: Row.self)
        }
        return rows.compactMap(\.idea)
    }

    /// Saves or updates an idea; `status` and `occasionID` left nil keep what an existing idea has
    /// (a new one starts as an idea with no occasion). Marking it given records when.
    func save(_ productID: String, for person: PersonRef, owner: UUID, status: Status?, occasionID: UUID?) async throws -> Idea {
        let now = wallClock.now()
        return try await database.transaction { db in
            let existing = try await db.raw("""
                SELECT * FROM gift_ideas WHERE owner_id = \(bind: owner) AND person = \(bind: person.description) AND product_id = \(bind: productID)
                """).first(decoding: Row.self)?.idea
            let newStatus = status ?? existing?.status ?? .idea
            let occasion = occasionID ?? existing?.occasionID
            let givenAt: Date? = newStatus == .given ? (existing?.status == .given ? existing?.givenAt : now) : nil
            if let existing {
                try await db.raw("""
                    UPDATE gift_ideas SET status = \(bind: newStatus.rawValue), occasion_id = \(bind: occasion), given_at = \(bind: givenAt)
                    WHERE owner_id = \(bind: owner) AND person = \(bind: person.description) AND product_id = \(bind: productID)
                    """).run()
                return Idea(person: person, productID: productID, occasionID: occasion, status: newStatus, savedAt: existing.savedAt, givenAt: givenAt)
            }
            try await db.raw("""
                INSERT INTO gift_ideas (owner_id, person, product_id, occasion_id, status, saved_at, given_at)
                VALUES (\(bind: owner), \(bind: person.description), \(bind: productID), \(bind: occasion), \(bind: newStatus.rawValue), \(bind: now), \(bind: givenAt))
                """).run()
            return Idea(person: person, productID: productID, occasionID: occasion, status: newStatus, savedAt: now, givenAt: givenAt)
        }
    }

    func remove(_ productID: String, for person: PersonRef, owner: UUID) async throws {
        try await database.sql.raw("""
            DELETE FROM gift_ideas WHERE owner_id = \(bind: owner) AND person = \(bind: person.description) AND product_id = \(bind: productID)
            """).run()
    }

    private struct Row: Decodable {
        let person: String
        let product_id: String
        let occasion_id: UUID?
        let status: String
        let saved_at: Date
        let given_at: Date?

        var idea: Idea? {
            guard let ref = PersonRef(person), let status = Status(rawValue: status) else { return nil }
            return Idea(person: ref, productID: product_id, occasionID: occasion_id, status: status, savedAt: saved_at, givenAt: given_at)
        }
    }
}
