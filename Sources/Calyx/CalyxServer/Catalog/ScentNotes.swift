import Foundation
import ServerKit
import SQLKit

/// What people say a flower smells like: one note per person per flower, editable.
struct ScentNotes: Sendable {
    struct Note: Sendable {
        let username: String?
        let displayName: String
        let note: String
        let updatedAt: Date
    }

    let database: Database
    let wallClock: any WallClock

    static let maxLength = 200
    static let shown = 20

    /// Stores `user`'s note; nil for a flower not in the catalog.
    func set(_ note: String, flower: UUID, user: UUID) async throws -> (note: String, updatedAt: Date)? {
        // Line breaks are allowed as typed and folded into spaces: a note shows as one line.
        let note = try PlainText.checked(note, field: "note", maxLength: Self.maxLength, lines: .many, required: true)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let now = wallClock.now()
        return try await database.transaction { db in
            guard try await CatalogFlower.exists(flower, in: db) else { return nil }
            try await db.raw("""
                INSERT INTO flower_scent_notes (user_id, flower_id, note, updated_at) VALUES (\(bind: user), \(bind: flower), \(bind: note), \(bind: now))
                ON CONFLICT (user_id, flower_id) DO UPDATE SET note = excluded.note, updated_at = excluded.updated_at
                """).run()
            return (note, now)
        }
    }

    /// The most recent notes, with who wrote them (never their email).
    func recent(for flower: UUID) async throws -> [Note] {
        try await database.sql.raw("""
            SELECT u.username, u.display_name, n.note, n.updated_at FROM flower_scent_notes n JOIN users u ON u.id = n.user_id
            WHERE n.flower_id = \(bind: flower) ORDER BY n.updated_at DESC, n.user_id LIMIT \(literal: Self.shown)
            """).all(decoding: Row.self).map { Note(username: $0.username, displayName: $0.display_name, note: $0.note, updatedAt: $0.updated_at) }
    }

    func note(of user: UUID, for flower: UUID) async throws -> String? {
        try await database.sql.raw("SELECT note FROM flower_scent_notes WHERE user_id = \(bind: user) AND flower_id = \(bind: flower)")
            .first(decoding: Own.self)?.note
    }

    private struct Row: Decodable {
        let username: String?
        let display_name: String
        let note: String
        let updated_at: Date
    }

    private struct Own: Decodable { let note: String }
}
